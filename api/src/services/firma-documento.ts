import { createHash, randomBytes } from 'node:crypto';
import { Codigo, type CallData, type CALLS, type FirmaDocumentoRequest } from '@area-cliente/shared/contract';
import { madridIso, PIN_FIRMA, sePuedeFirmar, UUID_EN_RUTA } from '@area-cliente/shared/domain';
import { ApiError, notFound } from '../lib/errors';
import { referenciaSesion } from '../lib/pin-sesion';
import { securityEvent } from '../lib/security-events';
import { documentoFirmado, paginaFirmaPdf, paginasPdf } from '../pdf/documento-firmado';
import { documentoSiniestroPdf } from '../pdf/documento-siniestro';
import { telefonoActual } from '../repositories/cliente-cambios';
import {
  bloquearDocumentoPendiente,
  documentoDelCliente,
  firmaDeDocumento,
  insertFirma,
  insertSolicitudFirma,
  pdfPorFirmar,
  solicitudDePin,
  type Firma,
} from '../repositories/firmas';
import { registrarCambio } from '../repositories/historial-cambios';
import { findDocumentoSiniestro } from '../repositories/siniestros';
import type { SessionCaller } from '../lib/caller';
import { avisarFirmaDocumento } from './avisos';
import { bound, type AppParts } from './parts';
import { ambitoSesion, comprobarPin, emitirPin, gastarPin, PIN, type MensajesPin } from './pin';

/*
 * The customer signs a claim document 'Pendiente de firma', a simple electronic signature
 * (eIDAS SES). Asking for the PIN fixes the exact PDF to sign and shows its SHA-256; the PIN goes by
 * SMS to the phone on record and is bound to that session and document. Signing locks the document's
 * row, so of any number of concurrent requests exactly one signs; the audit row keeps who, when, from
 * which session and IP, the SHA-256 and the PDF signed, and the PIN's delivery reference.
 */

const MINUTE = 60_000;

export const FIRMA = {
  pinTtlMs: PIN.ttlMs,
  pinIntentos: PIN.intentos,
  reenvioMs: PIN.reenvioMs,
  /** PINs per customer and hour (counted in the database): bounds guesses and SMS to one phone. */
  pinesPorHora: 5,
} as const;

export const MENSAJE_FIRMA = {
  NO_PENDIENTE: 'Este documento ya no está pendiente de firma.',
  SIN_TELEFONO:
    'Para firmar necesitamos un teléfono móvil registrado. Añádelo en Mis datos o llama a Atención al Cliente.',
  PIN_FORMATO: 'Escribe el PIN de 6 cifras que te hemos enviado.',
  PIN_INCORRECTO: 'El PIN no es correcto.',
  PIN_CADUCADO: 'El PIN ha caducado. Solicita uno nuevo.',
  PIN_AGOTADO: 'Has superado el número de intentos. Solicita un nuevo PIN.',
  PIN_SIN_ENVIAR: 'Solicita un PIN para firmar.',
  DEMASIADOS_PINES: 'Has solicitado demasiados PIN. Inténtalo de nuevo más tarde.',
  SMS_NO_ENVIADO: 'No hemos podido enviarte el SMS. Inténtalo de nuevo en unos minutos.',
  reenvioEspera: (segundos: number) => `Espera ${segundos} segundos para solicitar otro PIN.`,
} as const;

/** A PIN is spent only by signing its document: a used one means the document is signed. */
const MENSAJES_PIN: MensajesPin = {
  INCORRECTO: MENSAJE_FIRMA.PIN_INCORRECTO,
  CADUCADO: MENSAJE_FIRMA.PIN_CADUCADO,
  AGOTADO: MENSAJE_FIRMA.PIN_AGOTADO,
  USADO: MENSAJE_FIRMA.NO_PENDIENTE,
  NINGUNO: MENSAJE_FIRMA.PIN_SIN_ENVIAR,
  OTRA_ACCION: MENSAJE_FIRMA.PIN_SIN_ENVIAR,
  DEMASIADOS_PINES: MENSAJE_FIRMA.DEMASIADOS_PINES,
  SMS_NO_ENVIADO: MENSAJE_FIRMA.SMS_NO_ENVIADO,
  reenvioEspera: MENSAJE_FIRMA.reenvioEspera,
};

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

const hex256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** 'FE', the day and 10 random hexadecimal characters. */
const nuevaReferencia = (now: Date) =>
  `FE${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Our reference of one SMS, written in its text so the gateway's records can be matched. */
const nuevaReferenciaEnvio = () => `SMS-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The caller's claim document to sign, by uuid; another customer's answers as missing. */
async function documentoPorFirmar(app: AppParts, caller: SessionCaller, uuid: string) {
  const { idCliente } = caller;
  if (!UUID_EN_RUTA.test(uuid)) throw notFound();
  const db = app.db;
  const idDocumento = await documentoDelCliente(db, idCliente, uuid);
  const documento = idDocumento && (await findDocumentoSiniestro(db, idCliente, uuid));
  if (!idDocumento || !documento || documento.clase !== 'FIRMA') throw notFound();
  if (!sePuedeFirmar(documento.documento)) throw negocio(MENSAJE_FIRMA.NO_PENDIENTE);
  return { idDocumento, documento };
}

/** Fixes the PDF to sign and sends a PIN to the phone on record, within the resend wait and budget. */
async function pinFirmaDocumento(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  uuid: string,
): Promise<CallData<typeof CALLS.pinFirmaDocumento>> {
  const { idCliente, idSesion } = caller;
  const { idDocumento, documento } = await documentoPorFirmar(app, caller, uuid);
  const telefono = await telefonoActual(app.db, idCliente);
  if (!telefono) throw negocio(MENSAJE_FIRMA.SIN_TELEFONO);
  const now = app.clock.now();
  const { nombreDoc } = documento.documento;
  const referenciaEnvio = nuevaReferenciaEnvio();
  let sha256 = '';
  const emitido = await emitirPin(app, caller, {
    motivo: {
      proposito: 'firma',
      nombreDoc,
      numSiniestro: documento.siniestro.numSiniestro,
      referenciaEnvio,
    },
    ambito: ambitoSesion(idSesion),
    objeto: String(idDocumento),
    token,
    telefono,
    idCliente,
    mensajes: MENSAJES_PIN,
    cupos: [
      {
        clave: `pin-firma:${idCliente}`,
        max: FIRMA.pinesPorHora,
        windowMs: 60 * MINUTE,
        alerta: 'pin-firma',
      },
    ],
    // Rendered once the PIN may be sent: the exact bytes the customer is shown and signs.
    alEmitir: async (idPin) => {
      const pdf = await app.pdf.render(documentoSiniestroPdf(documento, now));
      sha256 = hex256(pdf);
      await insertSolicitudFirma(app.db, { idPin, idDocumento, idCliente, pdf, sha256, referenciaEnvio });
    },
  });
  return {
    nombreDoc,
    sha256,
    telefono: emitido.telefono,
    caducaEnSegundos: FIRMA.pinTtlMs / 1000,
  };
}

const esClaveDuplicada = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/** Signs the document with the PIN: audit row, document state and history line in one transaction. */
async function firmaDocumento(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  uuid: string,
  body: FirmaDocumentoRequest,
): Promise<CallData<typeof CALLS.firmaDocumento>> {
  const { idCliente, idSesion } = caller;
  const { idDocumento, documento } = await documentoPorFirmar(app, caller, uuid);
  const pin = body.pin.trim();
  if (!PIN_FIRMA.test(pin)) throw negocio(MENSAJE_FIRMA.PIN_FORMATO);
  const idPin = await comprobarPin(app, caller, {
    proposito: 'firma',
    ambito: ambitoSesion(idSesion),
    objeto: String(idDocumento),
    token,
    pin,
    idCliente,
    mensajes: MENSAJES_PIN,
  });
  const solicitud = await solicitudDePin(app.db, idPin);

  const now = app.clock.now();
  const { nombreDoc } = documento.documento;
  const { numSiniestro } = documento.siniestro;
  const firma = await app.db
    .transaction(async (tx) => {
      // Concurrent signatures of the document queue here; only the first still finds it pending.
      if (!(await bloquearDocumentoPendiente(tx, idDocumento))) throw negocio(MENSAJE_FIRMA.NO_PENDIENTE);
      if (!(await gastarPin(tx, idPin, now))) throw negocio(MENSAJE_FIRMA.NO_PENDIENTE);
      const cliente = await tx.one<{ nombre: string; numDoc: string }>(
        'SELECT nombre, num_doc AS "numDoc" FROM clientes WHERE id_cliente = $1',
        [idCliente],
      );
      const hecha: Firma = {
        referencia: nuevaReferencia(now),
        nombreFirmante: cliente.nombre,
        numDocFirmante: cliente.numDoc,
        metodo: 'SES_PIN_SMS',
        referenciaSesion: referenciaSesion(token),
        ip: caller.ip,
        sha256: solicitud.sha256,
        referenciaEnvio: solicitud.referenciaEnvio,
        firmadoAt: now,
      };
      await insertFirma(tx, { ...hecha, idDocumento, idCliente, idSesion, pdfOriginal: solicitud.pdf });
      await registrarCambio(tx, {
        idCliente,
        idSesion,
        ip: caller.ip,
        tipo: 'FIRMA',
        descripcion: `Documento «${nombreDoc}» del siniestro ${numSiniestro} firmado con PIN por SMS`,
        idPoliza: documento.siniestro.idPoliza,
        now,
      });
      await avisarFirmaDocumento(tx, {
        idCliente,
        referencia: hecha.referencia,
        numSiniestro,
        documento: nombreDoc,
        now,
      });
      return hecha;
    })
    .catch((err: unknown) => {
      // The unique document key is the last guard against a second signature.
      throw esClaveDuplicada(err) ? negocio(MENSAJE_FIRMA.NO_PENDIENTE) : err;
    });
  app.avisos.despertar();
  securityEvent(caller, 'document.signed', { idCliente });
  return { referencia: firma.referencia, fechaFirma: madridIso(now), sha256: firma.sha256 };
}

/**
 * The bytes a claim document's download serves when a signature is involved: the signed copy (the
 * original plus its signature page) once signed online, the exact PDF to sign while a PIN for it is
 * open; undefined otherwise (the document is rendered as usual).
 */
export async function pdfDeFirma(
  app: AppParts,
  idCliente: number,
  documento: { uuid: string; nombreDoc: string; numSiniestro: string },
): Promise<Uint8Array | undefined> {
  const firma = await firmaDeDocumento(app.db, idCliente, documento.uuid);
  if (!firma) return pdfPorFirmar(app.db, idCliente, documento.uuid, app.clock.now());
  const pagina = await app.pdf.render(
    paginaFirmaPdf(firma, { ...documento, paginas: await paginasPdf(firma.pdfOriginal) }),
  );
  return documentoFirmado(firma.pdfOriginal, pagina);
}

/** Signing a claim document with an SMS PIN (its download's bytes: `pdfDeFirma`, services/siniestros.ts). */
export function firmaDocumentoService(app: AppParts) {
  return {
    pin: bound(app, pinFirmaDocumento),
    firmar: bound(app, firmaDocumento),
  };
}

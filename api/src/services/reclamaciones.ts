import { randomInt } from 'node:crypto';
import { Codigo, type Reclamacion, type ReclamacionRequest } from '@area-cliente/shared/contract';
import {
  ALFABETO_CODIGO_RECLAMACION,
  fechaLimiteRespuesta,
  normalizaCodigoReclamacion,
  puedeEscalarReclamacion,
  reclamacionFueraDePlazo,
} from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { ApiError, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { justificanteReclamacionPdf, nombreFicheroJustificante } from '../pdf/justificante-reclamacion';
import { registrarCambio } from '../repositories/historial-cambios';
import { take, type Limit } from '../repositories/limites';
import {
  asuntoPropio,
  asuntosReclamacion,
  insertReclamacion,
  marcaInsatisfecha,
  reclamacionPorClave,
  reclamacionPorCodigo,
  reclamacionesDe,
  type ReclamacionGuardada,
} from '../repositories/reclamaciones';
import type { SessionCaller } from '../lib/caller';
import { descargasService, ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';

/** Complaints per customer and day: more is a mistake or abuse; the office takes the rest by phone. */
const RECLAMACIONES_POR_DIA: Limit = { max: 5, windowMs: 24 * 3_600_000 };

export const DEMASIADAS_RECLAMACIONES =
  'Ya has presentado varias reclamaciones hoy. Si necesitas presentar otra, llama a Atención al Cliente.';
export const CLAVE_CON_OTROS_DATOS =
  'Esta reclamación ya se envió con otros datos. Si quieres presentar otra, empieza una reclamación nueva.';
export const SIN_RESPUESTA_AUN = 'Esta reclamación aún no tiene respuesta.';

const negocio = (mensaje: string, status = 400) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje, status);

/** A fresh tracking code: the Madrid year and 6 characters drawn uniformly (crypto) from the alphabet. */
function nuevoCodigo(now: Date): string {
  let aleatorio = '';
  for (let i = 0; i < 6; i++)
    aleatorio += ALFABETO_CODIGO_RECLAMACION[randomInt(ALFABETO_CODIGO_RECLAMACION.length)];
  return `RC-${isoDay(now).slice(0, 4)}-${aleatorio}`;
}

/** Everything a complaint sends but its key, hashed: a retry matches it, an edited resend does not. */
function huellaDe(body: ReclamacionRequest): string {
  const { asunto, motivo, descripcion, contacto } = body;
  return sha256(JSON.stringify([asunto.tipo, asunto.referencia, motivo, descripcion, contacto])).toString(
    'hex',
  );
}

/** A stored complaint as its owner sees it, with the due-date rules applied on `now`'s Madrid day. */
function vistaReclamacion(r: ReclamacionGuardada, now: Date): Reclamacion {
  const regla = {
    estado: r.estado,
    fechaLimite: r.fechaLimite,
    hoy: isoDay(now),
    insatisfecha: r.insatisfecha,
  };
  return {
    codigo: r.codigo,
    estado: r.estado,
    asunto: r.asunto,
    motivo: r.motivo,
    descripcion: r.descripcion,
    contacto: r.contacto,
    presentadaEl: r.presentadaEl.toISOString(),
    presentadaDia: isoDay(r.presentadaEl),
    fechaLimite: r.fechaLimite,
    respuesta: r.respuesta,
    respondidaEl: r.respondidaEl?.toISOString() ?? null,
    insatisfecha: r.insatisfecha,
    fueraDePlazo: reclamacionFueraDePlazo(regla),
    puedeEscalar: puedeEscalarReclamacion(regla),
  };
}

class ClaveRepetida extends Error {}

/**
 * Files a complaint about one of the caller's policies, claims or receipts (or a general one). Sends
 * with the same idempotency key are serialised on a lock of that key, so a retry or a double click
 * answers the complaint the first one filed; the daily limit, the complaint and its line in the
 * customer's history are one transaction.
 */
async function presentarReclamacion(
  app: AppParts,
  caller: SessionCaller,
  body: ReclamacionRequest,
): Promise<Reclamacion> {
  const now = app.clock.now();
  const { idCliente, idSesion } = caller;
  const asunto = await asuntoPropio(app.db, idCliente, body.asunto);
  // Another customer's policy, claim or receipt answers exactly like a missing one.
  if (!asunto) throw notFound();
  const huella = huellaDe(body);
  try {
    const guardada = await app.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `reclamacion:${idCliente}:${body.claveIdempotencia}`,
      ]);
      if (await reclamacionPorClave(tx, idCliente, body.claveIdempotencia)) throw new ClaveRepetida();
      const limite = await take(tx, `reclamacion:${idCliente}`, RECLAMACIONES_POR_DIA, now);
      if (!limite.allowed) {
        securityEvent(caller, 'limit.exceeded', { limite: 'reclamacion', idCliente });
        throw negocio(DEMASIADAS_RECLAMACIONES, 429);
      }
      const fila = {
        idCliente,
        clave: body.claveIdempotencia,
        huella,
        asunto,
        motivo: body.motivo,
        descripcion: body.descripcion,
        contacto: body.contacto,
        now,
        fechaLimite: fechaLimiteRespuesta(isoDay(now)),
      };
      // A taken code (1 in 6·10^8 a year) draws again rather than failing the send.
      let codigo = nuevoCodigo(now);
      while (!(await insertReclamacion(tx, { ...fila, codigo }))) codigo = nuevoCodigo(now);
      await registrarCambio(tx, {
        idCliente,
        idSesion,
        ip: caller.ip,
        tipo: 'RECLAMACION',
        descripcion: `Reclamación ${codigo} presentada`,
        ...(asunto.tipo === 'POLIZA' ? { idPoliza: Number(asunto.referencia) } : {}),
        now,
      });
      const hecha = await reclamacionPorCodigo(tx, idCliente, codigo);
      if (!hecha) throw new Error('complaint not found after insert');
      return hecha;
    });
    return vistaReclamacion(guardada, now);
  } catch (error) {
    if (!(error instanceof ClaveRepetida)) throw error;
    const hecha = await reclamacionPorClave(app.db, idCliente, body.claveIdempotencia);
    if (!hecha) throw error;
    if (hecha.huella !== huella) throw negocio(CLAVE_CON_OTROS_DATOS, 409);
    return vistaReclamacion(hecha, now);
  }
}

async function listarReclamaciones(
  app: AppParts,
  caller: SessionCaller,
): Promise<{ reclamaciones: Reclamacion[] }> {
  const now = app.clock.now();
  const filas = await reclamacionesDe(app.db, caller.idCliente);
  return { reclamaciones: filas.map((r) => vistaReclamacion(r, now)) };
}

/** One of the caller's complaints; a malformed, unknown or another customer's code is not found. */
async function verReclamacion(
  app: AppParts,
  caller: SessionCaller,
  codigoEnRuta: string,
): Promise<Reclamacion> {
  const codigo = normalizaCodigoReclamacion(codigoEnRuta);
  const r = codigo === null ? undefined : await reclamacionPorCodigo(app.db, caller.idCliente, codigo);
  if (!r) throw notFound();
  return vistaReclamacion(r, app.clock.now());
}

/** The customer rejects the answer: recorded once, in their history; the way onwards then shows. */
async function rechazarRespuesta(
  app: AppParts,
  caller: SessionCaller,
  codigoEnRuta: string,
): Promise<Reclamacion> {
  const now = app.clock.now();
  const { idCliente, idSesion } = caller;
  const codigo = normalizaCodigoReclamacion(codigoEnRuta);
  const antes = codigo === null ? undefined : await reclamacionPorCodigo(app.db, idCliente, codigo);
  if (!antes || codigo === null) throw notFound();
  if (antes.respuesta === null) throw negocio(SIN_RESPUESTA_AUN);
  if (!antes.insatisfecha) {
    await app.db.transaction(async (tx) => {
      // Of two concurrent clicks only one marks it, and only that one writes the history line.
      if (!(await marcaInsatisfecha(tx, idCliente, codigo, now))) return;
      await registrarCambio(tx, {
        idCliente,
        idSesion,
        ip: caller.ip,
        tipo: 'RECLAMACION',
        descripcion: `Respuesta a la reclamación ${codigo} marcada como no satisfactoria`,
        now,
      });
    });
  }
  return verReclamacion(app, caller, codigo);
}

/** What the caller may complain about: their own policies, claims and receipts. */
async function asuntos(app: AppParts, caller: SessionCaller) {
  return { asuntos: await asuntosReclamacion(app.db, caller.idCliente) };
}

/** A one-use token for the acknowledgement of one of the caller's complaints. */
async function tokenJustificante(app: AppParts, caller: SessionCaller, codigoEnRuta: string) {
  const codigo = normalizaCodigoReclamacion(codigoEnRuta);
  if (codigo === null) throw notFound();
  // Another customer's complaint answers exactly like a missing one; opened here, it is read in
  // 'Mis documentos' too.
  return descargasService(app).abrir(caller, 'RECLAMACION', codigo);
}

/** The acknowledgement PDF of the customer's complaint with this (normalised) code. */
async function justificante(app: AppParts, idCliente: number, codigo: string): Promise<Fichero | undefined> {
  const r = await reclamacionPorCodigo(app.db, idCliente, codigo);
  if (!r) return undefined;
  return ficheroPdf(nombreFicheroJustificante(codigo), await app.pdf.render(justificanteReclamacionPdf(r)));
}

/** Complaints to the customer service department: file, list, read, reject the answer, the receipt. */
export function reclamacionesService(app: AppParts) {
  return {
    asuntos: bound(app, asuntos),
    presentar: bound(app, presentarReclamacion),
    listar: bound(app, listarReclamaciones),
    ver: bound(app, verReclamacion),
    rechazarRespuesta: bound(app, rechazarRespuesta),
    tokenJustificante: bound(app, tokenJustificante),
    /** For the download, by token: no caller. */
    justificante: bound(app, justificante),
  };
}

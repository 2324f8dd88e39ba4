import type { TarjetaPoliza, Verificacion } from '@area-cliente/shared/contract';
import { Codigo } from '@area-cliente/shared/contract';
import {
  BYTES_CODIGO_VERIFICACION,
  enmascararNumPoliza,
  enVigorEl,
  resultadoCodigo,
  riesgoVerificado,
  tieneTarjeta,
} from '@area-cliente/shared/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { addDays, isoDay } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { issueDownloadToken } from '../repositories/download-tokens';
import { registrarCambio } from '../repositories/historial-cambios';
import { take } from '../repositories/limites';
import {
  anularCodigos,
  codigoConPoliza,
  findPolizaTarjeta,
  guardarCodigo,
  type PolizaTarjeta,
  type TipoCodigo,
} from '../repositories/tarjetas';
import type { Caller, SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';
import { exigirQueAplique } from './situacion-poliza';

/*
 * The digital insurance card. Opening a policy's card issues a fresh random code for its QR
 * (only the hash is kept, so it cannot be shown twice); the QR opens a public page that says whether the
 * code is valid, revoked or expired and, for a valid one, the little of the card needed to tie it to
 * the car, home or person, and whether the policy is in force today. The customer can revoke every code
 * of a policy at once.
 */

/** Cards opened per customer and hour; verifications per IP and minute. Counted in the database. */
const TARJETAS_POR_HORA = { max: 60, windowMs: 60 * 60_000 };
/** Certificates per customer and day: their codes are never pushed out, so this bounds how many live. */
export const CERTIFICADOS_POR_DIA = { max: 20, windowMs: 24 * 60 * 60_000 };
export const VERIFICACIONES_POR_MINUTO = { max: 20, windowMs: 60_000 };

const demasiadas = () => new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);

/** The caller's policy of a line with a card; anything else answers like a missing policy. */
async function polizaConTarjeta(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
): Promise<PolizaTarjeta> {
  const { idCliente } = caller;
  const poliza = await findPolizaTarjeta(app.db, idCliente, idPoliza);
  if (!poliza || !tieneTarjeta(poliza.ramo)) {
    securityEvent(caller, 'access.not_found', { idCliente });
    throw notFound();
  }
  return poliza;
}

/** What the card and the certificate name as the insured risk. */
export function riesgoTarjeta(p: PolizaTarjeta): { etiqueta: string; valor: string } {
  if (p.ramo === 'VEH') return { etiqueta: 'Matrícula', valor: p.matricula ?? '' };
  if (p.ramo === 'HOG') return { etiqueta: 'Dirección asegurada', valor: p.direccionRiesgo ?? '' };
  return { etiqueta: 'Asegurados', valor: p.asegurados.join(', ') };
}

/** The last day a code verifies: the end of the policy's period, a year on when open-ended, never past. */
function caducidad(p: PolizaTarjeta, hoy: string): string {
  if (p.fechaVto === null) return addDays(hoy, 365);
  return p.fechaVto < hoy ? hoy : p.fechaVto;
}

/**
 * A fresh verification code for one of the policy's QRs (the card's or a certificate's, each in its
 * own pool): only its hash is stored, valid until `caduca`. Answers the code itself, shown once.
 */
export async function nuevoCodigoVerificacion(
  db: Db,
  poliza: PolizaTarjeta,
  tipo: TipoCodigo,
  now: Date,
): Promise<{ codigo: string; caduca: string }> {
  const hoy = isoDay(now);
  const codigo = randomBytes(BYTES_CODIGO_VERIFICACION).toString('base64url');
  const caduca = caducidad(poliza, hoy);
  await db.transaction((tx) =>
    guardarCodigo(tx, { idPoliza: poliza.idPoliza, tipo, hash: sha256(codigo), emitidoEl: now, caduca, hoy }),
  );
  return { codigo, caduca };
}

/** POST /polizas/:idPoliza/tarjeta: the card's data and a new code for its QR. */
async function emitirTarjeta(app: AppParts, caller: SessionCaller, idPoliza: number): Promise<TarjetaPoliza> {
  const { idCliente } = caller;
  const poliza = await polizaConTarjeta(app, caller, idPoliza);
  // A withdrawn, cancelled or expired policy attests nothing: no card, no code.
  await exigirQueAplique(app, idCliente, idPoliza, 'certificar');
  const now = app.clock.now();
  if (!(await take(app.db, `tarjeta:${idCliente}`, TARJETAS_POR_HORA, now)).allowed) {
    securityEvent(caller, 'limit.exceeded', { limite: 'tarjeta', idCliente });
    throw demasiadas();
  }
  const hoy = isoDay(now);
  const { codigo, caduca } = await nuevoCodigoVerificacion(app.db, poliza, 'TARJETA', now);
  const riesgo = riesgoTarjeta(poliza);
  return {
    idPoliza,
    ramo: poliza.ramo as TarjetaPoliza['ramo'],
    producto: poliza.producto,
    numPoliza: poliza.numPoliza,
    riesgoEtiqueta: riesgo.etiqueta,
    riesgo: riesgo.valor,
    fecEfecto: poliza.fecEfecto,
    fechaVto: poliza.fechaVto,
    enVigor: enVigorEl(poliza, hoy),
    telefonoAsistencia: app.config.telefonosAsistencia[poliza.ramo as TarjetaPoliza['ramo']],
    codigoVerificacion: codigo,
    codigoCaduca: caduca,
    emitidaEl: now.toISOString(),
  };
}

/**
 * POST /polizas/:idPoliza/certificado, before its one-use token: the caller's policy with a card, and
 * one unit of the caller's daily budget of certificates.
 */
async function autorizarCertificado(app: AppParts, caller: SessionCaller, idPoliza: number): Promise<void> {
  const { idCliente } = caller;
  await polizaConTarjeta(app, caller, idPoliza);
  await exigirQueAplique(app, idCliente, idPoliza, 'certificar');
  if (!(await take(app.db, `certificado:${idCliente}`, CERTIFICADOS_POR_DIA, app.clock.now())).allowed) {
    securityEvent(caller, 'limit.exceeded', { limite: 'certificado', idCliente });
    throw demasiadas();
  }
}

/** The certificate's one-use download token, once `autorizarCertificado` allowed it. */
async function tokenCertificado(app: AppParts, caller: SessionCaller, idPoliza: number) {
  const { idCliente, idSesion } = caller;
  // Another customer's policy, or a line without a card, answers exactly like a missing one.
  await autorizarCertificado(app, caller, idPoliza);
  return issueDownloadToken(app.db, app.clock, {
    idCliente,
    idSesion,
    tipo: 'CERTIFICADO_SEGURO',
    referencia: String(idPoliza),
  });
}

/** POST /polizas/:idPoliza/tarjeta/anular: every QR of the policy stops verifying; one history line. */
async function anularCodigosTarjeta(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
): Promise<{ anulados: number }> {
  const { idCliente, idSesion } = caller;
  const poliza = await polizaConTarjeta(app, caller, idPoliza);
  const now = app.clock.now();
  const anulados = await app.db.transaction(async (tx) => {
    const n = await anularCodigos(tx, idPoliza, now, isoDay(now));
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'TARJETA_QR_ANULADOS',
      descripcion: `Códigos QR de la tarjeta anulados · Póliza ${poliza.numPoliza}`,
      idPoliza,
      now,
    });
    return n;
  });
  securityEvent(caller, 'card.codes_revoked', { idCliente });
  return { anulados };
}

/**
 * POST /publico/verificacion (no session). Every request takes one unit of its IP's budget first; then
 * one lookup by the code's hash, the same for any code, malformed ones included. A valid code answers
 * the product, the plate (a home's town, the insured persons' initials), the policy number with its
 * middle hidden and whether the policy is in force today; a revoked or expired one says so and nothing
 * of its policy; an unknown one only that there is none. Nothing is logged of the code or the policy.
 */
async function verificarCodigo(app: AppParts, caller: Caller, codigo: string): Promise<Verificacion> {
  const now = app.clock.now();
  if (!(await take(app.db, `verificacion:${caller.ip}`, VERIFICACIONES_POR_MINUTO, now)).allowed) {
    securityEvent(caller, 'limit.exceeded', { limite: 'verificacion' });
    throw demasiadas();
  }
  const fecha = isoDay(now);
  const guardado = await codigoConPoliza(app.db, sha256(codigo.trim()));
  const resultado = resultadoCodigo(guardado, fecha);
  if (resultado === 'VALIDO' && guardado) {
    const riesgo = riesgoVerificado(guardado);
    return {
      resultado,
      fecha,
      enVigor: enVigorEl(guardado.poliza, fecha),
      producto: guardado.producto,
      numPoliza: enmascararNumPoliza(guardado.numPoliza),
      riesgoEtiqueta: riesgo.etiqueta,
      riesgo: riesgo.valor,
    };
  }
  if (resultado === 'CADUCADO' && guardado) return { resultado, fecha, caducoEl: guardado.caduca };
  return { resultado: resultado === 'ANULADO' ? 'ANULADO' : 'DESCONOCIDO', fecha };
}

/** The digital card of a policy: issue it, revoke its codes, and the public check of a code. */
export function tarjetasService(app: AppParts) {
  return {
    tokenCertificado: bound(app, tokenCertificado),
    emitir: bound(app, emitirTarjeta),
    anularCodigos: bound(app, anularCodigosTarjeta),
    verificarCodigo: bound(app, verificarCodigo),
  };
}

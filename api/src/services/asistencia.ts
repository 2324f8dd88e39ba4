import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Codigo, type Asistencia, type AsistenciaRequest } from '@area-cliente/shared/contract';
import {
  ALFABETO_CODIGO_ASISTENCIA,
  asistenciaAbierta,
  avanzaAsistencia,
  normalizaCodigoAsistencia,
} from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { ApiError, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import {
  actualizaDesdeProveedor,
  asistenciaAbiertaDe,
  asistenciasAbiertasDe,
  asistenciasDePoliza,
  cancelaAsistencia,
  asistenciaPorClave,
  asistenciaPorCodigo,
  guardaReferencia,
  insertAsistencia,
  polizaAsistencia,
  reclamaCancelacion,
  reclamaConsulta,
  reclamaEnvio,
  sueltaCancelacion,
  telefonoDe,
  vehiculoDePoliza,
  type AsistenciaGuardada,
  type PolizaAsistencia,
} from '../repositories/asistencias';
import { registrarCambio } from '../repositories/historial-cambios';
import { take, type Limit } from '../repositories/limites';
import type { SessionCaller } from '../lib/caller';
import type { Queryable } from '../db';
import { bound, type AppParts } from './parts';

/** Requests per customer and day: more is a mistake or abuse; the assistance phone takes the rest. */
const ASISTENCIAS_POR_DIA: Limit = { max: 5, windowMs: 24 * 3_600_000 };
/** The provider is asked at most this often per request, however many tabs or instances follow it. */
const CONSULTA_PROVEEDOR_MS = 10_000;
/** A send that failed (or whose instance died) is tried again after this long, on the next read. */
const REINTENTO_ENVIO_MS = 30_000;
/** A cancel's claim older than this was left by an instance that died while calling the provider. */
const RECLAMO_CANCELACION_MS = 60_000;
/**
 * How long a cancel waits for a concurrent one's provider call (the HTTP provider gives up after 10 s)
 * before telling its customer the help could not be called off.
 */
const ESPERA_CANCELACION_MS = 20_000;

export const YA_HAY_UNA_ABIERTA =
  'Ya tienes una petición de asistencia en curso para este vehículo. Síguela desde su página.';
export const DEMASIADAS_ASISTENCIAS =
  'Ya has pedido varias asistencias hoy. Si necesitas otra, llama al teléfono de asistencia de tu póliza.';
export const CLAVE_CON_OTROS_DATOS =
  'Esta petición ya se envió con otros datos. Si necesitas otra asistencia, empieza una petición nueva.';

export const ASISTENCIA_TERMINADA =
  'Esta asistencia ya ha terminado, así que no se puede cancelar. Si necesitas ayuda de nuevo, pide otra.';
export const CANCELACION_NO_AVISADA =
  'No hemos podido avisar al servicio de asistencia de que la cancelas, así que sigue en marcha. Vuelve a intentarlo en unos minutos o llama al teléfono de asistencia de tu póliza.';

const negocio = (mensaje: string, status: number) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje, status);

function nuevoCodigo(): string {
  let aleatorio = '';
  for (let i = 0; i < 8; i++)
    aleatorio += ALFABETO_CODIGO_ASISTENCIA[randomInt(ALFABETO_CODIGO_ASISTENCIA.length)];
  return `AS-${aleatorio}`;
}

/** Everything a request sends but its key, hashed: a retry matches it, an edited resend does not. */
function huellaDe(body: AsistenciaRequest): string {
  const { idPoliza, situacion, ubicacion, telefono } = body;
  return sha256(JSON.stringify([idPoliza, situacion, ubicacion, telefono])).toString('hex');
}

function textoUbicacion(a: AsistenciaGuardada): string | null {
  if (a.ubicacion === null) return null;
  if (a.ubicacion.tipo === 'DIRECCION') return a.ubicacion.direccion;
  return `Tu posición (GPS, precisión de unos ${Math.max(1, Math.round(a.ubicacion.precisionM))} m)`;
}

/** The vehicle line's 24-hour assistance phone, the one its digital card prints (tarjetas.ts). */
const telefonoAsistencia = (app: AppParts) => app.config.telefonosAsistencia.VEH;

function vista(app: AppParts, a: AsistenciaGuardada, poliza: PolizaAsistencia | undefined): Asistencia {
  return {
    codigo: a.codigo,
    estado: a.estado,
    idPoliza: a.idPoliza,
    vehiculo: poliza?.vehiculo ?? '',
    situacion: a.situacion,
    telefono: a.telefono,
    ubicacion: textoUbicacion(a),
    solicitadaEl: a.solicitadaEl.toISOString(),
    llegadaEstimada: a.llegadaEstimada?.toISOString() ?? null,
    servicio: a.servicioVehiculo
      ? {
          vehiculo: a.servicioVehiculo,
          conductor: a.servicioConductor,
          telefono: a.servicioTelefono,
          posicion: a.servicioPosicion && {
            latitud: a.servicioPosicion.latitud,
            longitud: a.servicioPosicion.longitud,
            actualizadaEl: a.servicioPosicion.actualizadaEl.toISOString(),
          },
        }
      : null,
    actualizadaEl: a.actualizadaEl.toISOString(),
    canceladaEl: a.canceladaEl?.toISOString() ?? null,
    telefonoAsistencia: telefonoAsistencia(app),
    posicionCliente:
      a.ubicacion?.tipo === 'GPS' ? { latitud: a.ubicacion.latitud, longitud: a.ubicacion.longitud } : null,
    mapa: app.config.mapa,
  };
}

/**
 * What the form starts from: the vehicle, the phone on record, the request in progress, if any, and
 * the line's 24-hour assistance phone to call instead.
 */
async function nuevaAsistencia(app: AppParts, caller: SessionCaller, idPoliza: number) {
  const { idCliente } = caller;
  const poliza = await polizaAsistencia(app.db, idCliente, idPoliza, isoDay(app.clock.now()));
  if (!poliza) throw notFound();
  return {
    idPoliza,
    vehiculo: poliza.vehiculo,
    telefono: await telefonoDe(app.db, idCliente),
    abierta: (await asistenciaAbiertaDe(app.db, idPoliza)) ?? null,
    telefonoAsistencia: telefonoAsistencia(app),
  };
}

class ClaveRepetida extends Error {}

/**
 * Asks for roadside help for one of the caller's in-force vehicle policies. Sends for the same
 * policy are serialised on a lock of it, so a double click, a retry (same key: the same request) and
 * a second request while one is open (refused) each leave one request; the daily limit and the
 * request are one transaction. The provider is called after the commit: if it fails, the request
 * stays 'Recibida' and the next read of it sends it again.
 */
async function pedirAsistencia(
  app: AppParts,
  caller: SessionCaller,
  body: AsistenciaRequest,
): Promise<Asistencia> {
  const now = app.clock.now();
  const { idCliente } = caller;
  const poliza = await polizaAsistencia(app.db, idCliente, body.idPoliza, isoDay(now));
  // Another customer's policy, another line or a lapsed one answers like a missing one.
  if (!poliza) throw notFound();
  const huella = huellaDe(body);
  let guardada: AsistenciaGuardada;
  try {
    guardada = await app.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`asistencia:${poliza.idPoliza}`]);
      if (await asistenciaPorClave(tx, idCliente, body.claveIdempotencia)) throw new ClaveRepetida();
      if (await asistenciaAbiertaDe(tx, poliza.idPoliza)) throw negocio(YA_HAY_UNA_ABIERTA, 409);
      const limite = await take(tx, `asistencia:${idCliente}`, ASISTENCIAS_POR_DIA, now);
      if (!limite.allowed) {
        securityEvent(caller, 'limit.exceeded', { limite: 'asistencia', idCliente });
        throw negocio(DEMASIADAS_ASISTENCIAS, 429);
      }
      const fila = {
        idCliente,
        idPoliza: poliza.idPoliza,
        clave: body.claveIdempotencia,
        huella,
        situacion: body.situacion,
        telefono: body.telefono,
        ubicacion: body.ubicacion,
        now,
      };
      let codigo = nuevoCodigo();
      while (!(await insertAsistencia(tx, { ...fila, codigo }))) codigo = nuevoCodigo();
      const hecha = await asistenciaPorCodigo(tx, idCliente, codigo);
      if (!hecha) throw new Error('assistance request not found after insert');
      return hecha;
    });
  } catch (error) {
    if (!(error instanceof ClaveRepetida)) throw error;
    const hecha = await asistenciaPorClave(app.db, idCliente, body.claveIdempotencia);
    if (!hecha) throw error;
    // Once the location is deleted its fingerprint is too: the retry is answered as it is.
    if (hecha.ubicacion !== null && hecha.huella !== huella) throw negocio(CLAVE_CON_OTROS_DATOS, 409);
    return vista(app, await alDia(app, idCliente, hecha), poliza);
  }
  return vista(app, await alDia(app, idCliente, guardada), poliza);
}

/**
 * The request brought up to date with the provider: sent if it was not yet, and asked about at most
 * every CONSULTA_PROVEEDOR_MS. A provider that fails leaves the last known state (logged by code
 * only: never the location or the phone).
 */
async function alDia(app: AppParts, idCliente: number, a: AsistenciaGuardada): Promise<AsistenciaGuardada> {
  if (!asistenciaAbierta(a.estado)) return a;
  const now = app.clock.now();
  try {
    if (a.referenciaProveedor === null) {
      if (a.ubicacion === null || !(await reclamaEnvio(app.db, a.id, now, REINTENTO_ENVIO_MS))) return a;
      const referencia = await app.asistencia.solicitar({
        codigo: a.codigo,
        situacion: a.situacion,
        ubicacion: a.ubicacion,
        telefono: a.telefono,
        vehiculo: (await vehiculoDePoliza(app.db, idCliente, a.idPoliza))?.vehiculo ?? '',
      });
      await guardaReferencia(app.db, a.id, referencia);
      const enviada = (await asistenciaPorCodigo(app.db, idCliente, a.codigo)) ?? a;
      // Cancelled while the send was on its way: the provider has it now, so it is called off too.
      if (enviada.canceladaEl !== null) await app.asistencia.cancelar(referencia);
      return enviada;
    }
    if (!(await reclamaConsulta(app.db, a.id, now, CONSULTA_PROVEEDOR_MS))) return a;
    const e = await app.asistencia.consultar(a.referenciaProveedor);
    await actualizaDesdeProveedor(app.db, a.id, a.estado, e, avanzaAsistencia(a.estado, e.estado), now);
    return (await asistenciaPorCodigo(app.db, idCliente, a.codigo)) ?? a;
  } catch (err) {
    app.log.warn(
      { asistencia: a.codigo, proveedor: app.asistencia.name, error: (err as Error).message },
      'Assistance provider call failed',
    );
    return a;
  }
}

/** One of the caller's requests, up to date; a malformed, unknown or another customer's code is not found. */
async function verAsistencia(
  app: AppParts,
  caller: SessionCaller,
  codigoEnRuta: string,
): Promise<Asistencia> {
  const { idCliente } = caller;
  const codigo = normalizaCodigoAsistencia(codigoEnRuta);
  const a = codigo === null ? undefined : await asistenciaPorCodigo(app.db, idCliente, codigo);
  if (!a) throw notFound();
  return vista(app, await alDia(app, idCliente, a), await vehiculoDePoliza(app.db, idCliente, a.idPoliza));
}

/** Where a cancel stands after its short transaction (pasoCancelacion). */
type PasoCancelacion =
  | { tipo: 'hecha'; a: AsistenciaGuardada }
  | { tipo: 'reclamada'; a: AsistenciaGuardada; referencia: string; reclamo: string }
  | { tipo: 'en_curso'; reclamo: string };

const noAvisada = () => negocio(CANCELACION_NO_AVISADA, 503);

/**
 * Cancels one of the caller's open requests. The provider is never called inside a transaction (on
 * PGlite, one connection, every request of the instance would wait on it): a short transaction on the
 * policy's lock (like a new request) claims the cancel, the provider is told after the commit, and a
 * second short transaction records it and writes the history line. Of any number of concurrent cancels
 * one holds the claim; the rest wait for its outcome and answer the cancelled request. If the provider
 * cannot be told, the claim is given back, nothing changes here and the customer is told the help is
 * still coming (fail closed: a request shown as cancelled whose tow truck is still on its way is
 * worse); so are those who waited on that attempt. A request not yet sent has nothing to call off and
 * is cancelled at once; a send already on its way is called off when its answer arrives (`alDia`).
 */
async function cancelarAsistencia(
  app: AppParts,
  caller: SessionCaller,
  codigoEnRuta: string,
): Promise<Asistencia> {
  const { idCliente } = caller;
  const codigo = normalizaCodigoAsistencia(codigoEnRuta);
  const antes = codigo === null ? undefined : await asistenciaPorCodigo(app.db, idCliente, codigo);
  if (!antes) throw notFound();
  const hasta = Date.now() + ESPERA_CANCELACION_MS;
  let esperado: string | undefined;
  for (;;) {
    const paso = await app.db.transaction((tx) => pasoCancelacion(app, caller, tx, antes, esperado));
    if (paso.tipo === 'hecha') return vistaCancelada(app, idCliente, paso.a);
    if (paso.tipo === 'reclamada')
      return vistaCancelada(app, idCliente, await avisaYCancela(app, caller, paso));
    esperado = paso.reclamo;
    await esperaOtraCancelacion(app, idCliente, antes.codigo, esperado, hasta);
  }
}

async function vistaCancelada(app: AppParts, idCliente: number, a: AsistenciaGuardada): Promise<Asistencia> {
  return vista(app, a, await vehiculoDePoliza(app.db, idCliente, a.idPoliza));
}

/**
 * One short transaction on the policy's lock: a cancelled request is answered as it is, a finished one
 * refused, one not yet sent cancelled at once; otherwise the cancel is claimed, or found claimed by a
 * concurrent cancel. `esperado`: the claim this caller waited on; found gone without a cancel, that
 * attempt could not tell the provider, and neither can this one now.
 */
async function pasoCancelacion(
  app: AppParts,
  caller: SessionCaller,
  tx: Queryable,
  antes: AsistenciaGuardada,
  esperado: string | undefined,
): Promise<PasoCancelacion> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`asistencia:${antes.idPoliza}`]);
  const a = await asistenciaPorCodigo(tx, caller.idCliente, antes.codigo);
  if (!a) throw notFound();
  if (a.canceladaEl !== null) return { tipo: 'hecha', a };
  if (!asistenciaAbierta(a.estado)) throw negocio(ASISTENCIA_TERMINADA, 409);
  const now = app.clock.now();
  const referencia = a.referenciaProveedor;
  if (referencia === null) return { tipo: 'hecha', a: await registraCancelacion(tx, caller, a, now) };
  if (esperado !== undefined && a.cancelacionReclamo !== esperado) throw noAvisada();
  const reclamo = randomUUID();
  if (await reclamaCancelacion(tx, a.id, reclamo, now, RECLAMO_CANCELACION_MS))
    return { tipo: 'reclamada', a, referencia, reclamo };
  return { tipo: 'en_curso', reclamo: a.cancelacionReclamo ?? '' };
}

/** Tells the provider under the claim, then records the cancel; gives the claim back if it could not. */
async function avisaYCancela(
  app: AppParts,
  caller: SessionCaller,
  { a, referencia, reclamo }: { a: AsistenciaGuardada; referencia: string; reclamo: string },
): Promise<AsistenciaGuardada> {
  try {
    await app.asistencia.cancelar(referencia);
  } catch (err) {
    app.log.warn(
      { asistencia: a.codigo, proveedor: app.asistencia.name, error: (err as Error).message },
      'Assistance provider cancel failed',
    );
    await sueltaCancelacion(app.db, a.id, reclamo);
    throw noAvisada();
  }
  return app.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`asistencia:${a.idPoliza}`]);
    const ahora = await asistenciaPorCodigo(tx, caller.idCliente, a.codigo);
    if (!ahora) throw notFound();
    // A cancel that took over a claim thought dead may have recorded it first.
    if (ahora.canceladaEl !== null) return ahora;
    // The provider finished it while it was being told: there was nothing left to cancel.
    if (!asistenciaAbierta(ahora.estado)) throw negocio(ASISTENCIA_TERMINADA, 409);
    return registraCancelacion(tx, caller, ahora, app.clock.now());
  });
}

/** Marks an open request cancelled and writes the customer's history line; answers it as stored. */
async function registraCancelacion(
  tx: Queryable,
  caller: SessionCaller,
  a: AsistenciaGuardada,
  now: Date,
): Promise<AsistenciaGuardada> {
  const { idCliente, idSesion } = caller;
  if (!(await cancelaAsistencia(tx, a.id, now))) throw new Error('open assistance request not cancelled');
  await registrarCambio(tx, {
    idCliente,
    idSesion,
    ip: caller.ip,
    tipo: 'ASISTENCIA_CANCELADA',
    descripcion: `Asistencia en carretera ${a.codigo} cancelada`,
    idPoliza: a.idPoliza,
    now,
  });
  return (await asistenciaPorCodigo(tx, idCliente, a.codigo)) ?? a;
}

/**
 * Waits, without any transaction, until the cancel holding `reclamo` is over: the request cancelled or
 * finished, or the claim gone or replaced. Past `hasta` (epoch ms) the help could not be called off.
 */
async function esperaOtraCancelacion(
  app: AppParts,
  idCliente: number,
  codigo: string,
  reclamo: string,
  hasta: number,
): Promise<void> {
  for (let pausa = 20; ; pausa = Math.min(pausa * 2, 250)) {
    if (Date.now() >= hasta) throw noAvisada();
    await sleep(pausa);
    const a = await asistenciaPorCodigo(app.db, idCliente, codigo);
    if (!a || a.canceladaEl !== null || !asistenciaAbierta(a.estado) || a.cancelacionReclamo !== reclamo)
      return;
  }
}

/** The caller's requests for one of her vehicle policies (any state), newest first; another's is not found. */
async function asistenciasPoliza(app: AppParts, caller: SessionCaller, idPoliza: number) {
  const { idCliente } = caller;
  if (!(await vehiculoDePoliza(app.db, idCliente, idPoliza))) throw notFound();
  const peticiones = await asistenciasDePoliza(app.db, idCliente, idPoliza);
  return {
    peticiones: peticiones.map((p) => ({
      codigo: p.codigo,
      estado: p.estado,
      situacion: p.situacion,
      solicitadaEl: p.solicitadaEl.toISOString(),
      canceladaEl: p.canceladaEl?.toISOString() ?? null,
    })),
  };
}

/**
 * The caller's requests still open, each brought up to date with the provider first (a request the
 * provider has finished since leaves the list), with the vehicle it is for: what the home page shows.
 */
async function asistenciasAbiertas(app: AppParts, caller: SessionCaller) {
  const { idCliente } = caller;
  const abiertas = [];
  for (const guardada of await asistenciasAbiertasDe(app.db, idCliente)) {
    const a = await alDia(app, idCliente, guardada);
    if (!asistenciaAbierta(a.estado)) continue;
    abiertas.push({
      codigo: a.codigo,
      estado: a.estado,
      vehiculo: (await vehiculoDePoliza(app.db, idCliente, a.idPoliza))?.vehiculo ?? '',
      llegadaEstimada: a.llegadaEstimada?.toISOString() ?? null,
    });
  }
  return { peticiones: abiertas };
}

/** Roadside assistance: the form's start, the request, its tracking, its cancel, a policy's list, the open ones. */
export function asistenciaService(app: AppParts) {
  return {
    nueva: bound(app, nuevaAsistencia),
    pedir: bound(app, pedirAsistencia),
    ver: bound(app, verAsistencia),
    cancelar: bound(app, cancelarAsistencia),
    dePoliza: bound(app, asistenciasPoliza),
    abiertas: bound(app, asistenciasAbiertas),
  };
}

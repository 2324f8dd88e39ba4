import {
  loQueAplica,
  situacionPoliza,
  type DatosSituacionPoliza,
  type EstadoAsistencia,
  RAMO_CON_ASISTENCIA,
  type SituacionAsistencia,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { SITUACION_SQL } from './situacion-poliza';
import type { EstadoProveedor, PosicionServicio, UbicacionAsistencia } from '../providers/asistencia/types';

/** A car or motorbike policy of the caller, in force on the day: what roadside assistance serves. */
export interface PolizaAsistencia {
  idPoliza: number;
  /** 'Toyota Corolla · 1234 ABC'. */
  vehiculo: string;
}

const VEHICULO_SQL = `SELECT p.id_poliza AS "idPoliza", v.marca || ' ' || v.modelo || ' · ' || v.matricula AS vehiculo
  FROM polizas p JOIN poliza_vehiculo v USING (id_poliza) WHERE p.id_poliza = $2 AND p.id_cliente = $1`;

const poliza = (row: { idPoliza: number | string; vehiculo: string } | undefined) =>
  row && { idPoliza: Number(row.idPoliza), vehiculo: row.vehiculo };

/**
 * The caller's in-force vehicle policy; another customer's, another line's, a lapsed one or one the
 * customer withdrew from (`loQueAplica(…).asistencia`): undefined.
 */
export async function polizaAsistencia(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  hoy: string,
): Promise<PolizaAsistencia | undefined> {
  const row = await db.maybe<{ idPoliza: number | string; vehiculo: string } & DatosSituacionPoliza>(
    `SELECT p.id_poliza AS "idPoliza", v.marca || ' ' || v.modelo || ' · ' || v.matricula AS vehiculo,
            p.fecha_vto AS "fechaVto", ${SITUACION_SQL}
       FROM polizas p JOIN poliza_vehiculo v USING (id_poliza)
      WHERE p.id_poliza = $2 AND p.id_cliente = $1 AND p.ramo = $4 AND p.estado = 'VIGOR'
        AND p.fec_efecto <= $3::date AND (p.fecha_vto IS NULL OR p.fecha_vto > $3::date)`,
    [idCliente, idPoliza, hoy, RAMO_CON_ASISTENCIA],
  );
  return row && loQueAplica(situacionPoliza(row, hoy)).asistencia ? poliza(row) : undefined;
}

/** The vehicle of a request's policy, whatever the policy's state today (old requests stay readable). */
export async function vehiculoDePoliza(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<PolizaAsistencia | undefined> {
  return poliza(await db.maybe(VEHICULO_SQL, [idCliente, idPoliza]));
}

export async function telefonoDe(db: Queryable, idCliente: number): Promise<string | null> {
  const row = await db.maybe<{ telefono: string | null }>(
    'SELECT telefono FROM clientes WHERE id_cliente = $1',
    [idCliente],
  );
  return row?.telefono ?? null;
}

/** A request row as the service reads it. */
export interface AsistenciaGuardada {
  id: number;
  codigo: string;
  huella: string;
  idPoliza: number;
  situacion: SituacionAsistencia;
  telefono: string;
  ubicacion: UbicacionAsistencia | null;
  estado: EstadoAsistencia;
  referenciaProveedor: string | null;
  llegadaEstimada: Date | null;
  servicioVehiculo: string | null;
  servicioConductor: string | null;
  /** The driver's phone and the vehicle's last position: kept while open only. */
  servicioTelefono: string | null;
  servicioPosicion: PosicionServicio | null;
  solicitadaEl: Date;
  actualizadaEl: Date;
  /** When the customer cancelled it; null for one that was not. */
  canceladaEl: Date | null;
  /** The claim of a cancel telling the provider right now (reclamaCancelacion), and when it was taken. */
  cancelacionReclamo: string | null;
  cancelacionReclamadaEl: Date | null;
}

interface Fila extends Omit<AsistenciaGuardada, 'ubicacion' | 'id' | 'idPoliza' | 'servicioPosicion'> {
  id: number | string;
  idPoliza: number | string;
  ubicacionTipo: 'GPS' | 'DIRECCION';
  latitud: number | null;
  longitud: number | null;
  precisionM: number | null;
  direccion: string | null;
  borrada: boolean;
  servicioLatitud: number | null;
  servicioLongitud: number | null;
  servicioPosicionEl: Date | string | null;
}

const COLUMNAS = `id_asistencia AS id, codigo, huella, id_poliza AS "idPoliza", situacion, telefono,
  ubicacion_tipo AS "ubicacionTipo", latitud, longitud, precision_m AS "precisionM", direccion,
  ubicacion_borrada_at IS NOT NULL AS borrada, estado, referencia_proveedor AS "referenciaProveedor",
  llegada_estimada AS "llegadaEstimada", servicio_vehiculo AS "servicioVehiculo",
  servicio_conductor AS "servicioConductor", servicio_telefono AS "servicioTelefono",
  servicio_latitud AS "servicioLatitud", servicio_longitud AS "servicioLongitud",
  servicio_posicion_at AS "servicioPosicionEl", solicitada_at AS "solicitadaEl", actualizada_at AS "actualizadaEl",
  cancelada_at AS "canceladaEl", cancelacion_reclamo AS "cancelacionReclamo",
  cancelacion_reclamada_at AS "cancelacionReclamadaEl"`;

const fecha = (d: Date | string | null) => (d === null ? null : new Date(d));

function guardada(r: Fila): AsistenciaGuardada {
  const ubicacion: UbicacionAsistencia | null = r.borrada
    ? null
    : r.ubicacionTipo === 'GPS'
      ? {
          tipo: 'GPS',
          latitud: Number(r.latitud),
          longitud: Number(r.longitud),
          precisionM: Number(r.precisionM),
        }
      : { tipo: 'DIRECCION', direccion: r.direccion ?? '' };
  return {
    id: Number(r.id),
    codigo: r.codigo,
    huella: r.huella,
    idPoliza: Number(r.idPoliza),
    situacion: r.situacion,
    telefono: r.telefono,
    ubicacion,
    estado: r.estado,
    referenciaProveedor: r.referenciaProveedor,
    llegadaEstimada: fecha(r.llegadaEstimada),
    servicioVehiculo: r.servicioVehiculo,
    servicioConductor: r.servicioConductor,
    servicioTelefono: r.servicioTelefono,
    servicioPosicion:
      r.servicioLatitud === null || r.servicioLongitud === null || r.servicioPosicionEl === null
        ? null
        : {
            latitud: Number(r.servicioLatitud),
            longitud: Number(r.servicioLongitud),
            actualizadaEl: new Date(r.servicioPosicionEl),
          },
    solicitadaEl: new Date(r.solicitadaEl),
    actualizadaEl: new Date(r.actualizadaEl),
    canceladaEl: fecha(r.canceladaEl),
    cancelacionReclamo: r.cancelacionReclamo,
    cancelacionReclamadaEl: fecha(r.cancelacionReclamadaEl),
  };
}

/** One of the caller's requests by its code; another customer's is not found. */
export async function asistenciaPorCodigo(
  db: Queryable,
  idCliente: number,
  codigo: string,
): Promise<AsistenciaGuardada | undefined> {
  const row = await db.maybe<Fila>(
    `SELECT ${COLUMNAS} FROM asistencias_carretera WHERE id_cliente = $1 AND codigo = $2`,
    [idCliente, codigo],
  );
  return row && guardada(row);
}

export async function asistenciaPorClave(
  db: Queryable,
  idCliente: number,
  clave: string,
): Promise<AsistenciaGuardada | undefined> {
  const row = await db.maybe<Fila>(
    `SELECT ${COLUMNAS} FROM asistencias_carretera WHERE id_cliente = $1 AND clave_idempotencia = $2`,
    [idCliente, clave],
  );
  return row && guardada(row);
}

/** The policy's request still in progress, if any (at most one: a unique index says so). */
export async function asistenciaAbiertaDe(db: Queryable, idPoliza: number): Promise<string | undefined> {
  const row = await db.maybe<{ codigo: string }>(
    `SELECT codigo FROM asistencias_carretera WHERE id_poliza = $1 AND estado <> 'FINALIZADA'`,
    [idPoliza],
  );
  return row?.codigo;
}

/** Records a request; false when the code is taken (the caller draws another). */
export async function insertAsistencia(
  db: Queryable,
  a: {
    codigo: string;
    idCliente: number;
    idPoliza: number;
    clave: string;
    huella: string;
    situacion: SituacionAsistencia;
    telefono: string;
    ubicacion: UbicacionAsistencia;
    now: Date;
  },
): Promise<boolean> {
  const gps = a.ubicacion.tipo === 'GPS' ? a.ubicacion : null;
  const row = await db.maybe(
    `INSERT INTO asistencias_carretera (codigo, id_cliente, id_poliza, clave_idempotencia, huella, situacion,
       telefono, ubicacion_tipo, latitud, longitud, precision_m, direccion, solicitada_at, actualizada_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (codigo) DO NOTHING RETURNING 1`,
    [
      a.codigo,
      a.idCliente,
      a.idPoliza,
      a.clave,
      a.huella,
      a.situacion,
      a.telefono,
      a.ubicacion.tipo,
      gps?.latitud ?? null,
      gps?.longitud ?? null,
      gps === null ? null : Math.round(gps.precisionM),
      a.ubicacion.tipo === 'DIRECCION' ? a.ubicacion.direccion : null,
      a.now,
    ],
  );
  return row !== undefined;
}

/**
 * Claims the right to send the request to the provider: true for one caller (of several tabs and
 * instances) while not sent, again after `reintentoMs` if that send failed.
 */
export async function reclamaEnvio(
  db: Queryable,
  id: number,
  now: Date,
  reintentoMs: number,
): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE asistencias_carretera SET envio_intentado_at = $2
      WHERE id_asistencia = $1 AND referencia_proveedor IS NULL AND estado <> 'FINALIZADA'
        AND (envio_intentado_at IS NULL OR envio_intentado_at <= $3) RETURNING 1`,
    [id, now, new Date(now.getTime() - reintentoMs)],
  );
  return row !== undefined;
}

export async function guardaReferencia(db: Queryable, id: number, referencia: string): Promise<void> {
  await db.query('UPDATE asistencias_carretera SET referencia_proveedor = $2 WHERE id_asistencia = $1', [
    id,
    referencia,
  ]);
}

/** Claims the next provider query: one per `intervaloMs` per request, whoever is watching it. */
export async function reclamaConsulta(
  db: Queryable,
  id: number,
  now: Date,
  intervaloMs: number,
): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE asistencias_carretera SET consultada_at = $2
      WHERE id_asistencia = $1 AND referencia_proveedor IS NOT NULL AND estado <> 'FINALIZADA'
        AND (consultada_at IS NULL OR consultada_at <= $3) RETURNING 1`,
    [id, now, new Date(now.getTime() - intervaloMs)],
  );
  return row !== undefined;
}

/**
 * Stores what the provider answered. The state only moves forward (a late answer never takes it
 * back); a finished request loses its location at once: it was needed to send help, no longer (and
 * its fingerprint with it: a hash of a few coordinates could be searched back to them), and so do the
 * driver's phone and the vehicle's position, which were needed only to meet.
 */
export async function actualizaDesdeProveedor(
  db: Queryable,
  id: number,
  estadoAntes: EstadoAsistencia,
  e: EstadoProveedor,
  avanza: boolean,
  now: Date,
): Promise<void> {
  const fin = avanza && e.estado === 'FINALIZADA';
  await db.query(
    `UPDATE asistencias_carretera SET
       estado = CASE WHEN $7::boolean THEN $3::text ELSE estado END,
       llegada_estimada = $4::timestamptz, servicio_vehiculo = $5::text, servicio_conductor = $6::text,
       servicio_telefono = CASE WHEN $9::boolean THEN NULL ELSE $10::text END,
       servicio_latitud = CASE WHEN $9::boolean THEN NULL ELSE $11::double precision END,
       servicio_longitud = CASE WHEN $9::boolean THEN NULL ELSE $12::double precision END,
       servicio_posicion_at = CASE WHEN $9::boolean THEN NULL ELSE $13::timestamptz END,
       actualizada_at = CASE WHEN $7::boolean THEN $8::timestamptz ELSE actualizada_at END,
       finalizada_at = CASE WHEN $9::boolean THEN $8::timestamptz ELSE finalizada_at END,
       latitud = CASE WHEN $9::boolean THEN NULL ELSE latitud END,
       longitud = CASE WHEN $9::boolean THEN NULL ELSE longitud END,
       precision_m = CASE WHEN $9::boolean THEN NULL ELSE precision_m END,
       direccion = CASE WHEN $9::boolean THEN NULL ELSE direccion END,
       huella = CASE WHEN $9::boolean THEN '' ELSE huella END,
       ubicacion_borrada_at = CASE WHEN $9::boolean THEN $8::timestamptz ELSE ubicacion_borrada_at END
     WHERE id_asistencia = $1 AND estado = $2`,
    [
      id,
      estadoAntes,
      e.estado,
      e.llegadaEstimada,
      e.servicio?.vehiculo ?? null,
      e.servicio?.conductor ?? null,
      avanza,
      now,
      fin,
      e.servicio?.telefono ?? null,
      e.servicio?.posicion?.latitud ?? null,
      e.servicio?.posicion?.longitud ?? null,
      e.servicio?.posicion?.actualizadaEl ?? null,
    ],
  );
}

/**
 * Claims the provider call that cancels an open request: true for one caller of any number, until the
 * claim is given back (sueltaCancelacion), the request is cancelled, or the claim is older than
 * `caducaMs` (its holder's instance died during the call).
 */
export async function reclamaCancelacion(
  db: Queryable,
  id: number,
  reclamo: string,
  now: Date,
  caducaMs: number,
): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE asistencias_carretera SET cancelacion_reclamo = $2, cancelacion_reclamada_at = $3
      WHERE id_asistencia = $1 AND estado <> 'FINALIZADA'
        AND (cancelacion_reclamo IS NULL OR cancelacion_reclamada_at <= $4) RETURNING 1`,
    [id, reclamo, now, new Date(now.getTime() - caducaMs)],
  );
  return row !== undefined;
}

/** Gives back a claim the provider call failed under; another's claim is left alone. */
export async function sueltaCancelacion(db: Queryable, id: number, reclamo: string): Promise<void> {
  await db.query(
    `UPDATE asistencias_carretera SET cancelacion_reclamo = NULL, cancelacion_reclamada_at = NULL
      WHERE id_asistencia = $1 AND cancelacion_reclamo = $2`,
    [id, reclamo],
  );
}

/**
 * Cancels an open request: finished at `now`, marked cancelled, its claim on the cancel cleared, and its
 * location (and fingerprint), the driver's phone and the vehicle's position dropped as on any finish. False when it was no longer open.
 */
export async function cancelaAsistencia(db: Queryable, id: number, now: Date): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE asistencias_carretera SET estado = 'FINALIZADA', finalizada_at = $2, cancelada_at = $2,
       actualizada_at = $2, latitud = NULL, longitud = NULL, precision_m = NULL, direccion = NULL,
       huella = '', ubicacion_borrada_at = COALESCE(ubicacion_borrada_at, $2),
       servicio_telefono = NULL, servicio_latitud = NULL, servicio_longitud = NULL, servicio_posicion_at = NULL,
       cancelacion_reclamo = NULL, cancelacion_reclamada_at = NULL
     WHERE id_asistencia = $1 AND estado <> 'FINALIZADA' RETURNING 1`,
    [id, now],
  );
  return row !== undefined;
}

/** The caller's requests not yet finished, newest first (a handful at most: one per vehicle policy). */
export async function asistenciasAbiertasDe(db: Queryable, idCliente: number): Promise<AsistenciaGuardada[]> {
  const rows = await db.query<Fila>(
    `SELECT ${COLUMNAS} FROM asistencias_carretera WHERE id_cliente = $1 AND estado <> 'FINALIZADA'
      ORDER BY solicitada_at DESC, id_asistencia DESC LIMIT 20`,
    [idCliente],
  );
  return rows.map(guardada);
}

/** One line of a policy's list of requests. */
export interface AsistenciaResumida {
  codigo: string;
  estado: EstadoAsistencia;
  situacion: SituacionAsistencia;
  solicitadaEl: Date;
  canceladaEl: Date | null;
}

/** The caller's requests for one policy, newest first (another customer's policy: none). */
export async function asistenciasDePoliza(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  limit = 50,
): Promise<AsistenciaResumida[]> {
  const rows = await db.query<{
    codigo: string;
    estado: EstadoAsistencia;
    situacion: SituacionAsistencia;
    solicitadaEl: Date | string;
    canceladaEl: Date | string | null;
  }>(
    `SELECT codigo, estado, situacion, solicitada_at AS "solicitadaEl", cancelada_at AS "canceladaEl"
       FROM asistencias_carretera WHERE id_cliente = $1 AND id_poliza = $2
      ORDER BY solicitada_at DESC, id_asistencia DESC LIMIT $3`,
    [idCliente, idPoliza, limit],
  );
  return rows.map((r) => ({
    ...r,
    solicitadaEl: new Date(r.solicitadaEl),
    canceladaEl: fecha(r.canceladaEl),
  }));
}

/**
 * How long a location is kept at most: a finished request drops it at once, and one the provider
 * never reported finished loses it a day after it was made (docs/operations.md, 'Retention').
 */
const UBICACION_ASISTENCIA_MAX_MS = 24 * 3_600_000;

/**
 * Retention: empties the location (and the driver's phone and vehicle's position) of every request
 * older than UBICACION_ASISTENCIA_MAX_MS; answers how many.
 */
export async function purgeUbicacionesAsistencia(db: Queryable, now: Date): Promise<number> {
  const antesDe = new Date(now.getTime() - UBICACION_ASISTENCIA_MAX_MS);
  const rows = await db.query(
    `UPDATE asistencias_carretera
        SET latitud = NULL, longitud = NULL, precision_m = NULL, direccion = NULL, huella = '',
            servicio_telefono = NULL, servicio_latitud = NULL, servicio_longitud = NULL,
            servicio_posicion_at = NULL, ubicacion_borrada_at = $2
      WHERE ubicacion_borrada_at IS NULL AND solicitada_at < $1 RETURNING 1`,
    [antesDe, now],
  );
  return rows.length;
}

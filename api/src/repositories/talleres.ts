import type { Taller, TallerElegido, TallerElegidoRequest } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

/** A partner workshop as the insurer's list gives it (keyed by the insurer's own code). */
export interface TallerFila {
  codigo: string;
  nombre: string;
  direccion: string;
  codPostal: string;
  poblacion: string;
  latitud: number;
  longitud: number;
  telefono: string;
  horario: string;
  especialidades: string[];
  activo: boolean;
}

const COLUMNAS = `t.id_taller::int AS id, t.nombre, t.direccion, t.cod_postal AS "codPostal", t.poblacion,
  t.latitud, t.longitud, t.telefono, t.horario, t.especialidades`;

/**
 * Writes workshops by their code: new ones inserted, known ones updated (their id stays, so the claims
 * that name them keep naming them). One statement, so a list is written whole or not at all.
 */
export async function insertaTalleres(db: Queryable, filas: readonly TallerFila[]): Promise<number> {
  const rows = await db.query(
    `INSERT INTO talleres (codigo, nombre, direccion, cod_postal, poblacion, latitud, longitud, telefono,
                           horario, especialidades, activo)
     SELECT f.codigo, f.nombre, f.direccion, f."codPostal", f.poblacion, f.latitud, f.longitud, f.telefono,
            f.horario, ARRAY(SELECT jsonb_array_elements_text(f.especialidades)), f.activo
       FROM jsonb_to_recordset($1::jsonb) AS f (codigo text, nombre text, direccion text, "codPostal" text,
            poblacion text, latitud double precision, longitud double precision, telefono text, horario text,
            especialidades jsonb, activo boolean)
     ON CONFLICT (codigo) DO UPDATE SET nombre = EXCLUDED.nombre, direccion = EXCLUDED.direccion,
       cod_postal = EXCLUDED.cod_postal, poblacion = EXCLUDED.poblacion, latitud = EXCLUDED.latitud,
       longitud = EXCLUDED.longitud, telefono = EXCLUDED.telefono, horario = EXCLUDED.horario,
       especialidades = EXCLUDED.especialidades, activo = EXCLUDED.activo
     RETURNING 1`,
    [JSON.stringify(filas)],
  );
  return rows.length;
}

/** Workshops no longer in the insurer's list: kept (claims may name them) but offered no more. */
export async function desactivaTalleresFuera(db: Queryable, codigos: readonly string[]): Promise<number> {
  const rows = await db.query(
    `UPDATE talleres SET activo = false WHERE activo AND NOT (codigo = ANY($1::text[])) RETURNING 1`,
    [codigos],
  );
  return rows.length;
}

/** The middle of the workshops at this postcode (what places it on the map), or undefined. */
export async function centroCodigoPostal(
  db: Queryable,
  codPostal: string,
): Promise<{ latitud: number; longitud: number } | undefined> {
  const row = await db.maybe<{ latitud: number | null; longitud: number | null }>(
    `SELECT avg(latitud) AS latitud, avg(longitud) AS longitud FROM talleres WHERE cod_postal = $1`,
    [codPostal],
  );
  return row?.latitud == null || row.longitud == null
    ? undefined
    : { latitud: Number(row.latitud), longitud: Number(row.longitud) };
}

/** Every active workshop: a list of a few thousand, ordered by distance by the caller. */
export function talleresActivos(db: Queryable): Promise<Taller[]> {
  return db.query<Taller>(`SELECT ${COLUMNAS} FROM talleres t WHERE t.activo ORDER BY t.id_taller`);
}

/** Whether the workshop exists and is offered. */
export async function tallerActivo(db: Queryable, idTaller: number): Promise<boolean> {
  return (await db.maybe('SELECT 1 FROM talleres WHERE id_taller = $1 AND activo', [idTaller])) !== undefined;
}

/** The workshop a claim names, as its screen and PDF show it. */
export async function tallerDeSiniestro(db: Queryable, idSiniestro: number): Promise<TallerElegido | null> {
  const row = await db.maybe<Taller & { propio: string | null; tieneTaller: boolean }>(
    `SELECT s.taller_propio AS propio, t.id_taller IS NOT NULL AS "tieneTaller", ${COLUMNAS}
       FROM siniestros s LEFT JOIN talleres t USING (id_taller) WHERE s.id_siniestro = $1`,
    [idSiniestro],
  );
  if (!row) return null;
  const { propio, tieneTaller, ...taller } = row;
  if (propio !== null) return { clase: 'PROPIO', nombre: propio };
  return tieneTaller ? { clase: 'CONCERTADO', taller } : null;
}

/** A claim of the client: its id, state, line and type; undefined when it is another's or missing. */
export function findSiniestroDelCliente(
  db: Queryable,
  idCliente: number,
  numSiniestro: string,
): Promise<{ idSiniestro: number; estado: string; ramo: string; tipo: string } | undefined> {
  return db.maybe(
    `SELECT s.id_siniestro::int AS "idSiniestro", s.estado, p.ramo, s.tipo
       FROM siniestros s JOIN polizas p USING (id_poliza)
      WHERE p.id_cliente = $1 AND s.num_siniestro = $2`,
    [idCliente, numSiniestro],
  );
}

/**
 * Sets the claim's workshop, only while the claim is open: one statement, so concurrent changes each
 * leave a whole choice (the last one wins) and none lands on a claim closed in between.
 */
export async function guardaTaller(
  db: Queryable,
  idSiniestro: number,
  eleccion: TallerElegidoRequest,
): Promise<boolean> {
  const [idTaller, propio] = 'idTaller' in eleccion ? [eleccion.idTaller, null] : [null, eleccion.propio];
  // isSiniestroAbierto in SQL: the service has checked it; this holds it against a close in between.
  const row = await db.maybe(
    `UPDATE siniestros SET id_taller = $2, taller_propio = $3
      WHERE id_siniestro = $1 AND upper(trim(estado)) = 'ABIERTO' RETURNING 1`,
    [idSiniestro, idTaller, propio],
  );
  return row !== undefined;
}

import type { Queryable } from '../db';

/**
 * Who may take part in draw `s` (SQL over a `sorteos` row), client `c`: a direct client with a new
 * policy, one first taking effect inside the draw's window (SPEC §9: "a new insurance contracted"
 * in it). The portfolio's draw flags and the entry itself read this one rule.
 */
export const puedeParticiparSql = (s: string, c: string) => `EXISTS (
    SELECT 1 FROM clientes cl JOIN polizas p ON p.id_cliente = cl.id_cliente
     WHERE cl.id_cliente = ${c} AND cl.pureza_puro_mmt
       AND p.fec_antiguedad BETWEEN ${s}.fecha_inicio AND ${s}.fecha_fin)`;

export type ResultadoParticipacion = 'registrada' | 'ya-participado' | 'cerrado';

/**
 * Records the client's one participation in a draw. The insert only happens while the draw is open and
 * for a client who may take part (the same rule as the portfolio's draw flags); the UNIQUE (draw, client) key
 * with ON CONFLICT makes concurrent attempts record exactly one row, on PGlite and on PostgreSQL.
 */
export async function registrarParticipacion(
  db: Queryable,
  idCliente: number,
  codigo: string,
  today: string,
  now: Date,
): Promise<ResultadoParticipacion> {
  const inserted = await db.maybe<{ id: number }>(
    `INSERT INTO sorteo_participaciones (id_sorteo, id_cliente, created_at)
     SELECT s.id_sorteo, $1::int, $4
       FROM sorteos s
      WHERE s.codigo = $2 AND ${puedeParticiparSql('s', '$1::int')}
        AND s.fecha_inicio <= $3::date AND $3::date <= s.fecha_fin
     ON CONFLICT (id_sorteo, id_cliente) DO NOTHING
     RETURNING id_participacion AS id`,
    [idCliente, codigo, today, now],
  );
  if (inserted) return 'registrada';
  const previa = await db.maybe(
    `SELECT 1 FROM sorteo_participaciones x JOIN sorteos s USING (id_sorteo)
      WHERE s.codigo = $2 AND x.id_cliente = $1`,
    [idCliente, codigo],
  );
  return previa ? 'ya-participado' : 'cerrado';
}

/** A draw as the live campaign declares it (Madrid days, window inclusive). */
export interface SorteoDeclarado {
  codigo: string;
  nombre: string;
  desde: string;
  hasta: string;
  celebracion: string;
}

/**
 * Makes the table say what the campaign declares: new draws are added, changed windows updated.
 * Unchanged rows are not written, so every API instance can run it often.
 */
export async function declararSorteos(db: Queryable, sorteos: readonly SorteoDeclarado[]): Promise<number> {
  if (sorteos.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO sorteos AS s (codigo, nombre, fecha_inicio, fecha_fin, fecha_celebracion)
     SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::date[], $5::date[])
     ON CONFLICT (codigo) DO UPDATE
        SET nombre = excluded.nombre, fecha_inicio = excluded.fecha_inicio,
            fecha_fin = excluded.fecha_fin, fecha_celebracion = excluded.fecha_celebracion
      WHERE (s.nombre, s.fecha_inicio, s.fecha_fin, s.fecha_celebracion)
            IS DISTINCT FROM (excluded.nombre, excluded.fecha_inicio, excluded.fecha_fin, excluded.fecha_celebracion)
     RETURNING s.codigo`,
    [
      sorteos.map((s) => s.codigo),
      sorteos.map((s) => s.nombre),
      sorteos.map((s) => s.desde),
      sorteos.map((s) => s.hasta),
      sorteos.map((s) => s.celebracion),
    ],
  );
  return rows.length;
}

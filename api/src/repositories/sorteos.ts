import type { CodigoSorteo } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

export type ResultadoParticipacion = 'registrada' | 'ya-participado' | 'cerrado';

/**
 * Records the client's one participation in a draw. The insert only happens while the draw is open and
 * for a direct client (the same rule as the portfolio's visible* flags); the UNIQUE (draw, client) key
 * with ON CONFLICT makes concurrent attempts record exactly one row, on PGlite and on PostgreSQL.
 */
export async function registrarParticipacion(
  db: Queryable,
  idCliente: number,
  codigo: CodigoSorteo,
  today: string,
  now: Date,
): Promise<ResultadoParticipacion> {
  const inserted = await db.maybe<{ id: number }>(
    `INSERT INTO sorteo_participaciones (id_sorteo, id_cliente, created_at)
     SELECT s.id_sorteo, c.id_cliente, $4
       FROM sorteos s, clientes c
      WHERE s.codigo = $2 AND c.id_cliente = $1 AND c.pureza_puro_mmt
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

import type { Queryable } from '../db';

/**
 * Records the premium-funeral family card request of a holder of an in-force premium funeral policy;
 * asking twice keeps the first request. false: the customer holds no such policy.
 */
export async function solicitarTarjetaDecesosPremium(
  db: Queryable,
  idCliente: number,
  now: Date,
): Promise<boolean> {
  const row = await db.maybe(
    `INSERT INTO tarjetas_decesos_premium (id_cliente, created_at)
     SELECT $1, $2 WHERE EXISTS (
       SELECT 1 FROM polizas WHERE id_cliente = $1 AND estado = 'VIGOR' AND es_decesos_premium)
     ON CONFLICT (id_cliente) DO UPDATE SET id_cliente = EXCLUDED.id_cliente
     RETURNING id_cliente`,
    [idCliente, now],
  );
  return row !== undefined;
}

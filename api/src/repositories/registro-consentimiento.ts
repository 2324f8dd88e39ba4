import type { Queryable } from '../db';

/** Records the customer's answer on promotions from the company and partners, with its time. */
export async function updateGdpr(
  db: Queryable,
  idCliente: number,
  gdprEmpresas: boolean,
  now: Date,
): Promise<void> {
  await db.query('UPDATE clientes SET gdpr_empresas = $2, gdpr_updated_at = $3 WHERE id_cliente = $1', [
    idCliente,
    gdprEmpresas,
    now,
  ]);
}

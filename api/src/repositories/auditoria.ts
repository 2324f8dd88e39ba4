import type { Queryable } from '../db';

export async function insertAudit(
  db: Queryable,
  e: { idCliente: number; nif: string; nameEvento: string; info: string; ip: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO auditoria (id_cliente, nif, name_evento, info, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.idCliente, e.nif, e.nameEvento, e.info, e.ip, e.now],
  );
}

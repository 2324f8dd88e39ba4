import type { AsuntoGestion } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

export async function countGestionesSince(db: Queryable, idCliente: number, since: Date): Promise<number> {
  const { n } = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM gestiones WHERE id_cliente = $1 AND created_at >= $2',
    [idCliente, since],
  );
  return n;
}

/** Stores a call-back request for the office that serves the client. */
export async function insertGestion(
  db: Queryable,
  g: {
    idCliente: number;
    telefono: string;
    asunto: AsuntoGestion;
    idWorkerPropio: number | null;
    idOwnerPropio: number | null;
    now: Date;
  },
): Promise<number> {
  const { id } = await db.one<{ id: number }>(
    `INSERT INTO gestiones (id_cliente, telefono, asunto, id_worker_propio, id_owner_propio, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id_gestion AS id`,
    [g.idCliente, g.telefono, g.asunto, g.idWorkerPropio, g.idOwnerPropio, g.now],
  );
  return id;
}

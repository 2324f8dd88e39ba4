import type { AccionAtencion } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

export interface EntradaAtencionFila {
  cuando: Date;
  quien: string;
  accion: AccionAtencion;
  idHilo: number;
  idCliente: number;
  detalle: string | null;
}

/** Notes what a staff user did with a conversation (in the caller's transaction when it changes one). */
export async function auditarAtencion(
  db: Queryable,
  e: Omit<EntradaAtencionFila, 'detalle'> & { detalle?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO atencion_auditoria (cuando, quien, accion, id_hilo, id_cliente, detalle)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.cuando, e.quien, e.accion, e.idHilo, e.idCliente, e.detalle ?? null],
  );
}

/** Customer service's audit, newest first. */
export function leerAuditoriaAtencion(db: Queryable, limite = 1000): Promise<EntradaAtencionFila[]> {
  return db.query<EntradaAtencionFila>(
    `SELECT cuando, quien, accion, id_hilo::int AS "idHilo", id_cliente::int AS "idCliente", detalle
       FROM atencion_auditoria ORDER BY cuando DESC, id_entrada DESC LIMIT $1`,
    [limite],
  );
}

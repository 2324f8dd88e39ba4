import type { Queryable } from '../db';
import type { Correo } from '../providers/email/types';

export interface CorreoOutbox {
  asunto: string;
  texto: string;
  fecha: string;
}

/** Keeps one e-mail in the local outbox (demo mode's e-mail provider). */
export async function insertCorreoOutbox(db: Queryable, correo: Correo, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO correo_outbox (destinatario, asunto, texto, html, created_at) VALUES ($1, $2, $3, $4, $5)',
    [correo.para, correo.asunto, correo.texto, correo.html, now],
  );
}

/** The latest e-mails to the customer's own current address, newest first (demo mode only). */
export function correosDelCliente(db: Queryable, idCliente: number, limit = 10): Promise<CorreoOutbox[]> {
  return db.query<CorreoOutbox>(
    `SELECT o.asunto, o.texto, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM correo_outbox o JOIN clientes c ON c.email = o.destinatario
      WHERE c.id_cliente = $1 ORDER BY o.id_correo DESC LIMIT $2`,
    [idCliente, limit],
  );
}

import type { Queryable } from '../db';

export interface SmsOutboxMessage {
  telefono: string;
  texto: string;
  fecha: string;
}

/** Keeps one message in the local outbox (demo mode's SMS provider). */
export async function insertOutbox(db: Queryable, telefono: string, texto: string, now: Date): Promise<void> {
  await db.query('INSERT INTO sms_outbox (telefono, texto, created_at) VALUES ($1, $2, $3)', [
    telefono,
    texto,
    now,
  ]);
}

/** The latest messages sent to a number, newest first (development and tests only). */
export function readOutbox(db: Queryable, telefono: string, limit = 10): Promise<SmsOutboxMessage[]> {
  return db.query<SmsOutboxMessage>(
    `SELECT telefono, texto, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT $2`,
    [telefono, limit],
  );
}

/** Messages sent to a number since an instant, newest first (the demo's SMS note). */
export function readOutboxSince(
  db: Queryable,
  telefono: string,
  since: Date,
  limit = 10,
): Promise<SmsOutboxMessage[]> {
  return db.query<SmsOutboxMessage>(
    `SELECT telefono, texto, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM sms_outbox WHERE telefono = $1 AND created_at >= $2 ORDER BY id_sms DESC LIMIT $3`,
    [telefono, since, limit],
  );
}

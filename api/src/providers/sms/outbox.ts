import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './types';

export interface SmsOutboxMessage {
  telefono: string;
  texto: string;
  fecha: string;
}

/** Local default: messages are written to the sms_outbox table instead of leaving the machine. */
export function outboxSmsProvider(db: Queryable, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send(telefono, texto) {
      await db.query('INSERT INTO sms_outbox (telefono, texto, created_at) VALUES ($1, $2, $3)', [
        telefono,
        texto,
        clock.now(),
      ]);
    },
  };
}

/** The latest messages sent to a number, newest first (development and tests only). */
export function readOutbox(db: Queryable, telefono: string, limit = 10): Promise<SmsOutboxMessage[]> {
  return db.query<SmsOutboxMessage>(
    `SELECT telefono, texto, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT $2`,
    [telefono, limit],
  );
}

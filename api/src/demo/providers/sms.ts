import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { insertOutbox } from '../../repositories/sms-outbox';
import type { SmsProvider } from '../../providers/sms';

/** The demo without SMS_HTTP_URL: messages are written to the sms_outbox table instead of leaving the machine. */
export function outboxSmsProvider(db: Queryable, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    send: (telefono, texto) => insertOutbox(db, telefono, texto, clock.now()),
  };
}

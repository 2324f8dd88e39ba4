import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { insertCorreoOutbox } from '../correo-outbox';
import type { EmailProvider } from '../../providers/email';

/** The demo without SMTP_URL: e-mails are written to the correo_outbox table instead of leaving the machine. */
export function outboxEmailProvider(db: Queryable, clock: Clock): EmailProvider {
  return {
    name: 'outbox',
    send: (correo) => insertCorreoOutbox(db, correo, clock.now()),
    close: () => undefined,
  };
}

import type { EmailConfig } from '../../config';
import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { outboxEmailProvider } from './outbox';
import { smtpEmailProvider } from './smtp';
import type { EmailProvider } from './types';

export type { EmailProvider } from './types';

/** The SMTP server when configured, else the local outbox (the config allows that in demo mode only). */
export function emailProvider(config: EmailConfig | undefined, db: Queryable, clock: Clock): EmailProvider {
  if (config) return smtpEmailProvider(config);
  return outboxEmailProvider(db, clock);
}

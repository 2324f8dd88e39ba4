import type { SmsConfig } from '../../config';
import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { httpSmsProvider } from './http';
import { outboxSmsProvider } from './outbox';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';

/** The HTTP gateway when configured, else the local outbox (the config allows that in demo mode only). */
export function smsProvider(config: SmsConfig | undefined, db: Queryable, clock: Clock): SmsProvider {
  if (config) return httpSmsProvider({ url: config.url, token: config.token });
  return outboxSmsProvider(db, clock);
}

import * as v from 'valibot';
import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { httpSmsProvider } from './http';
import { outboxSmsProvider } from './outbox';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';
export { readOutbox, type SmsOutboxMessage } from './outbox';

const SmsEnvSchema = v.object({
  /** Gateway endpoint; when unset, messages go to the local outbox table. */
  SMS_HTTP_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('SMS_HTTP_URL must be a URL'))),
  SMS_HTTP_TOKEN: v.optional(v.string()),
});

/** The HTTP gateway when SMS_HTTP_URL is set, else the local outbox. */
export function smsProviderFromEnv(
  env: Record<string, string | undefined>,
  db: Queryable,
  clock: Clock,
): SmsProvider {
  const result = v.safeParse(SmsEnvSchema, env);
  if (!result.success) throw new Error(`Invalid environment: ${result.issues[0].message}`);
  const { SMS_HTTP_URL, SMS_HTTP_TOKEN } = result.output;
  if (SMS_HTTP_URL) return httpSmsProvider({ url: SMS_HTTP_URL, token: SMS_HTTP_TOKEN });
  return outboxSmsProvider(db, clock);
}

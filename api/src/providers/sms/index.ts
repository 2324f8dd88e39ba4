import type { SmsConfig } from '../../config';
import { httpSmsProvider } from './http';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';

/** The configured HTTP gateway. */
export function smsProvider(config: SmsConfig): SmsProvider {
  return httpSmsProvider({ url: config.url, token: config.token });
}

import type { EmailConfig } from '../../config';
import { smtpEmailProvider } from './smtp';
import type { EmailProvider } from './types';

export type { EmailProvider } from './types';

/** The configured SMTP server. */
export function emailProvider(config: EmailConfig): EmailProvider {
  return smtpEmailProvider(config);
}

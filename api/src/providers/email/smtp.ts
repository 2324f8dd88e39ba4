import nodemailer from 'nodemailer';
import type { EmailConfig } from '../../config';
import type { EmailProvider } from './types';

/**
 * Sends through an SMTP server with nodemailer (pooled connections). Timeouts are well under the
 * queue's lease (avisos/envio.ts), so a send that hangs is given up before another instance may
 * claim the same row. A refusal's error names its SMTP code only: the address and text never reach
 * a log.
 */
export function smtpEmailProvider(config: EmailConfig): EmailProvider {
  const transport = nodemailer.createTransport({
    url: config.url,
    pool: true,
    maxConnections: 2,
    requireTLS: config.requireTls,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(correo) {
      try {
        await transport.sendMail({
          from: config.from,
          to: correo.para,
          subject: correo.asunto,
          text: correo.texto,
          html: correo.html,
        });
      } catch (err) {
        const e = err as { code?: unknown; responseCode?: unknown };
        throw new Error(
          `SMTP send failed (${String(e.code ?? 'error')} ${String(e.responseCode ?? '')})`.trim(),
        );
      }
    },
    close: () => transport.close(),
  };
}

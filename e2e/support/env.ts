import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the journeys run: an already running product (E2E_BASE_URL) or the one Playwright starts. */
export const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The metrics port of the product Playwright starts (METRICS_PORT): /metrics and the RUM analysis. */
export const metricsPort = Number(process.env.E2E_METRICS_PORT ?? port + 1000);
/**
 * The local SMTP server the product Playwright starts sends its e-mail to (api/test/smtp-sink.ts), and
 * the folder where it writes each message it receives (read by support/correo.ts).
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
export const smtpDir = join(tmpdir(), `area-cliente-e2e-smtp-${port}`);

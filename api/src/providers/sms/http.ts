import type { SmsProvider } from './types';

export interface HttpSmsOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ telefono, texto }` as JSON to an SMS gateway. A non-2xx answer is an error whose message
 * names the status only: the text (it carries a PIN) never reaches an error or a log.
 */
export function httpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(telefono, texto) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await doFetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ telefono, texto }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

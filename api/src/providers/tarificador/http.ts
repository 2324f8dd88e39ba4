import * as v from 'valibot';
import type { TarificadorProvider } from './types';

export interface HttpTarificadorOptions {
  /** Base URL of the rating API (https in production: the config refuses anything else). */
  url: string;
  /** Sent as `Authorization: Bearer …`. */
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const RespuestaSchema = v.object({
  primaAnual: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000)),
});

/**
 * The insurer's rating over JSON: `POST {url}/tarificaciones` with the proposed state (and the policy as it is) answers
 * `{ primaAnual }`. Errors name the status only: the state never reaches an error or a log.
 */
export function httpTarificador(options: HttpTarificadorOptions): TarificadorProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'http',
    async primaAnual(peticion) {
      const res = await doFetch(`${base}/tarificaciones`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(peticion),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`Rating provider answered HTTP ${res.status}`);
      let data: unknown;
      try {
        data = await res.json();
      } catch {
        throw new Error('Rating provider answered something other than JSON');
      }
      const r = v.safeParse(RespuestaSchema, data);
      if (!r.success) throw new Error('Rating provider answered an unexpected shape');
      return Math.round(r.output.primaAnual * 100) / 100;
    },
  };
}

import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import {
  callPath,
  Codigo,
  EnvelopeSchema,
  MENSAJE_PETICION_INCORRECTA,
  type CallBody,
  type CallData,
  type CallSpec,
  type Envelope,
  type PathParams,
} from '../contract';
import type { EventBus } from '../events';
import { NO_TOKEN } from '../session/token';
import { ApiError, HandledApiError, type HandledReason } from './errors';

/**
 * Path of the API on the page's origin, for the shell's beacons that bypass the client; remotes call
 * through `api` and build download links with `downloadUrl`.
 * @internal
 */
export const API_BASE = '/produccion/rest';

type TokenStore = { get(): string; set(token: string): void };

export type ApiClientOptions = {
  bus: EventBus;
  token: TokenStore;
  /** Absolute or page-relative base; defaults to API_BASE on the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * `params` when the call's path has `:name` parameters; `body` for POST calls (optional when it may
 * be empty).
 * @public
 */
type CallOptions<C extends CallSpec> = (keyof PathParams<C['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<C['path']> }) &
  (C['method'] extends 'POST'
    ? undefined extends CallBody<C>
      ? { body?: CallBody<C> }
      : { body: CallBody<C> }
    : { body?: undefined }) & {
    /**
     * The screen shows its own fallback when the API cannot be reached (the digital card's copy kept
     * on the device): a failed connection is not announced by the shell's alert, which would cover it.
     * Session events still are.
     */
    quiet?: boolean;
  };

/**
 * The options argument may be left out when nothing in it is required.
 * @public
 */
export type CallArgs<C extends CallSpec> =
  Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/**
 * The shape of `api`, so helpers can take the client as a dependency and tests can pass a fake.
 * @public
 */
export type ApiClient = {
  /** Calls one entry of CALLS: fills its path, checks the body against its schema, returns its validated data. */
  call<C extends CallSpec>(spec: C, ...args: CallArgs<C>): Promise<CallData<C>>;
};

/** Page-origin absolute URL: `Request` (ky) rejects relative URLs outside a real browser. */
function absoluteBase(base: string): string {
  const origin = globalThis.location?.href ?? 'http://localhost/';
  return new URL(base.endsWith('/') ? base : `${base}/`, origin).href;
}

/** Our paths read like the routes (`/v1/ac/portfolio`); ky's prefixUrl wants them without a leading slash. */
const relative = (path: string) => path.replace(/^\/+/, '');

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed = v.safeParse(EnvelopeSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** A multipart call's body: one part per field, a Blob as a file part. */
function formData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, Blob | string>)) form.append(name, value);
  return form;
}

function carriedToken(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('token' in data)) return null;
  const { token } = data as { token: unknown };
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * The one HTTP client: Auth-token on every call, the envelope unwrapped, `data` validated with the
 * call's schema, session and communication failures turned into bus events (SPEC §7/§8).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { bus, token } = options;
  // Several calls of a page can fail with 1200 at once: announce each expired token only once.
  let announcedExpiredToken: string | null = null;

  const http: KyInstance = ky.create({
    prefixUrl: absoluteBase(options.baseUrl ?? API_BASE),
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [(request) => request.headers.set('Auth-token', token.get())],
    },
  });

  function handled(reason: HandledReason, cause?: unknown, quiet = false): HandledApiError {
    if (!(quiet && reason === 'communication-error')) bus.emit(reason);
    return new HandledApiError(reason, { cause });
  }

  async function send(
    spec: CallSpec,
    options: { params?: object; body?: unknown; quiet?: boolean } = {},
    resent = false,
  ): Promise<unknown> {
    const quiet = options.quiet === true;
    const path = relative(callPath(spec.path, options.params));
    // A body the contract refuses never leaves the page: the screen gets the answer the API would give.
    if (spec.method === 'POST' && spec.body && !v.is(spec.body, options.body))
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_PETICION_INCORRECTA, 400);
    const sentToken = token.get();
    let response: Response;
    try {
      response =
        spec.method === 'GET'
          ? await http.get(path)
          : await http.post(
              path,
              spec.multipart ? { body: formData(options.body) } : { json: options.body ?? {} },
            );
    } catch (error) {
      throw handled('communication-error', error, quiet);
    }
    // The API answers 401/400 with an envelope too: its codigo decides, not the HTTP status.
    const envelope = await readEnvelope(response);
    if (!envelope)
      throw handled('communication-error', new Error(`HTTP ${response.status} without envelope`), quiet);
    switch (envelope.codigo) {
      case Codigo.OK:
        break;
      case Codigo.SESION_CADUCADA: {
        // A password change rotated the token while this call was on its way: the API refused the old
        // one before doing anything, so the call goes once more with the new one.
        const current = token.get();
        if (!resent && current !== sentToken && current !== NO_TOKEN) return send(spec, options, true);
        if (announcedExpiredToken === sentToken) throw new HandledApiError('session-expired');
        announcedExpiredToken = sentToken;
        throw handled('session-expired');
      }
      case Codigo.IR_A_LOGIN:
        throw handled('go-to-login');
      case Codigo.ERROR_COMUNICACION:
        throw handled('communication-error', undefined, quiet);
      default:
        throw new ApiError(envelope.codigo, envelope.mensaje, response.status);
    }
    if (!response.ok)
      throw handled('communication-error', new Error(`HTTP ${response.status} with codigo 0`), quiet);
    const parsed = v.safeParse(spec.data, envelope.data);
    if (!parsed.success) throw handled('communication-error', new v.ValiError(parsed.issues));
    const fresh = carriedToken(envelope.data);
    if (fresh) token.set(fresh);
    return parsed.output;
  }

  return {
    call: (spec, ...[options]) => send(spec, options) as Promise<CallData<typeof spec>>,
  };
}

/**
 * URL of a download (SPEC §7 "Downloads"), opened in a new window; the path carries its own token.
 * @public
 */
export function downloadUrl<P extends string>(path: P, params: PathParams<P>): string {
  return `${API_BASE}/${relative(callPath(path, params))}`;
}

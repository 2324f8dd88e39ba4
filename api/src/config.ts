import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { telefonosAsistenciaFromEnv, type TelefonosAsistencia } from './config/telefonos-asistencia';
import { linksFromEnv, type LinkConfig } from './config/links';
import { mapaFromEnv, type MapaConfig } from './config/mapa';
import type { PlazoSubida } from './lib/subidas';
import { REPO_ROOT } from './paths';

const int = (fallback: number, min = 1) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
  );
const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0']), fallback ? 'true' : 'false'),
    v.transform((s) => s === 'true' || s === '1'),
  );
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

/**
 * A claim photo's body (UPLOAD_* settings). The deadline is met by a phone on 3G for the largest photo:
 * 10 MB in 300 s takes 280 kbit/s, below plain UMTS's 384 kbit/s uplink (HSPA sends it in under
 * 90 s; the app's own photos, re-encoded at 2,560 px, are 1–2 MB). The floor, 16 KiB in every 15 s
 * (about 9 kbit/s), is below any mobile uplink, GPRS included, and 15 s outlasts a handover or a
 * tunnel; so a sender of a byte every few seconds loses its slot after 15 s, not 5 minutes.
 */
export const PLAZO_SUBIDA: PlazoSubida = { deadlineMs: 300_000, minBytes: 16 * 1024, windowMs: 15_000 };
/** A whole request must arrive within this: above the photo's deadline, so a photo is cut by its own. */
export const REQUEST_TIMEOUT_MS = 330_000;

/** Environment variables the service reads, with their defaults (parsed once at start-up). */
const EnvSchema = v.object({
  /**
   * Demo mode (`pnpm start`): SMS outbox route, local test gateway and demo seed. Off unless asked
   * for, so a forgotten setting fails closed.
   */
  DEMO: bool(false),
  PORT: v.pipe(int(8080), v.maxValue(65535)),
  HOST: v.optional(nonEmpty, '0.0.0.0'),
  DATA_DIR: v.optional(nonEmpty, `${REPO_ROOT}.data/pglite`),
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  DATABASE_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be postgres://')),
  ),
  /**
   * Demo mode seeds and resets its database (the demo-reset route truncates every table): with
   * DATABASE_URL it must name that URL's database, so only a database declared throw-away is touched.
   */
  DEMO_DATABASE_THROWAWAY: v.optional(nonEmpty),
  DEPLOY_DIR: v.optional(nonEmpty, `${REPO_ROOT}.deploy`),
  /** Where remote deploys publish (scripts/lib/deploy-targets): s3://… puts remotes.json in a bucket. */
  DEPLOY_TARGET: v.optional(
    v.pipe(nonEmpty, v.regex(/^s3:\/\//, 'DEPLOY_TARGET must be s3://bucket[/prefix]')),
  ),
  SESSION_IDLE_MINUTES: int(15),
  SESSION_MAX_HOURS: int(8),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5),
  LOGIN_MAX_FAILURES_PER_IP: int(50),
  LOGIN_WINDOW_MINUTES: int(15),
  /** Requests per minute and IP to unknown routes (404). */
  NOT_FOUND_MAX_PER_MINUTE: int(30),
  /**
   * Real-user measurement batches per minute and IP: a browser sends one when its load's LCP is final
   * and one each time its page is hidden, so 30 leaves room for several customers behind one office's
   * address; raise it for a bigger office.
   */
  RUM_MAX_PER_MINUTE: int(30),
  /** Claim photo uploads this process receives at once; more answer 503 (each may hold 10 MB). */
  UPLOADS_IN_FLIGHT: int(3),
  /**
   * Fastify's requestTimeout: every request's headers and body must arrive within it (none
   * otherwise). Above UPLOAD_DEADLINE_SECONDS, so a photo is cut by its own deadline and message.
   */
  REQUEST_TIMEOUT_SECONDS: v.pipe(int(REQUEST_TIMEOUT_MS / 1000), v.maxValue(3600)),
  /**
   * A claim photo's body must arrive within UPLOAD_DEADLINE_SECONDS of starting to read it, bringing
   * at least UPLOAD_MIN_BYTES_PER_WINDOW in every UPLOAD_WINDOW_SECONDS; otherwise it is cut (408)
   * and its slot freed. The defaults' reasons are at PLAZO_SUBIDA.
   */
  UPLOAD_DEADLINE_SECONDS: v.pipe(int(PLAZO_SUBIDA.deadlineMs / 1000), v.maxValue(3600)),
  UPLOAD_MIN_BYTES_PER_WINDOW: int(PLAZO_SUBIDA.minBytes),
  UPLOAD_WINDOW_SECONDS: int(PLAZO_SUBIDA.windowMs / 1000),
  /**
   * Proxies (load balancers) in front of the API: the client address is read that many hops back in
   * X-Forwarded-For. 0: the socket's peer is the client and the header is ignored.
   */
  TRUST_PROXY_HOPS: v.pipe(int(0, 0), v.maxValue(10)),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Payment gateway: base URL of its payment page. Required outside demo mode. */
  PAYMENT_GATEWAY_URL: v.optional(v.pipe(nonEmpty, v.url())),
  /** HMAC-SHA256 key shared with the gateway; required with PAYMENT_GATEWAY_URL. */
  PAYMENT_GATEWAY_SECRET: v.optional(v.pipe(nonEmpty, v.minLength(32))),
  /** Where the local test gateway posts its notification (default: this server's own address). */
  PAYMENT_NOTIFY_URL: v.optional(v.pipe(nonEmpty, v.url())),
  /** SMS gateway endpoint (JSON POST). Required outside demo mode; in demo, unset = local outbox. */
  SMS_HTTP_URL: v.optional(v.pipe(nonEmpty, v.url('SMS_HTTP_URL must be a URL'))),
  /** Sent to the SMS gateway as a bearer token when set. */
  SMS_HTTP_TOKEN: v.optional(nonEmpty),
  /**
   * Notifications by e-mail: the SMTP server as smtp://user:pass@host:587 (STARTTLS) or
   * smtps://…:465. Required outside demo mode; in demo, unset = the local e-mail outbox.
   */
  SMTP_URL: v.optional(v.pipe(nonEmpty, v.regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://'))),
  /** The sender of the notifications, e.g. 'Área Cliente <avisos@example.com>'. Required with SMTP_URL. */
  SMTP_FROM: v.optional(nonEmpty),
  /** The customer area's public address, linked from every notification. Required outside demo mode. */
  AREA_CLIENTE_URL: v.optional(v.pipe(nonEmpty, v.url('AREA_CLIENTE_URL must be a URL'))),
  /**
   * Roadside assistance provider's API base URL (providers/asistencia/http.ts). Required outside demo
   * mode; in demo, unset = the demo provider that moves requests through their states by the clock.
   */
  ASISTENCIA_URL: v.optional(v.pipe(nonEmpty, v.url('ASISTENCIA_URL must be a URL'))),
  /** Bearer token for the assistance provider; required with ASISTENCIA_URL. */
  ASISTENCIA_TOKEN: v.optional(v.pipe(nonEmpty, v.minLength(16))),
  /**
   * The brand's SEPA creditor identifier (AT-02, 'ES' + check digits + suffix + NIF) printed on the
   * direct-debit mandates customers sign when they change their account. Required outside demo mode.
   */
  SEPA_CREDITOR_ID: v.optional(
    v.pipe(
      nonEmpty,
      v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'SEPA_CREDITOR_ID must look like ES04ZZZA28000032'),
    ),
  ),
  /** The creditor's name on the mandates: the brand's legal name (as MARCA_RAZON_SOCIAL in config.json). */
  MARCA_RAZON_SOCIAL: v.optional(nonEmpty),
  /**
   * Marketing's studio (/estudio/): staff sign in with the company's identity provider by OpenID
   * Connect. Its issuer (https://, discovery under it), this server's client id and secret there, and
   * the studio's public origin (the provider sends the browser back to <it>/estudio/auth/vuelta).
   * Required outside demo mode; in demo, unset = the local provider of the demo wing (demo/idp).
   */
  ESTUDIO_OIDC_EMISOR: v.optional(v.pipe(nonEmpty, v.url('ESTUDIO_OIDC_EMISOR must be a URL'))),
  ESTUDIO_OIDC_CLIENTE: v.optional(nonEmpty),
  ESTUDIO_OIDC_SECRETO: v.optional(v.pipe(nonEmpty, v.minLength(16))),
  ESTUDIO_URL_PUBLICA: v.optional(v.pipe(nonEmpty, v.url('ESTUDIO_URL_PUBLICA must be a URL'))),
  /** Under-pressure: past this event-loop delay or heap, requests get 503 (health/live excepted; off in the demo unless set). */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: int(1000),
  PRESSURE_MAX_HEAP_MB: int(1536),
  /** On SIGTERM: readiness 503 and connections closed after each answer for this long, then stop listening. */
  SHUTDOWN_DRAIN_MS: int(5000, 0),
  /** On SIGTERM: the process exits after this long even if requests are still running. */
  SHUTDOWN_TIMEOUT_MS: int(20000),
  /** Interface of the metrics port: loopback unless a scraper elsewhere needs it (then an internal one). */
  METRICS_HOST: v.optional(nonEmpty, '127.0.0.1'),
  /** Prometheus /metrics on this port (separate from the public one); off when unset. */
  METRICS_PORT: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  ),
});

type Env = v.InferOutput<typeof EnvSchema>;

export interface AppConfig {
  /** Demo features on: dev routes, test gateway, demo seed. Never in production. */
  demo: boolean;
  port: number;
  host: string;
  /** undefined = in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** undefined = API only, no front-end serving. */
  deployDir: string | undefined;
  /** remotes.json and the remotes live in a bucket (DEPLOY_TARGET), not in deployDir. */
  remotesInBucket: boolean;
  /**
   * Whom passkeys are for (WebAuthn's relying party): production's public address, never what a
   * request says; 'peticion' in the demo, which answers on whatever host it is reached at.
   */
  llavesPara: { rpId: string; origenes: string[] } | 'peticion';
  sessionIdleMs: number;
  sessionMaxMs: number;
  login: { maxPerAccount: number; maxPerIp: number; windowMs: number };
  notFoundMaxPerMinute: number;
  rumMaxPerMinute: number;
  /** Photo uploads one process receives at once (per process by design: it bounds its memory). */
  uploadsInFlight: number;
  /** Fastify's requestTimeout (REQUEST_TIMEOUT_SECONDS); unset: REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number | undefined;
  /** How long a claim photo's body may take (UPLOAD_* settings); unset: PLAZO_SUBIDA. */
  uploadDeadline?: PlazoSubida | undefined;
  /** Trusted proxy hops in front of the API (0: none; X-Forwarded-* ignored). */
  trustProxyHops: number;
  logLevel: Env['LOG_LEVEL'];
  payment: PaymentConfig;
  /** 0 = that check is off. */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  shutdown: { drainMs: number; timeoutMs: number };
  /** undefined: no metrics endpoint. */
  metricsPort: number | undefined;
  /** Interface the metrics port listens on (METRICS_HOST, never HOST). */
  metricsHost: string;
  /** The SMS gateway; undefined (demo mode only): the demo wing's outbox table stands in. */
  sms: SmsConfig | undefined;
  /** The SMTP server; undefined (demo mode only): the demo wing's e-mail outbox table stands in. */
  email: EmailConfig | undefined;
  /** The notification queue: the customer area's address its messages link to, and its sender loop. */
  avisos: AvisosConfig;
  /** The roadside assistance provider; undefined (demo mode only): the demo wing's stands in. */
  asistencia?: AsistenciaConfig | undefined;
  /** Outside addresses the screens link to (LINK_* settings, config/links.ts). */
  links: LinkConfig;
  /** Each card line's assistance phone (ASISTENCIA_TELEFONO_* settings, config/telefonos-asistencia.ts). */
  telefonosAsistencia: TelefonosAsistencia;
  /** The roadside tracking map's tiles (MAPA_* settings, config/mapa.ts). */
  mapa: MapaConfig;
  /** The creditor on the SEPA mandates (the demo's invented one in demo mode). */
  sepa: SepaConfig;
  /** Marketing's studio: its public origin and its identity provider (undefined: the demo's local one). */
  estudio: EstudioConfig;
  /** Tests only: log2 of scrypt's N for new password hashes (lib/crypto.ts); production never sets it. */
  passwordHashCost?: number;
  /** Tests only: every OK answer of a contract call is checked against its data schema (lib/route.ts). */
  checkAnswers?: boolean;
}

interface EstudioConfig {
  /** The studio's public origin (no path): the identity provider returns to its /estudio/auth/vuelta. */
  urlPublica: string;
  /** The staff cookie is Secure (everywhere but the demo, which may run on http://localhost). */
  cookieSegura: boolean;
  oidc: { emisor: string; cliente: string; secreto: string } | undefined;
  /** How often each instance looks for scheduled campaigns that are due; 0: never by itself (tests). */
  intervaloMs: number;
}

export interface SepaConfig {
  creditorId: string;
  creditorName: string;
}

/** The demo brand's creditor: an identifier of valid shape and check digits for an invented NIF. */
const DEMO_SEPA: SepaConfig = {
  creditorId: 'ES04ZZZA28000032',
  creditorName: 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija',
};

export interface EmailConfig {
  /** smtp:// or smtps:// with its credentials (never logged). */
  url: string;
  from: string;
  /** Production refuses to send in clear: smtp:// must upgrade with STARTTLS. */
  requireTls: boolean;
}

interface AvisosConfig {
  /** The customer area's public address (the only link a message carries). */
  areaUrl: string;
  /** How often each instance looks for due notifications; 0: never by itself (tests run rounds by hand). */
  intervaloMs: number;
}

export interface AsistenciaConfig {
  url: string;
  token: string;
}

export interface SmsConfig {
  url: string;
  token: string | undefined;
}

interface PaymentConfig {
  /**
   * The payment URL handed to the browser always starts with this base. undefined (demo mode only):
   * the demo wing's test gateway, at the origin the request came to.
   */
  gatewayUrl: string | undefined;
  /** HMAC-SHA256 key that signs payment requests and the gateway's notifications. */
  secret: string;
  /** undefined: the test gateway notifies the address this server listens on. */
  notifyUrl: string | undefined;
  /** Serve the local test gateway (demo mode without a real gateway only). */
  testGateway: boolean;
}

/**
 * Settings a production start cannot do without; in demo mode the test gateway and the SMS outbox
 * stand in for them. Every missing one is named at once.
 */
function missingForProduction(e: Env): string[] {
  if (e.DEMO) {
    return [
      ...(e.PAYMENT_GATEWAY_URL && !e.PAYMENT_GATEWAY_SECRET ? ['PAYMENT_GATEWAY_SECRET'] : []),
      ...(e.SMTP_URL && !e.SMTP_FROM ? ['SMTP_FROM'] : []),
      ...(e.ASISTENCIA_URL && !e.ASISTENCIA_TOKEN ? ['ASISTENCIA_TOKEN'] : []),
      ...(e.ESTUDIO_OIDC_EMISOR && !e.ESTUDIO_OIDC_CLIENTE ? ['ESTUDIO_OIDC_CLIENTE'] : []),
      ...(e.ESTUDIO_OIDC_EMISOR && !e.ESTUDIO_OIDC_SECRETO ? ['ESTUDIO_OIDC_SECRETO'] : []),
    ];
  }
  const required = {
    PAYMENT_GATEWAY_URL: e.PAYMENT_GATEWAY_URL,
    PAYMENT_GATEWAY_SECRET: e.PAYMENT_GATEWAY_SECRET,
    SMS_HTTP_URL: e.SMS_HTTP_URL,
    SMTP_URL: e.SMTP_URL,
    SMTP_FROM: e.SMTP_FROM,
    AREA_CLIENTE_URL: e.AREA_CLIENTE_URL,
    SEPA_CREDITOR_ID: e.SEPA_CREDITOR_ID,
    MARCA_RAZON_SOCIAL: e.MARCA_RAZON_SOCIAL,
    ASISTENCIA_URL: e.ASISTENCIA_URL,
    ASISTENCIA_TOKEN: e.ASISTENCIA_TOKEN,
    ESTUDIO_OIDC_EMISOR: e.ESTUDIO_OIDC_EMISOR,
    ESTUDIO_OIDC_CLIENTE: e.ESTUDIO_OIDC_CLIENTE,
    ESTUDIO_OIDC_SECRETO: e.ESTUDIO_OIDC_SECRETO,
    ESTUDIO_URL_PUBLICA: e.ESTUDIO_URL_PUBLICA,
  };
  return Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
}

/** Settings naming a provider the API sends customers or data to. */
const PROVIDER_URLS = [
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_NOTIFY_URL',
  'SMS_HTTP_URL',
  'AREA_CLIENTE_URL',
  'ASISTENCIA_URL',
  'ESTUDIO_OIDC_EMISOR',
  'ESTUDIO_URL_PUBLICA',
] as const;

/**
 * Provider addresses in a form the API may use: http(s) only, and https in production, where
 * card data, SMS PINs and a stranded customer's location would otherwise travel in clear. Each wrong setting is named.
 */
function insecureProviderUrls(e: Env): string[] {
  const allowed = e.DEMO ? ['https:', 'http:'] : ['https:'];
  return PROVIDER_URLS.flatMap((name) => {
    const value = e[name];
    if (value === undefined) return [];
    const scheme = new URL(value).protocol;
    return allowed.includes(scheme)
      ? []
      : [
          `${name} must be an https:// URL${e.DEMO ? ' (or http:// in the demo)' : ' in production'}, not ${scheme}`,
        ];
  });
}

/** The passkeys' relying party of a public address: its host, and its origin the only one allowed. */
function relyingPartyOf(areaUrl: string) {
  const publica = new URL(areaUrl);
  return { rpId: publica.hostname, origenes: [publica.origin] };
}

function paymentConfig(e: Env): PaymentConfig {
  // A real gateway when one is configured; the test gateway only in demo mode without one.
  const testGateway = e.DEMO && !e.PAYMENT_GATEWAY_URL;
  return {
    gatewayUrl: e.PAYMENT_GATEWAY_URL,
    // The test gateway signs with a key of its own, never the real gateway's.
    secret: testGateway ? randomBytes(32).toString('base64url') : (e.PAYMENT_GATEWAY_SECRET ?? ''),
    notifyUrl: e.PAYMENT_NOTIFY_URL,
    testGateway,
  };
}

/**
 * Demo mode writes the demo data set into its database and empties every table on a demo reset, so
 * it refuses any database but the embedded PGlite one or a PostgreSQL database whose name
 * DEMO_DATABASE_THROWAWAY repeats (a setting copied from another environment names another one).
 */
function assertThrowawayDatabase(e: {
  DEMO: boolean;
  DATABASE_URL?: string;
  DEMO_DATABASE_THROWAWAY?: string;
}) {
  if (!e.DEMO || e.DATABASE_URL === undefined) return;
  const name = databaseName(e.DATABASE_URL);
  if (e.DEMO_DATABASE_THROWAWAY === name) return;
  throw new Error(
    `Invalid environment: DEMO=true seeds and resets (empties) its database, and DATABASE_URL names the database "${name}". ` +
      `If it is a throw-away database, set DEMO_DATABASE_THROWAWAY=${name}; otherwise unset DATABASE_URL (the demo uses PGlite) or DEMO.`,
  );
}

/** The database a postgres:// URL names (its path; node-postgres's default is the user name). */
function databaseName(url: string): string {
  const parsed = new URL(url);
  return decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres';
}

/** Only what the database commands need (`pnpm db:migrate`, `pnpm db:seed`). */
export function databaseFromEnv(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(v.pick(EnvSchema, ['DEMO', 'DATA_DIR', 'DATABASE_URL', 'DEMO_DATABASE_THROWAWAY']), env);
  assertThrowawayDatabase(e);
  return { demo: e.DEMO, dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL };
}

/** `pnpm db:seed`: the demo data set goes into a demo database only. */
export function demoDatabaseFromEnv(env: Record<string, string | undefined> = process.env) {
  const { demo, ...database } = databaseFromEnv(env);
  if (!demo) throw new Error('The demo data set is for demo databases only: set DEMO=true to seed.');
  return database;
}

function parseEnv<S extends v.GenericSchema>(schema: S, env: Record<string, string | undefined>) {
  const result = v.safeParse(schema, env);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return result.output as v.InferOutput<S>;
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): AppConfig {
  const e = parseEnv(EnvSchema, env);
  if (env.TRUST_PROXY !== undefined) {
    throw new Error('Invalid environment: TRUST_PROXY was replaced by TRUST_PROXY_HOPS (number of proxies)');
  }
  if (env.CLUB_URL !== undefined) {
    throw new Error('Invalid environment: CLUB_URL was replaced by LINK_CLUB (an https:// URL)');
  }
  assertThrowawayDatabase(e);
  const missing = missingForProduction(e);
  if (missing.length) {
    throw new Error(
      `Invalid environment: missing settings for a production start: ${missing.join(', ')} (or DEMO=true for the demo)`,
    );
  }
  const insecure = insecureProviderUrls(e);
  if (insecure.length) throw new Error(`Invalid environment: ${insecure.join('; ')}`);
  if (
    e.REQUEST_TIMEOUT_SECONDS <= e.UPLOAD_DEADLINE_SECONDS ||
    e.UPLOAD_WINDOW_SECONDS > e.UPLOAD_DEADLINE_SECONDS
  ) {
    throw new Error(
      'Invalid environment: UPLOAD_WINDOW_SECONDS ≤ UPLOAD_DEADLINE_SECONDS < REQUEST_TIMEOUT_SECONDS is required ' +
        `(now ${e.UPLOAD_WINDOW_SECONDS}, ${e.UPLOAD_DEADLINE_SECONDS}, ${e.REQUEST_TIMEOUT_SECONDS})`,
    );
  }
  const areaUrl = e.AREA_CLIENTE_URL ?? `http://localhost:${e.PORT}/area-cliente/`;
  return {
    demo: e.DEMO,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    deployDir: e.DEPLOY_DIR,
    remotesInBucket: e.DEPLOY_TARGET !== undefined,
    llavesPara: e.DEMO ? 'peticion' : relyingPartyOf(areaUrl),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    login: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    notFoundMaxPerMinute: e.NOT_FOUND_MAX_PER_MINUTE,
    rumMaxPerMinute: e.RUM_MAX_PER_MINUTE,
    uploadsInFlight: e.UPLOADS_IN_FLIGHT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    uploadDeadline: {
      deadlineMs: e.UPLOAD_DEADLINE_SECONDS * 1000,
      minBytes: e.UPLOAD_MIN_BYTES_PER_WINDOW,
      windowMs: e.UPLOAD_WINDOW_SECONDS * 1000,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    payment: paymentConfig(e),
    sms: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : undefined,
    email:
      e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM, requireTls: !e.DEMO } : undefined,
    avisos: {
      areaUrl,
      // The demo shows its e-mails within seconds; a production instance polls every 5 s.
      intervaloMs: e.DEMO ? 2000 : 5000,
    },
    asistencia:
      e.ASISTENCIA_URL && e.ASISTENCIA_TOKEN
        ? { url: e.ASISTENCIA_URL, token: e.ASISTENCIA_TOKEN }
        : undefined,
    // The demo (one user, often on a busy laptop or CI) sheds nothing unless told to.
    pressure:
      e.DEMO && env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS === undefined && env.PRESSURE_MAX_HEAP_MB === undefined
        ? { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 }
        : {
            maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
            maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_MB * 1024 * 1024,
          },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    links: linksFromEnv(env, e.DEMO),
    telefonosAsistencia: telefonosAsistenciaFromEnv(env, e.DEMO),
    mapa: mapaFromEnv(env, e.DEMO),
    estudio: {
      urlPublica: new URL(e.ESTUDIO_URL_PUBLICA ?? `http://localhost:${e.PORT}`).origin,
      cookieSegura: !e.DEMO,
      // Well inside the minute a publication is scheduled for.
      intervaloMs: e.DEMO ? 5000 : 15_000,
      oidc:
        e.ESTUDIO_OIDC_EMISOR && e.ESTUDIO_OIDC_CLIENTE && e.ESTUDIO_OIDC_SECRETO
          ? {
              emisor: e.ESTUDIO_OIDC_EMISOR,
              cliente: e.ESTUDIO_OIDC_CLIENTE,
              secreto: e.ESTUDIO_OIDC_SECRETO,
            }
          : undefined,
    },
    sepa: {
      creditorId: e.SEPA_CREDITOR_ID ?? DEMO_SEPA.creditorId,
      creditorName: e.MARCA_RAZON_SOCIAL ?? DEMO_SEPA.creditorName,
    },
  };
}

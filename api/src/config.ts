import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
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

/** Environment variables the service reads, with their defaults (parsed once at start-up). */
export const EnvSchema = v.object({
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
  DEPLOY_DIR: v.optional(nonEmpty, `${REPO_ROOT}.deploy`),
  SESSION_IDLE_MINUTES: int(15),
  SESSION_MAX_HOURS: int(8),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5),
  LOGIN_MAX_FAILURES_PER_IP: int(50),
  LOGIN_WINDOW_MINUTES: int(15),
  /** Requests per minute and IP to unknown routes (404). */
  NOT_FOUND_MAX_PER_MINUTE: int(30),
  CLUB_URL: v.optional(v.pipe(nonEmpty, v.url()), 'https://club.mutuadigital.example/area-cliente'),
  /** Behind a load balancer: trust X-Forwarded-For for the client IP used in throttling. */
  TRUST_PROXY: bool(false),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Payment gateway: base URL of its payment page (default: the local test gateway). */
  PAYMENT_GATEWAY_URL: v.optional(v.pipe(nonEmpty, v.url())),
  /** HMAC-SHA256 key shared with the gateway; required in production. */
  PAYMENT_GATEWAY_SECRET: v.optional(v.pipe(nonEmpty, v.minLength(32))),
  /** Where the local test gateway posts its notification (default: this server's own address). */
  PAYMENT_NOTIFY_URL: v.optional(v.pipe(nonEmpty, v.url())),
  /** Under-pressure: past this event-loop delay or heap, requests get 503 (health/live excepted). */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: int(1000),
  PRESSURE_MAX_HEAP_MB: int(1536),
  /** On SIGTERM: readiness 503 and connections closed after each answer for this long, then stop listening. */
  SHUTDOWN_DRAIN_MS: int(5000, 0),
  /** On SIGTERM: the process exits after this long even if requests are still running. */
  SHUTDOWN_TIMEOUT_MS: int(20000),
  /** Prometheus /metrics on this port (separate from the public one); off when unset. */
  METRICS_PORT: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

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
  sessionIdleMs: number;
  sessionMaxMs: number;
  login: { maxPerAccount: number; maxPerIp: number; windowMs: number };
  notFoundMaxPerMinute: number;
  clubUrl: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  payment: PaymentConfig;
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  shutdown: { drainMs: number; timeoutMs: number };
  /** undefined: no metrics endpoint. */
  metricsPort: number | undefined;
}

export interface PaymentConfig {
  /** The payment URL handed to the browser always starts with this base. */
  gatewayUrl: string;
  /** HMAC-SHA256 key that signs payment requests and the gateway's notifications. */
  secret: string;
  /** undefined: the test gateway notifies the address this server listens on. */
  notifyUrl: string | undefined;
  /** Serve the local test gateway (demo mode only). */
  testGateway: boolean;
}

/** Path of the local test gateway's payment page. */
export const TEST_GATEWAY_PATH = '/pasarela-pruebas/';

function paymentConfig(e: Env): PaymentConfig {
  if (!e.DEMO && !e.PAYMENT_GATEWAY_SECRET)
    throw new Error('PAYMENT_GATEWAY_SECRET is required outside demo mode');
  return {
    gatewayUrl: e.PAYMENT_GATEWAY_URL ?? `http://localhost:${e.PORT}${TEST_GATEWAY_PATH}`,
    // Without a configured key a fresh one per process: fine for the in-process test gateway.
    secret: e.PAYMENT_GATEWAY_SECRET ?? randomBytes(32).toString('base64url'),
    notifyUrl: e.PAYMENT_NOTIFY_URL,
    testGateway: e.DEMO,
  };
}

/** Only what the database commands need (`pnpm db:migrate`, `pnpm db:seed`). */
export function databaseFromEnv(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(v.pick(EnvSchema, ['DEMO', 'DATA_DIR', 'DATABASE_URL']), env);
  return { demo: e.DEMO, dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL };
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
  return {
    demo: e.DEMO,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    deployDir: e.DEPLOY_DIR,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    login: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    notFoundMaxPerMinute: e.NOT_FOUND_MAX_PER_MINUTE,
    clubUrl: e.CLUB_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    payment: paymentConfig(e),
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_MB * 1024 * 1024,
    },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsPort: e.METRICS_PORT,
  };
}

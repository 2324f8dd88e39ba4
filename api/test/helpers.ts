import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { telefonosAsistenciaFromEnv } from '../src/config/telefonos-asistencia';
import { linksFromEnv } from '../src/config/links';
import { openDb, type Db } from '../src/db';
import type { Clock } from '../src/lib/clock';

export const API = '/produccion/rest/v1/ac';
const PASSWORD = 'Demo2024';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    demo: true,
    port: 0,
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: undefined,
    deployDir: undefined,
    remotesInBucket: false,
    llavesPara: 'peticion',
    sessionIdleMs: 15 * 60_000,
    sessionMaxMs: 8 * 3_600_000,
    login: { maxPerAccount: 5, maxPerIp: 50, windowMs: 15 * 60_000 },
    notFoundMaxPerMinute: 30,
    rumMaxPerMinute: 30,
    uploadsInFlight: 3,
    trustProxyHops: 0,
    logLevel: 'silent',
    // Hundreds of logins at scrypt's 2^17 cost minutes; what a hash protects is tested at any cost.
    passwordHashCost: 10,
    payment: {
      gatewayUrl: 'https://pasarela.example.com/pago/',
      secret: 'test-secret-for-payment-signatures-0123456789',
      notifyUrl: undefined,
      testGateway: true,
    },
    sms: undefined,
    email: undefined,
    avisos: { areaUrl: 'https://area.example.com/area-cliente/', intervaloMs: 0 },
    // Off, as in the demo: a busy CI machine (PGlite runs on the event loop) must not shed a test's
    // requests with 503s; config.test.ts checks the production thresholds.
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    shutdown: { drainMs: 0, timeoutMs: 5000 },
    metricsPort: undefined,
    metricsHost: '127.0.0.1',
    links: linksFromEnv({}, true),
    telefonosAsistencia: telefonosAsistenciaFromEnv({}, true),
    sepa: { creditorId: 'ES04ZZZA28000032', creditorName: 'Mutua Horizonte Seguros' },
    checkAnswers: true,
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * A fresh empty database: in-memory PGlite, or, when DATABASE_URL is set (`pnpm test:api`), a
 * new database on that PostgreSQL server, dropped by `drop`.
 */
export async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({});
    return { db, drop: () => db.close() };
  }
  const name = `ac_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE ${name}`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close: () => Promise<void>;
}

/** Builds the app on a fresh database (migrated and seeded by buildApp), its clock at `now`. */
export async function startApp(overrides: Partial<AppConfig> = {}, now = new Date()): Promise<TestApp> {
  const { db, drop } = await freshDb();
  const clock = new TestClock(now.getTime());
  const app = await buildApp(testConfig(overrides), { db, clock, logger: false });
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export function login(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/user/auth`,
    payload: { username, password },
    remoteAddress,
  });
}

export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const res = await login(app, username);
  const body = res.json<{ codigo: number; data: { token: string } }>();
  if (body.codigo !== 0) throw new Error(`login failed for ${username}: ${res.body}`);
  return body.data.token;
}

export function get(app: FastifyInstance, path: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${API}${path}`, headers: token ? { 'auth-token': token } : {} });
}

/** The same string with its last character swapped for a different one, so the change is never a no-op. */
export function alterLastChar(value: string): string {
  const last = value.slice(-1);
  return `${value.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

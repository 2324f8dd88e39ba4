import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { telefonosAsistenciaFromEnv } from '../src/config/telefonos-asistencia';
import { linksFromEnv } from '../src/config/links';
import { mapaFromEnv } from '../src/config/mapa';
import { migrate, openDb, type Db } from '../src/db';
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
    mapa: mapaFromEnv({}, true),
    estudio: { urlPublica: 'http://localhost', cookieSegura: false, oidc: undefined, intervaloMs: 0 },
    sepa: { creditorId: 'ES04ZZZA28000032', creditorName: 'Mutua Horizonte Seguros' },
    checkAnswers: true,
    ...overrides,
  };
}

/**
 * Two connections to one fresh, empty database, as two API instances have: on PostgreSQL
 * (DATABASE_URL) two pools; on PGlite (one connection) the same database twice.
 */
export async function twoConnections(): Promise<{ dbs: [Db, Db]; drop: () => Promise<void> }> {
  const PG = process.env.DATABASE_URL;
  if (!PG) {
    const db = await openDb({});
    return { dbs: [db, db], drop: () => db.close() };
  }
  const name = `ac_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG);
  url.pathname = `/${name}`;
  const a = await openDb({ databaseUrl: url.toString() });
  const b = await openDb({ databaseUrl: url.toString() });
  return {
    dbs: [a, b],
    drop: async () => {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`DROP DATABASE ${name}`);
      await c.end();
    },
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
 * A fresh database: in-memory PGlite, or, when DATABASE_URL is set (`pnpm test:api`), a new database
 * on that PostgreSQL server, dropped by `drop`. Empty, or `migrated`: copied from a template this
 * process migrated once (PGlite: an empty cluster and every migration took about 3 s a database,
 * PostgreSQL about 0.8 s).
 */
export async function freshDb({ migrated = false } = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({ from: migrated ? await pgliteTemplate() : undefined });
    return { db, drop: () => db.close() };
  }
  const name = `ac_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${await postgresTemplate(serverUrl)}` : ''}`,
  );
  const db = await openDb({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    db,
    drop: async () => {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE ${name}`);
    },
  };
}

let pgliteTemplateDump: Promise<Blob> | undefined;
let postgresTemplateName: Promise<string> | undefined;

function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateDump ??= (async () => {
    const db = await openDb({});
    await migrate(db);
    const dump = await db.dump!();
    await db.close();
    return dump;
  })();
  return pgliteTemplateDump;
}

function postgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `ac_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const db = await openDb({ databaseUrl: databaseUrl(serverUrl, name) });
    await migrate(db);
    // A template must have no connections while it is copied.
    await db.close();
    return name;
  })();
  return postgresTemplateName;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close: () => Promise<void>;
}

/** Builds the app on a fresh migrated database (seeded by buildApp), its clock at `now`. */
export async function startApp(overrides: Partial<AppConfig> = {}, now = new Date()): Promise<TestApp> {
  const { db, drop } = await freshDb({ migrated: true });
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

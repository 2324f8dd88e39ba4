import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from './production-env';

/**
 * The API started from source the way production starts it (no DEMO): no dev route, no test
 * gateway, no demo customer; and no start at all without the real providers.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const PORT = 8401;
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/produccion/rest/v1/ac`;

let dir: string;
const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATA_DIR: join(dir, 'pglite'),
  DEPLOY_DIR: join(dir, 'deploy'),
  LOG_LEVEL: 'warn',
  ...extra,
});
const PRODUCTION = { PORT: String(PORT), HOST: '127.0.0.1', ...PRODUCTION_ENV };

// It ignores DATABASE_URL (its own PGlite folder), so the PostgreSQL run of the API tests skips it.
describe.skipIf(process.env.DATABASE_URL !== undefined)('a production start', { tags: ['engine'] }, () => {
  let server: ReturnType<typeof spawn> | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ac-produccion-'));
    const migrated = spawnSync(TSX, [join(ROOT, 'api/src/db-migrate.ts')], { env: env(), encoding: 'utf8' });
    expect(migrated.status, migrated.stderr).toBe(0);
    server = spawn(TSX, [join(ROOT, 'api/src/server.ts')], { env: env(PRODUCTION), stdio: 'ignore' });
    for (let i = 0; i < 240; i++) {
      if ((await fetch(`${BASE}/health/live`).catch(() => null))?.ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the production server did not start');
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves no SMS outbox, no test gateway and no demo customer', async () => {
    expect((await fetch(`${API}/dev/sms-outbox?telefono=612345678`)).status).toBe(404);
    expect((await fetch(`${API}/dev/demo-reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${API}/dev/siniestros/SIN-0000104/estado`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${BASE}/pasarela-pruebas/`)).status).toBe(404);
    const login = await fetch(`${API}/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '12345678Z', password: 'Demo2024' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(await login.json()).toMatchObject({
      codigo: 1000,
      mensaje: 'El NIF/CIF/NIE o la contraseña no son correctos',
    });
  });

  it('refuses to start without the real providers, naming every missing setting', () => {
    const run = spawnSync(TSX, [join(ROOT, 'api/src/server.ts')], {
      env: env({ PORT: String(PORT + 1) }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET, SMS_HTTP_URL, SMTP_URL, SMTP_FROM, AREA_CLIENTE_URL, SEPA_CREDITOR_ID, MARCA_RAZON_SOCIAL, ASISTENCIA_URL, ASISTENCIA_TOKEN, ESTUDIO_OIDC_EMISOR, ESTUDIO_OIDC_CLIENTE, ESTUDIO_OIDC_SECRETO, ESTUDIO_URL_PUBLICA, TARIFICADOR_URL, TARIFICADOR_TOKEN',
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

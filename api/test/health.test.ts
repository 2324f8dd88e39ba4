import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

const deployDir = mkdtempSync(join(tmpdir(), 'ac-health-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(deployDir, 'remotes.json'), '{"remotes":{}}');
  t = await startApp({ deployDir });
});
afterAll(async () => {
  await t.close();
  rmSync(deployDir, { recursive: true, force: true });
});

const ready = () => t.app.inject({ method: 'GET', url: '/health/ready' });

describe('health', () => {
  it('is live and ready on a current schema with a readable deploy manifest', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect((await ready()).json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the deploy manifest is unreadable', async () => {
    writeFileSync(join(deployDir, 'remotes.json'), '{"remotes":');
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready', failed: ['deployManifest'] });
    writeFileSync(join(deployDir, 'remotes.json'), '{"remotes":{}}');
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready while a migration is pending', async () => {
    const [last] = await t.db.query<{ version: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
    );
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready', failed: ['schema'] });
    await t.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last!.version]);
  });

  it('once draining: readiness 503 and every answer closes its connection', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(before.headers.connection).not.toBe('close');
    t.app.startDraining();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});

describe('an instance whose remotes live in a bucket (DEPLOY_TARGET=s3://…)', () => {
  it('is ready without remotes.json in its folder and still hints remotes.json on the page', async () => {
    const shellOnly = mkdtempSync(join(tmpdir(), 'ac-health-bucket-'));
    writeFileSync(join(shellOnly, 'index.html'), '<!doctype html><head><title>Área Cliente</title></head>');
    const bucket = await startApp({ deployDir: shellOnly, remotesInBucket: true });
    try {
      expect((await bucket.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
        status: 'ready',
      });
      const page = await bucket.app.inject({ method: 'GET', url: '/area-cliente/ofertas' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<link rel="preload" href="/area-cliente/remotes.json" as="fetch" crossorigin fetchpriority="low"></head>',
      );
    } finally {
      await bucket.close();
      rmSync(shellOnly, { recursive: true, force: true });
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
let deployDir: string;

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-deploy-'));
  const remote = join(deployDir, 'remotes', 'remote_offers', '20261122-101500-ab12cd');
  await mkdir(remote, { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Área Cliente</title>',
    'main.3f9a1c2b7d.js': 'console.log(1)',
    'remotes.json': '{"remotes":{}}',
    'config.json': '{}',
    'sw.js': '',
    'manifest.webmanifest': '{}',
    'icon-192.png': 'png',
    [join(remote, 'mf-manifest.json')]: '{}',
    [join(remote, 'remoteEntry.js')]: '',
    [join(remote, '__federation_expose_app.js')]: '',
  };
  for (const [name, body] of Object.entries(files)) {
    await writeFile(name.startsWith('/') ? name : join(deployDir, name), body);
  }
  t = await startApp({ deployDir, notFoundMaxPerMinute: 5 });
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const REMOTE = '/area-cliente/remotes/remote_offers/20261122-101500-ab12cd';

describe('front-end serving', () => {
  it('revalidates files whose names do not change between releases', async () => {
    for (const url of [
      '/area-cliente/',
      '/area-cliente/remotes.json',
      '/area-cliente/config.json',
      '/area-cliente/sw.js',
      '/area-cliente/manifest.webmanifest',
      `${REMOTE}/mf-manifest.json`,
      `${REMOTE}/remoteEntry.js`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed and versioned files for good', async () => {
    for (const url of ['/area-cliente/main.3f9a1c2b7d.js', `${REMOTE}/__federation_expose_app.js`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/area-cliente/icon-192.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers app routes with index.html (history mode) and missing files with 404', async () => {
    for (const url of [
      '/area-cliente/inicio',
      '/area-cliente/polizaAutos/200001',
      '/area-cliente/login?x=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Área Cliente');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of [
      '/area-cliente/missing.js',
      `${REMOTE}/nope`,
      '/area-cliente/remotes/remote_x/1/mf-manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ codigo: 1000, data: null });
    }
  });

  it('redirects the root to the app and sends security headers', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/area-cliente/');
    const res = await get('/area-cliente/');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('rate-limits unknown routes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await t.app.inject({ url: `/probe-${i}`, remoteAddress: '10.1.1.1' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });
});

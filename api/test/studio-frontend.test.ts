import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
let deployDir: string;
const PAGE =
  '<!doctype html><html lang=es><head><title>Estudio de campañas</title></head><body><div id=root></div></body></html>';

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-deploy-studio-'));
  await mkdir(join(deployDir, 'estudio'), { recursive: true });
  await writeFile(join(deployDir, 'index.html'), '<!doctype html><title>Área Cliente</title>');
  await writeFile(join(deployDir, 'estudio', 'index.html'), PAGE);
  await writeFile(join(deployDir, 'estudio', 'main.0a1b2c3d4e.js'), 'console.log(1)');
  t = await startApp({ deployDir });
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("marketing's studio page", () => {
  it('is served at /estudio/ and its screens, revalidated, with a policy that allows nothing inline', async () => {
    for (const url of ['/estudio/', '/estudio/borradores/3', '/estudio/auditoria']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
    }
    expect((await get('/estudio')).headers.location).toBe('/estudio/');
  });

  it('serves its hashed files for good, and none of them from the area', async () => {
    const res = await get('/estudio/main.0a1b2c3d4e.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/area-cliente/estudio/main.0a1b2c3d4e.js')).statusCode).toBe(404);
    expect((await get('/area-cliente/estudio/index.html')).statusCode).toBe(404);
  });

  it('never answers an unknown API or sign-in path with the page', async () => {
    for (const url of ['/estudio/api/no-existe', '/estudio/auth/no-existe', '/estudio/falta.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Estudio de campañas');
    }
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

// The page's CSP allows no inline style but the brand's, by hash, and images only from
// this origin, data:, blob: and the logo's host.
const marca = (logo: string) => ({
  marca: {
    nombre: 'Mutua Horizonte',
    razonSocial: 'Mutua Horizonte Seguros',
    logo,
    colorPrimario: '#0b5c8e',
    colorPrimarioOscuro: '#084466',
    colorAcento: '#1b6e46',
  },
});

let t: TestApp;
let deployDir: string;
beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-page-csp-'));
  await writeFile(join(deployDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(join(deployDir, 'config.json'), JSON.stringify(marca('https://cdn.example.com/logo.svg')));
  t = await startApp({ deployDir });
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

const policy = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

describe("the page's content security policy", () => {
  it("allows the brand's <style> by its hash, and the logo's origin for images", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/area-cliente/login' });
    expect(res.statusCode).toBe(200);
    const style = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(style).toContain('--ac-color-primary:#0b5c8e');
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('keeps the strict policy everywhere else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/area-cliente/config.json' });
    const csp = policy(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("allows the roadside map's tile server, beside the logo's origin", async () => {
    const conTeselas = await startApp({
      deployDir,
      mapa: { teselas: 'https://teselas.example.com/osm/{z}/{x}/{y}.png', atribucion: '© OpenStreetMap' },
    });
    try {
      const res = await conTeselas.app.inject({ method: 'GET', url: '/area-cliente/asistencia/AS-7KQ4M9PX' });
      expect(policy(res.headers['content-security-policy'])['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.example.com',
        'https://teselas.example.com',
      ]);
    } finally {
      await conTeselas.close();
    }
  });

  it('adds no origin for a logo of this origin', async () => {
    await writeFile(join(deployDir, 'config.json'), JSON.stringify(marca('/area-cliente/marca/logo.svg')));
    const res = await t.app.inject({ method: 'GET', url: '/area-cliente/inicio' });
    expect(policy(res.headers['content-security-policy'])['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

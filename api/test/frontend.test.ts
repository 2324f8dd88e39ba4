import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
const BIG_SCRIPT = `console.log(${JSON.stringify('compressible '.repeat(300))});`;
let deployDir: string;
const CAMPAIGN = 'campaigns/20261123-100000-0a1b2c3d';

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-deploy-'));
  const remote = join(deployDir, 'remotes', 'remote_offers', '20261122-101500-ab12cd');
  await mkdir(remote, { recursive: true });
  await mkdir(join(deployDir, CAMPAIGN), { recursive: true });
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><html><head><title>Área Cliente</title></head><body>${SKELETON}</body></html>`,
    'main.3f9a1c2b7d.js': 'console.log(1)',
    'remotes.json': JSON.stringify({
      remotes: {
        remote_offers: {
          version: '20261122-101500-ab12cd',
          entry: `/area-cliente/remotes/remote_offers/20261122-101500-ab12cd/mf-manifest.json`,
          needs: { kernel: '^1.0.0', react: '19.3.1' },
          routes: [
            { path: 'inicio', screen: 'inicio', layout: 'main' },
            { path: 'sorteos/:id', screen: 'sorteo', layout: 'main' },
          ],
        },
        // Built for a kernel the live shell lacks: the shell will not load it.
        remote_claims: {
          version: '20261122-110000-ef56ab',
          entry: `/area-cliente/remotes/remote_claims/20261122-110000-ef56ab/mf-manifest.json`,
          needs: { kernel: '^2.0.0', react: '19.3.1' },
          routes: [{ path: 'siniestros', screen: 'siniestros', heading: 'Tus siniestros', layout: 'access' }],
        },
        remote_auth: {
          version: '20261122-090000-cd34ef',
          entry: `/area-cliente/remotes/remote_auth/20261122-090000-cd34ef/mf-manifest.json`,
          needs: { kernel: '^1.0.0', react: '19.3.1' },
          routes: [
            { path: 'login', screen: 'login', public: true, heading: 'Accede a <tu> área', layout: 'access' },
            { path: 'nif', screen: 'nif', public: true, layout: 'access' },
            { path: 'clave', screen: 'clave', public: true, layout: 'main' },
          ],
        },
      },
    }),
    'big.0a1b2c3d4e.js': BIG_SCRIPT,
    'big.0a1b2c3d4e.js.br': brotliCompressSync(BIG_SCRIPT),
    'big.0a1b2c3d4e.js.gz': gzipSync(BIG_SCRIPT),
    'config.json': '{}',
    'contract.json': JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }),
    'sw.js': '',
    'manifest.webmanifest': '{}',
    'icon-192.png': 'png',
    [join(remote, 'mf-manifest.json')]: JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './app',
          assets: {
            js: { sync: ['__federation_expose_app.js'], async: ['9.later.js'] },
            css: { sync: ['app.1234abcd.css'], async: [] },
          },
        },
      ],
    }),
    [join(remote, 'remoteEntry.js')]: '',
    'campaign.json': JSON.stringify({ version: '20261123-100000-0a1b2c3d' }),
    [join(CAMPAIGN, 'campana.json')]: '{}',
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

// The frame of the shell's index.html the server adapts to the route, as tools/page/shell-page.js
// writes its slots (minified: attribute quotes dropped where it can).
const SKELETON =
  '<div class="ac-layout shell-skeleton" data-layout=main><main>' +
  '<section class="ac-card"><h1 class="ac-card__title shell-skeleton__heading"></h1></section></main></div>';

const get = (url: string) => t.app.inject({ method: 'GET', url });
const REMOTE = '/area-cliente/remotes/remote_offers/20261122-101500-ab12cd';

describe('front-end serving', () => {
  it('revalidates only what decides which code runs: the page, remotes.json, config.json, sw.js', async () => {
    for (const url of [
      '/area-cliente/',
      '/area-cliente/remotes.json',
      '/area-cliente/config.json',
      '/area-cliente/sw.js',
      // The live campaign pointer: a publish shows on the next page load.
      '/area-cliente/campaign.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed and versioned files for good', async () => {
    // A published remote version never changes: its entry and manifest are as immutable as its chunks.
    for (const url of [
      '/area-cliente/main.3f9a1c2b7d.js',
      `${REMOTE}/__federation_expose_app.js`,
      `${REMOTE}/remoteEntry.js`,
      `${REMOTE}/mf-manifest.json`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/area-cliente/icon-192.png', '/area-cliente/manifest.webmanifest']) {
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=3600');
    }
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
    // No inline styles nor images from any https host.
    expect(res.headers['content-security-policy']).toContain("style-src 'self';");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
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

describe('compression and preload hints', () => {
  const getWith = (url: string, encoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends the precompressed sibling a client accepts, with the cache rule of the original', async () => {
    const br = await getWith('/area-cliente/big.0a1b2c3d4e.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect((await getWith('/area-cliente/big.0a1b2c3d4e.js', 'gzip')).headers['content-encoding']).toBe(
      'gzip',
    );
    const plain = await getWith('/area-cliente/big.0a1b2c3d4e.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses API JSON over 1 KiB and leaves smaller answers as they are', async () => {
    const big = await getWith('/area-cliente/remotes.json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('remotes');
    const small = await getWith('/produccion/rest/no-such-endpoint', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("announces remotes.json and the route's remote entry, app chunk and styles in the page, at low priority", async () => {
    const page = (await get('/area-cliente/inicio')).body;
    const base = '/area-cliente/remotes/remote_offers/20261122-101500-ab12cd';
    expect(page).toContain(
      '<link rel="preload" href="/area-cliente/remotes.json" as="fetch" crossorigin fetchpriority="low">',
    );
    // The shell loads remoteEntry.js directly: preloading the manifest would be a wasted download.
    expect(page).not.toContain(`${base}/mf-manifest.json`);
    expect(page).toContain(
      `<link rel="preload" href="${base}/remoteEntry.js" as="script" fetchpriority="low">`,
    );
    expect(page).toContain(
      `<link rel="preload" href="${base}/__federation_expose_app.js" as="script" fetchpriority="low">`,
    );
    expect(page).toContain(
      `<link rel="preload" href="${base}/app.1234abcd.css" as="style" fetchpriority="low">`,
    );
    expect(page).not.toContain('9.later.js');
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    // A parameterised route of the same remote gets the same hints; another app route gets none of them.
    expect((await get('/area-cliente/sorteos/7')).body).toContain(`${base}/remoteEntry.js`);
    expect((await get('/area-cliente/login')).body).not.toContain('remote_offers');
  });

  it('gives no hints nor heading for a remote the live shell will not load', async () => {
    const page = (await get('/area-cliente/siniestros')).body;
    expect(page).not.toContain('remote_claims');
    expect(page).not.toContain('Tus siniestros');
    expect(page).toContain('data-layout=main>');
  });

  it("paints the route's layout frame and declared heading before any script", async () => {
    const login = (await get('/area-cliente/login')).body;
    expect(login).toContain('data-layout=access>');
    expect(login).toContain(
      '<h1 class="ac-card__title shell-skeleton__heading">Accede a &lt;tu&gt; área</h1>',
    );
    // An access route without a heading keeps the card's heading empty (hidden by the shell's CSS).
    const nif = (await get('/area-cliente/nif')).body;
    expect(nif).toContain('data-layout=access>');
    expect(nif).toContain('shell-skeleton__heading"></h1>');
    // A declared layout wins over `public`; logged-in routes and unknown ones keep the main frame.
    for (const url of ['/area-cliente/clave', '/area-cliente/inicio', '/area-cliente/no-existe']) {
      expect((await get(url)).body).toContain('data-layout=main>');
    }
  });
});

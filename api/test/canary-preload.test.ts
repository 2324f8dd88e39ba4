import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadLinks, servedRoute } from '../src/plugins/route-preload';
import { startApp, type TestApp } from './helpers';

// A remote with a canary live: the page must never make a browser download both of its builds.
const STABLE = '20261126-010000-aaaaaaaa';
const CANARY = '20261126-020000-bbbbbbbb';
const ROUTES = [
  { path: 'ofertas', screen: 'ofertas', layout: 'main' },
  { path: 'bienvenida', screen: 'bienvenida', layout: 'access', heading: 'Hola' },
];
const build = (name: string, version: string, routes = ROUTES) => ({
  version,
  entry: `/area-cliente/remotes/${name}/${version}/mf-manifest.json`,
  needs: { kernel: '^1.0.0', react: '19.3.1' },
  routes,
});
const MF_MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['app.js'] }, css: { sync: [] } } }],
});

let deployDir: string;
let t: TestApp;

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-canary-preload-'));
  for (const [name, version] of [
    ['remote_offers', STABLE],
    ['remote_offers', CANARY],
    ['remote_claims', STABLE],
  ] as const) {
    await mkdir(join(deployDir, 'remotes', name, version), { recursive: true });
    await writeFile(join(deployDir, 'remotes', name, version, 'mf-manifest.json'), MF_MANIFEST);
  }
  const canary = {
    ...build('remote_offers', CANARY, [ROUTES[0]!, { ...ROUTES[1]!, heading: 'Hola de nuevo' }]),
    percent: 50,
    since: '2026-11-26T02:00:00.000Z',
  };
  await writeFile(
    join(deployDir, 'remotes.json'),
    JSON.stringify({
      remotes: {
        remote_offers: { ...build('remote_offers', STABLE), canary },
        remote_claims: build('remote_claims', STABLE, [{ path: 'siniestros', screen: 's', layout: 'main' }]),
      },
    }),
  );
  await writeFile(join(deployDir, 'contract.json'), JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }));
  await writeFile(
    join(deployDir, 'index.html'),
    '<!doctype html><html><head><title>Área Cliente</title></head><body></body></html>',
  );
  await writeFile(join(deployDir, 'config.json'), '{}');
  t = await startApp({ deployDir });
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

describe('preload hints while a canary is live', () => {
  it('announce neither build of the canaried remote, only remotes.json', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/area-cliente/ofertas' })).body;
    expect(page).toContain('href="/area-cliente/remotes.json"');
    expect(page).not.toContain('remotes/remote_offers/');
    // Whatever the browser's cookies say: the server does not pick its cohort.
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/area-cliente/ofertas',
      headers: { cookie: 'ac_canary_bucket=1' },
    });
    expect(withCookie.body).not.toContain('remotes/remote_offers/');
  });

  it('still announce the builds of remotes without a canary', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/area-cliente/siniestros' })).body;
    expect(page).toContain(`/area-cliente/remotes/remote_claims/${STABLE}/remoteEntry.js`);
  });

  it('keep the skeleton only where both builds paint the same frame', () => {
    const same = servedRoute(deployDir, 'ofertas');
    expect(same).toMatchObject({ remote: 'remote_offers', canaryLive: true });
    expect(preloadLinks(deployDir, '/area-cliente/', same)).toHaveLength(1);
    // The canary changed the route's heading: no skeleton heading the canary cohort would see replaced.
    expect(servedRoute(deployDir, 'bienvenida')).toBeUndefined();
  });
});

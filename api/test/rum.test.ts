import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { RUM_MAX_BODY_BYTES, type RumBatch } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../src/plugins/metrics';
import { purgeExpired } from '../src/repositories/retention';
import { clientKey, issueBeacon } from '../src/repositories/rum-clientes';
import { countedVersion, deployedVersions, OTHER_VERSION } from '../src/rum/versions';
import { API, startApp, type TestApp } from './helpers';

const RUM = `${API}/telemetria/rum`;
let t: TestApp;
let server: Server;
let base: string;
let ip = 0;
/** RUM_MAX_PER_MINUTE for this app: the route reads the setting, not a constant. */
const RUM_MAX_PER_MINUTE = 12;

/** Each test's batches come from their own address, so the per-IP budget is the test's own. */
const nextIp = () => `198.51.100.${++ip}`;

/** One page load per address, its batches numbered in turn, as the shell sends them. */
const pageLoads = new Map<string, { baliza: string; seq: number }>();
async function pageLoadOf(address: string) {
  let load = pageLoads.get(address);
  if (!load) {
    const who = { cliente: await clientKey(t.db, `ip:${address}`), conSesion: false };
    load = { baliza: await issueBeacon(t.db, who, new Date(t.clock.now().getTime() + 3_600_000)), seq: 0 };
    pageLoads.set(address, load);
  }
  return load;
}

/** Sends signals as the address's page load would: under its beacon, each batch with the next number. */
const send = async (payload: unknown, remoteAddress = nextIp()) => {
  const load = await pageLoadOf(remoteAddress);
  const body = { baliza: load.baliza, seq: load.seq++, ...(payload as object) };
  return t.app.inject({ method: 'POST', url: RUM, payload: body, remoteAddress });
};

type Signals = Omit<RumBatch, 'baliza' | 'seq'>;
const batch = (over: Partial<Signals> = {}): Signals => ({
  views: [
    { route: 'polizaAutos/:idPoliza', remote: 'remote_portfolio', version: '1.4.0' },
    { route: 'cliente', remote: 'remote_portfolio', version: '1.4.0' },
    { route: 'inicio', remote: 'remote_offers', version: '2.0.0' },
  ],
  failures: [
    { kind: 'carga', remote: 'remote_offers', version: '2.0.0' },
    { kind: 'seccion', remote: 'remote_portfolio', version: '1.4.0' },
  ],
  vitals: [
    { metric: 'LCP', value: 1800, remote: 'remote_portfolio', version: '1.4.0' },
    { metric: 'INP', value: 120, remote: 'remote_portfolio', version: '1.4.0' },
    { metric: 'TTFB', value: 300, remote: 'remote_portfolio', version: '1.4.0' },
    { metric: 'CLS', value: 0.02, remote: 'remote_portfolio', version: '1.4.0' },
  ],
  ...over,
});

/** The client figures of a version seen by `n` anonymous clients, `failing` of them with a failure. */
const clients = (n: number, failing = 0) => ({ clients: n, signedInClients: 0, failingClients: failing });
const oneClient = (failing: number) => clients(1, failing);

const analysis = async (remote: string, since = new Date(t.clock.now().getTime() - 3_600_000)) => {
  const res = await fetch(`${base}/rum/remotes/${remote}?since=${since.toISOString()}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  t = await startApp({ rumMaxPerMinute: RUM_MAX_PER_MINUTE });
  server = await startMetricsServer(t.app, 0);
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('real-user signals', () => {
  it('a valid batch shows on /metrics by remote and version, and in the analysis', async () => {
    expect((await send(batch())).statusCode).toBe(200);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('rum_page_views_total{remote="remote_portfolio",version="1.4.0"} 2');
    expect(text).toContain('rum_load_failures_total{remote="remote_offers",version="2.0.0"} 1');
    expect(text).toContain('rum_boundary_errors_total{remote="remote_portfolio",version="1.4.0"} 1');
    expect(text).toContain('rum_lcp_seconds_bucket{le="2",remote="remote_portfolio",version="1.4.0"} 1');
    expect(text).toContain('rum_inp_seconds_count{remote="remote_portfolio",version="1.4.0"} 1');
    expect(text).toContain('rum_ttfb_seconds_count{remote="remote_portfolio",version="1.4.0"} 1');
    expect(text).toContain('rum_cls_count{remote="remote_portfolio",version="1.4.0"} 1');

    const { status, body } = await analysis('remote_portfolio');
    expect(status).toBe(200);
    expect(body).toEqual({
      remote: 'remote_portfolio',
      versions: [
        {
          version: '1.4.0',
          pageViews: 2,
          errors: 1,
          loadFailures: 0,
          lcpP75: 1875,
          inpP75: 138,
          ...oneClient(1),
        },
      ],
    });
    expect((await analysis('remote_offers')).body).toEqual({
      remote: 'remote_offers',
      versions: [
        {
          version: '2.0.0',
          pageViews: 1,
          errors: 1,
          loadFailures: 1,
          lcpP75: null,
          inpP75: null,
          ...oneClient(1),
        },
      ],
    });
  });

  it('batches from any instance add up in the database, per version', async () => {
    const canary = batch({
      views: [{ route: 'recibo/:idRecibo', remote: 'remote_receipts', version: '3.1.0-canary' }],
      failures: [],
      vitals: [{ metric: 'LCP', value: 900, remote: 'remote_receipts', version: '3.1.0-canary' }],
    });
    const stable = batch({
      views: [{ route: 'recibo/:idRecibo', remote: 'remote_receipts', version: '3.0.0' }],
      failures: [],
      vitals: [],
    });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => send(canary)),
      ...Array.from({ length: 10 }, () => send(stable)),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { body } = await analysis('remote_receipts');
    expect(body.versions).toEqual([
      {
        version: '3.0.0',
        pageViews: 10,
        errors: 0,
        loadFailures: 0,
        lcpP75: null,
        inpP75: null,
        ...clients(10),
      },
      {
        version: '3.1.0-canary',
        pageViews: 10,
        errors: 0,
        loadFailures: 0,
        lcpP75: 875,
        inpP75: null,
        ...clients(10),
      },
    ]);
    // Minutes before `since` are left out.
    expect((await analysis('remote_receipts', new Date(t.clock.now().getTime() + 120_000))).body).toEqual({
      remote: 'remote_receipts',
      versions: [],
    });
  });

  it('a malformed batch is refused with 400, says which field, and records nothing', async () => {
    const rumLines = async () =>
      (await t.app.metrics.registry.metrics()).split('\n').filter((l) => l.startsWith('rum_'));
    const before = await rumLines();
    const cases: unknown[] = [
      { views: [], failures: [] },
      batch({ views: [{ route: 'polizaAutos/1234567', remote: 'remote_portfolio', version: '1.4.0' }] }),
      batch({ views: [{ route: '/area-cliente/cliente?x=1', remote: 'remote_portfolio', version: '1' }] }),
      batch({ views: [{ route: 'cliente', remote: 'remote_nuevo', version: '1.0.0' }] as never }),
      batch({ views: [{ route: 'cliente', remote: 'remote_portfolio', version: '1.0.0 <script>' }] }),
      batch({ vitals: [{ metric: 'LCP', value: -1, remote: 'remote_portfolio', version: '1.4.0' }] }),
      batch({ vitals: [{ metric: 'CLS', value: 5000, remote: 'remote_portfolio', version: '1.4.0' }] }),
      batch({
        vitals: [{ metric: 'FID', value: 10, remote: 'remote_portfolio', version: '1.4.0' }] as never,
      }),
      { ...batch(), nif: '12345678Z' },
      { ...batch(), url: 'https://example.com/area-cliente/polizaAutos/77' },
      batch({
        views: [{ route: 'cliente', remote: 'remote_portfolio', version: '1.4.0', ip: '10.0.0.1' }] as never,
      }),
      batch({ views: Array.from({ length: 31 }, () => batch().views[0]!) }),
    ];
    for (const payload of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 1000, data: null });
      expect(res.json<{ mensaje: string }>().mensaje).toMatch(/^Los datos de medición no son válidos/);
    }
    expect((await send({ ...batch(), nif: '12345678Z' })).json()).toMatchObject({
      mensaje: 'Los datos de medición no son válidos (campo nif).',
    });
    expect(await rumLines()).toEqual(before);
    expect((await analysis('remote_claims')).body).toEqual({ remote: 'remote_claims', versions: [] });
  });

  it('an oversized batch is refused with 413 before it is read', async () => {
    const padded = JSON.stringify(batch()).replace(
      '"views"',
      `"pad":"${'x'.repeat(RUM_MAX_BODY_BYTES)}","views"`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: RUM,
      payload: padded,
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      codigo: 1000,
      mensaje: 'Los datos de medición ocupan más de 16 KB.',
      data: null,
    });
  });

  it('counts at most RUM_MAX_PER_MINUTE batches per client IP and minute, in the database', async () => {
    const address = nextIp();
    const answers = await Promise.all(
      Array.from({ length: RUM_MAX_PER_MINUTE + 5 }, () =>
        send(
          batch({
            views: [{ route: 'sorteos', remote: 'remote_offers', version: '9.9.9' }],
            failures: [],
            vitals: [],
          }),
          address,
        ),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ mensaje: 'Demasiadas peticiones. Inténtalo más tarde.' });
    const offers = (await analysis('remote_offers')).body.versions as {
      version: string;
      pageViews: number;
    }[];
    expect(offers.find((v) => v.version === '9.9.9')?.pageViews).toBe(RUM_MAX_PER_MINUTE);
    // Another browser still counts.
    expect((await send(batch(), nextIp())).statusCode).toBe(200);
  });

  it('stores counts only, and keeps them for a week', async () => {
    const columns = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'rum_minutos'",
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      [
        'errores_seccion',
        'fallos_carga',
        'inp_buckets',
        'lcp_buckets',
        'minuto',
        'remote',
        'version',
        'vistas',
      ].sort(),
    );
    const rows = async () =>
      (await t.db.one<{ n: number }>('SELECT count(*)::integer AS n FROM rum_minutos')).n;
    expect(await rows()).toBeGreaterThan(0);
    await purgeExpired(t.db, new Date(t.clock.now().getTime() + 6 * 86_400_000));
    expect(await rows()).toBeGreaterThan(0);
    await purgeExpired(t.db, new Date(t.clock.now().getTime() + 8 * 86_400_000));
    expect(await rows()).toBe(0);
  });
});

describe('the analysis endpoint', () => {
  it('is on the metrics port only, and explains a wrong remote or since', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rum/remotes/remote_offers' })).statusCode).toBe(404);
    expect((await fetch(`${base}/rum/remotes/remote_nuevo`)).status).toBe(404);
    const bad = await fetch(`${base}/rum/remotes/remote_offers?since=ayer`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/since must be an ISO timestamp/);
    expect((await fetch(`${base}/rum/remotes/remote_offers`, { method: 'POST' })).status).toBe(405);
  });
});

describe('version labels', () => {
  it('collapse versions remotes.json does not name, whatever shape its entries have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rum-'));
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({
        remotes: {
          remote_offers: {
            version: '2.0.0',
            entry: 'x',
            routes: [],
            canary: { version: '2.1.0', percent: 10 },
          },
        },
      }),
    );
    const deployed = deployedVersions(dir);
    expect(countedVersion(deployed, 'remote_offers', '2.0.0')).toBe('2.0.0');
    expect(countedVersion(deployed, 'remote_offers', '2.1.0')).toBe('2.1.0');
    expect(countedVersion(deployed, 'remote_offers', '0.0.1-inventada')).toBe(OTHER_VERSION);
    expect(countedVersion(deployed, 'remote_claims', '2.0.0')).toBe(OTHER_VERSION);
    // Without a readable remotes.json, as sent (the schema bounds them; /metrics caps them per remote).
    expect(countedVersion(deployedVersions(join(dir, 'nada')), 'remote_offers', 'x')).toBe('x');
  });

  it('cap the distinct versions a process labels per remote', async () => {
    const versions = Array.from({ length: 10 }, (_, i) => `7.0.${i}`);
    for (const version of versions) {
      const res = await send(
        batch({ views: [{ route: 'gdpr', remote: 'remote_auth', version }], failures: [], vitals: [] }),
      );
      expect(res.statusCode).toBe(200);
    }
    const text = await t.app.metrics.registry.metrics();
    const labelled = text.match(/rum_page_views_total\{remote="remote_auth",version="[^"]+"\}/g) ?? [];
    expect(labelled).toHaveLength(7); // six versions and 'otra'
    expect(text).toContain('rum_page_views_total{remote="remote_auth",version="otra"} 4');
  });
});

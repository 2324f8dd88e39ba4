import type { Server } from 'node:http';
import type { RumBatch } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse, DEFAULT_THRESHOLDS } from '../../scripts/lib/canary-analysis.mjs';
import { startMetricsServer } from '../src/plugins/metrics';
import { redDeIp } from '../src/lib/dispositivo';
import { BEACON_TTL_MS } from '../src/rum/beacon';
import { CLIENT_SHARE_CAPS } from '../src/repositories/rum-clientes';
import { entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// The audit's attacks on the canary decision, replayed: invented page views and load failures from one
// address, replayed batches, beacons never issued. None may move a verdict.
const RUM = `${API}/telemetria/rum`;
const BALIZA = `${API}/telemetria/baliza`;
/** High, so these tests meet the beacon and the caps, not the per-address budget. */
const RUM_MAX_PER_MINUTE = 500;

let t: TestApp;
let server: Server;
let base: string;
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

type Signals = Omit<RumBatch, 'baliza' | 'seq'>;
const views = (remote: RumBatch['views'][number]['remote'], version: string, n: number): Signals => ({
  views: Array.from({ length: n }, () => ({ route: 'login', remote, version })),
  failures: [],
  vitals: [],
});
const loadFailures = (
  remote: RumBatch['failures'][number]['remote'],
  version: string,
  n: number,
): Signals => ({
  views: [],
  failures: Array.from({ length: n }, () => ({ kind: 'carga' as const, remote, version })),
  vitals: [],
});

async function beacon(remoteAddress: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: BALIZA,
    remoteAddress,
    headers: token ? { 'auth-token': token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { baliza: string; caduca: string } }>().data.baliza;
}

const post = (remoteAddress: string, body: object) =>
  t.app.inject({ method: 'POST', url: RUM, payload: body, remoteAddress });

/** A real page load: its own beacon, one batch. */
async function pageLoad(signals: Signals, remoteAddress = nextIp(), token?: string) {
  const res = await post(remoteAddress, { baliza: await beacon(remoteAddress, token), seq: 0, ...signals });
  expect(res.statusCode, res.body).toBe(200);
}

type Figures = {
  version: string;
  pageViews: number;
  errors: number;
  loadFailures: number;
  clients: number;
  signedInClients: number;
  failingClients: number;
  lcpP75: number | null;
  inpP75: number | null;
};
async function figures(remote: string): Promise<Record<string, Figures>> {
  const since = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
  const body = (await (await fetch(`${base}/rum/remotes/${remote}?since=${since}`)).json()) as {
    versions: Figures[];
  };
  return Object.fromEntries(body.versions.map((f) => [f.version, f]));
}

beforeAll(async () => {
  t = await startApp({ rumMaxPerMinute: RUM_MAX_PER_MINUTE });
  server = await startMetricsServer(t.app, 0);
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('a batch counts only under a beacon the API issued', () => {
  it('issues one per call, uncached, for two hours; an invented or expired one counts nothing', async () => {
    const address = nextIp();
    const res = await t.app.inject({ method: 'POST', url: BALIZA, remoteAddress: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { baliza, caduca } = res.json<{ data: { baliza: string; caduca: string } }>().data;
    expect(baliza).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(caduca) - t.clock.now().getTime()).toBe(BEACON_TTL_MS);

    const without = await post(address, views('remote_claims', '7.0.0', 3));
    expect(without.statusCode).toBe(403);
    const invented = await post(address, {
      baliza: 'x'.repeat(22),
      seq: 0,
      ...views('remote_claims', '7.0.0', 3),
    });
    expect(invented.statusCode).toBe(403);
    expect(invented.json()).toMatchObject({
      codigo: 1000,
      mensaje: expect.stringMatching(/^La baliza de medición no es válida o ha caducado/),
    });
    t.clock.advance(BEACON_TTL_MS + 1);
    const expired = await post(address, { baliza, seq: 0, ...views('remote_claims', '7.0.0', 3) });
    expect(expired.statusCode).toBe(403);
    expect(await figures('remote_claims')).toEqual({});
  });

  it('counts a batch once, however often it is sent (20 copies at once)', async () => {
    const address = nextIp();
    const body = { baliza: await beacon(address), seq: 0, ...views('remote_receipts', '4.0.0', 2) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(address, body)));
    // The browser's retry of a beacon is no error: each copy is answered like the first.
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await figures('remote_receipts'))['4.0.0']).toMatchObject({ pageViews: 2, clients: 1 });
  });
});

describe("one address moves no release decision (the audit's attacks)", () => {
  it('1,050 invented page views for the canary promote nothing; four batches of invented load failures roll nothing back', async () => {
    // Real traffic: 25 browsers on each side, five views each.
    for (let i = 0; i < 25; i++) {
      await pageLoad(views('remote_auth', '1.0.0', 5));
      await pageLoad(views('remote_auth', '1.1.0-canary', 5));
    }
    // The attacker: one address, a fresh beacon for each batch of 30 views, 35 batches.
    const attacker = nextIp();
    for (let i = 0; i < 35; i++) {
      await post(attacker, {
        baliza: await beacon(attacker),
        seq: 0,
        ...views('remote_auth', '1.1.0-canary', 30),
      });
    }
    // …and four batches of 30 load failures, under one beacon.
    const baliza = await beacon(attacker);
    for (let seq = 0; seq < 4; seq++) {
      await post(attacker, { baliza, seq, ...loadFailures('remote_auth', '1.1.0-canary', 30) });
    }
    const f = await figures('remote_auth');
    expect(f['1.1.0-canary']).toMatchObject({
      pageViews: 125 + CLIENT_SHARE_CAPS.vistas,
      loadFailures: CLIENT_SHARE_CAPS.fallos,
      clients: 26,
      failingClients: 1,
      signedInClients: 0,
    });
    // Even with the bar for promotion as low as the views the attacker sent, no signed-in customer saw it.
    const lowBar = { ...DEFAULT_THRESHOLDS, promoteAfter: 150 };
    const verdict = analyse(f['1.0.0'], f['1.1.0-canary'], lowBar);
    expect(verdict.verdict).toBe('wait');
    expect(verdict.reasons.join()).toMatch(/0 of 20 signed-in customers/);
  });

  it("one client's share of a version holds under 20 concurrent batches", { tags: ['engine'] }, async () => {
    const address = nextIp();
    const balizas = await Promise.all(Array.from({ length: 20 }, () => beacon(address)));
    const answers = await Promise.all(
      balizas.map((baliza) => post(address, { baliza, seq: 0, ...views('remote_offers', '5.0.0', 10) })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await figures('remote_offers'))['5.0.0']).toMatchObject({
      pageViews: CLIENT_SHARE_CAPS.vistas,
      clients: 1,
    });
  });
});

describe('who a client is', () => {
  it('a signed-in page load counts as its customer, from any address; the tables keep no address or id', async () => {
    const [c] = await sembrar(t, async (d) => [await d.cliente()]);
    const token = await entrar(t.app, c!);
    await pageLoad(views('remote_portfolio', '6.0.0', 1), '198.18.0.1', token);
    await pageLoad(views('remote_portfolio', '6.0.0', 1), '198.18.0.2', token);
    await pageLoad(views('remote_portfolio', '6.0.0', 1), '198.18.0.3');
    expect((await figures('remote_portfolio'))['6.0.0']).toMatchObject({
      pageViews: 3,
      clients: 2,
      signedInClients: 1,
    });
    const stored = JSON.stringify([
      await t.db.query('SELECT * FROM rum_balizas'),
      await t.db.query('SELECT * FROM rum_clientes'),
    ]);
    expect(stored).not.toContain('198.18.0.');
    expect(stored).not.toContain(c!.nif);
  });

  it('an IPv6 client is its /64, an IPv4 one its address', () => {
    expect(redDeIp('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(redDeIp('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(redDeIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(redDeIp('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(redDeIp('192.0.2.7')).toBe('192.0.2.7');
  });
});

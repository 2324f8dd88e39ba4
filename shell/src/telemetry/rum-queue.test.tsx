import {
  flushRum,
  flushWhenHidden,
  recordFailure,
  recordPageView,
  recordSectionErrorOnScreen,
  recordVital,
  renewBeacon,
  resetRumForTests,
  type BeaconAnswer,
} from './rum-queue';
import { RUM_MAX_BATCHES_PER_BEACON } from '@area-cliente/shared/contract';
import { buildsForThisBrowser } from '../composition/canary';
import { servedVersion } from './served-versions';

const URL = '/produccion/rest/v1/ac/telemetria/rum';
let beacons: { url: string; body: unknown }[];
const BALIZA = 'b'.repeat(22);
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
/** The API's answer, a promise this file resolves: the queue waits for it. */
const beaconOf =
  (baliza = BALIZA, caduca = later(3_600_000), sinSesion = true) =>
  () =>
    Promise.resolve({ baliza, caduca, sinSesion });
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** jsdom's Blob has no text(): read it as a browser from before text() would. */
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function sentBodies() {
  return Promise.all(beacons.map(async (b) => JSON.parse(await read(b.body as Blob)) as unknown));
}

beforeEach(async () => {
  resetRumForTests();
  renewBeacon(beaconOf());
  await settle();
  beacons = [];
  // A browser in the canary cohort of remote_offers (bucket 0 of a 50 % canary).
  const build = (version: string) => ({ version, entry: `/${version}/mf-manifest.json`, routes: [] });
  buildsForThisBrowser(
    {
      remote_portfolio: build('1.4.0'),
      remote_offers: {
        ...build('2.0.0'),
        canary: { ...build('2.1.0-canary'), percent: 50, since: '2026-11-26T00:00:00.000Z' },
      },
    },
    () => true,
    () => 0,
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: unknown) => {
      beacons.push({ url, body });
      return true;
    }),
  });
});

describe('real-user batch', () => {
  it('tags each signal with the version remotes.json gave the shell, in the shape of the schema', async () => {
    expect(servedVersion('remote_offers')).toBe('2.1.0-canary');
    recordPageView('inicio', 'remote_offers');
    recordVital('TTFB', 212.6, 'landing');
    recordPageView('polizaAutos/:idPoliza', 'remote_portfolio');
    recordFailure('carga', 'remote_portfolio');
    recordSectionErrorOnScreen();
    recordVital('INP', 96, 'current');
    recordVital('CLS', 0.123456, 'current');
    flushRum();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(URL);
    const [batch] = await sentBodies();
    expect(batch).toEqual({
      baliza: BALIZA,
      seq: 0,
      views: [
        { route: 'inicio', remote: 'remote_offers', version: '2.1.0-canary' },
        { route: 'polizaAutos/:idPoliza', remote: 'remote_portfolio', version: '1.4.0' },
      ],
      failures: [
        { kind: 'carga', remote: 'remote_portfolio', version: '1.4.0' },
        { kind: 'seccion', remote: 'remote_portfolio', version: '1.4.0' },
      ],
      vitals: [
        { metric: 'TTFB', value: 213, remote: 'remote_offers', version: '2.1.0-canary' },
        { metric: 'INP', value: 96, remote: 'remote_portfolio', version: '1.4.0' },
        { metric: 'CLS', value: 0.1235, remote: 'remote_portfolio', version: '1.4.0' },
      ],
    });
  });

  it('sends nothing when empty, once per flush, keeps a landing vital for the landing screen, and leaves out what the API would refuse', async () => {
    flushRum();
    recordVital('INP', 80, 'current'); // no screen of a remote shown yet: dropped
    recordVital('TTFB', 90, 'landing'); // waits for the landing screen
    recordPageView('x', 'remote_desconocido');
    flushRum();
    expect(beacons).toHaveLength(0);
    recordPageView('cliente', 'remote_portfolio');
    flushRum();
    flushRum();
    expect(beacons).toHaveLength(1);
    const [batch] = (await sentBodies()) as { vitals: unknown[] }[];
    expect(batch!.vitals).toEqual([
      { metric: 'TTFB', value: 90, remote: 'remote_portfolio', version: '1.4.0' },
    ]);
  });

  it("sends the load's signals as soon as its LCP is final, what follows when the page is hidden", async () => {
    flushWhenHidden();
    recordVital('TTFB', 40, 'landing');
    recordPageView('inicio', 'remote_offers');
    recordVital('LCP', 1830.4, 'landing'); // web-vitals reports it after the first input
    expect(beacons).toHaveLength(1);
    recordPageView('polizaAutos/:idPoliza', 'remote_portfolio');
    recordVital('INP', 96, 'current');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
    const version = { remote: 'remote_offers', version: '2.1.0-canary' };
    expect(await sentBodies()).toEqual([
      {
        baliza: BALIZA,
        seq: 0,
        views: [{ route: 'inicio', ...version }],
        failures: [],
        vitals: [
          { metric: 'TTFB', value: 40, ...version },
          { metric: 'LCP', value: 1830, ...version },
        ],
      },
      {
        baliza: BALIZA,
        seq: 1,
        views: [{ route: 'polizaAutos/:idPoliza', remote: 'remote_portfolio', version: '1.4.0' }],
        failures: [],
        vitals: [{ metric: 'INP', value: 96, remote: 'remote_portfolio', version: '1.4.0' }],
      },
    ]);
  });

  it('sends the screens shown in the next idle moment, while the page is alive', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    recordPageView('inicio', 'remote_offers');
    recordPageView('cliente', 'remote_portfolio');
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    const batches = (await sentBodies()) as { views: { route: string }[] }[];
    expect(batches.map((b) => b.views.map((v) => v.route))).toEqual([['inicio', 'cliente']]);
  });

  it('sends a full list early, so no batch goes over the schema bounds', async () => {
    for (let i = 0; i < 31; i++) recordPageView('cliente', 'remote_portfolio');
    expect(beacons).toHaveLength(1);
    flushRum();
    const batches = (await sentBodies()) as { views: unknown[] }[];
    expect(batches.map((b) => b.views.length)).toEqual([30, 1]);
  });

  it('goes when the page is hidden or left', () => {
    flushWhenHidden();
    recordPageView('cliente', 'remote_portfolio');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(beacons).toHaveLength(1);
    recordPageView('inicio', 'remote_offers');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('falls back to a keepalive fetch without sendBeacon, and never throws', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    recordPageView('cliente', 'remote_portfolio');
    expect(() => flushRum()).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.unstubAllGlobals();
  });
});

describe('the beacon', () => {
  it('holds the signals until the page has one, then sends them under it', async () => {
    let answer: (b: BeaconAnswer) => void = () => {};
    renewBeacon(() => new Promise((resolve) => (answer = resolve)));
    recordPageView('cliente', 'remote_portfolio');
    flushRum();
    expect(beacons).toHaveLength(0);
    answer({ baliza: 'n'.repeat(22), caduca: later(3_600_000), sinSesion: true });
    await settle();
    expect(beacons).toHaveLength(1);
    expect(await sentBodies()).toMatchObject([{ baliza: 'n'.repeat(22), seq: 0 }]);
  });

  it('sends what it measured under the old beacon before a session begins, and asks for another when one expires', async () => {
    recordPageView('login', 'remote_auth');
    renewBeacon(beaconOf('s'.repeat(22), later(90_000))); // signed in: a new beacon, soon to expire
    await settle();
    recordPageView('inicio', 'remote_offers');
    flushRum();
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    recordPageView('cliente', 'remote_portfolio');
    renewBeacon(beaconOf('t'.repeat(22)));
    vi.useRealTimers();
    await settle();
    expect(
      ((await sentBodies()) as { baliza: string; seq: number }[]).map((b) => [b.baliza[0], b.seq]),
    ).toEqual([
      ['b', 0],
      ['s', 0],
      ['t', 0],
    ]);
  });

  it("a page left before the signed-in beacon came sends its last batch under the page's beacon without a session, never under a customer's", async () => {
    flushWhenHidden();
    const pending = () => new Promise<BeaconAnswer>(() => {});
    recordPageView('login', 'remote_auth');
    renewBeacon(pending); // 'Entrar': the signed-in beacon never comes before the page goes
    recordPageView('inicio', 'remote_offers');
    flushRum();
    expect(beacons).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(
      ((await sentBodies()) as { baliza: string; seq: number; views: { remote: string }[] }[]).map((b) => [
        b.baliza[0],
        b.seq,
        b.views.map((v) => v.remote),
      ]),
    ).toEqual([
      ['b', 0, ['remote_auth']],
      ['b', 1, ['remote_offers']],
    ]);

    // Signed in, then out: what follows the logout never goes under the customer's beacon.
    renewBeacon(beaconOf('s'.repeat(22), later(3_600_000), false));
    await settle();
    renewBeacon(pending);
    recordPageView('login', 'remote_auth');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('asks for a new beacon once the current one has numbered every batch the API takes from it', async () => {
    for (let i = 0; i <= RUM_MAX_BATCHES_PER_BEACON; i++) {
      recordPageView('cliente', 'remote_portfolio');
      flushRum();
    }
    expect(beacons).toHaveLength(RUM_MAX_BATCHES_PER_BEACON + 1);
    recordPageView('cliente', 'remote_portfolio');
    flushRum(); // the API would refuse this number: the batch waits for a new beacon
    expect(beacons).toHaveLength(RUM_MAX_BATCHES_PER_BEACON + 1);
    await settle();
    const seqs = ((await sentBodies()) as { seq: number }[]).map((b) => b.seq);
    expect(seqs.slice(-2)).toEqual([RUM_MAX_BATCHES_PER_BEACON, 0]);
  });

  it('keeps at most a full batch while no beacon comes, and never throws when the API cannot give one', async () => {
    renewBeacon(() => Promise.reject(new Error('sin conexión')));
    await settle();
    for (let i = 0; i < 40; i++) recordPageView('cliente', 'remote_portfolio');
    expect(() => flushRum()).not.toThrow();
    expect(beacons).toHaveLength(0);
    renewBeacon(beaconOf());
    await settle();
    expect(((await sentBodies()) as { views: unknown[] }[]).map((b) => b.views.length)).toEqual([30]);
  });
});

describe('section errors', () => {
  it('a boundary catching a screen counts for the remote on display', async () => {
    const { SectionErrorBoundary } = await import('@area-cliente/shared');
    const { render } = await import('@testing-library/react');
    const { startRealUserSignals } = await import('./index');
    startRealUserSignals();
    renewBeacon(beaconOf()); // the API's beacon, as startRealUserSignals asks for it
    await settle();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('pantalla rota');
    }
    const screen = () => (
      <SectionErrorBoundary resetKey={1}>
        <Broken />
      </SectionErrorBoundary>
    );
    render(screen()).unmount(); // nothing of a remote on screen yet: not counted
    recordPageView('recibo/:idRecibo', 'remote_portfolio');
    render(screen());
    flushRum();
    const [batch] = (await sentBodies()) as { failures: unknown[] }[];
    expect(batch!.failures).toEqual([{ kind: 'seccion', remote: 'remote_portfolio', version: '1.4.0' }]);
  });
});

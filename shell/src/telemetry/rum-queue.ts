import { API_BASE } from '@area-cliente/shared';
import {
  REMOTE_NAMES,
  RUM_MAX_BATCHES_PER_BEACON,
  RUM_PATH,
  type RumBatch,
  type RumMetric,
} from '@area-cliente/shared/contract';
import { whenIdle } from '../when-idle';
import { servedVersion } from './served-versions';

type Remote = (typeof REMOTE_NAMES)[number];

/** What the schema accepts per batch (shared/src/contract/telemetria.ts): a full list is sent early. */
const MAX = { views: 30, failures: 30, vitals: 40 } as const;

const isReportable = (remote: string): remote is Remote =>
  (REMOTE_NAMES as readonly string[]).includes(remote);

type Signals = Pick<RumBatch, 'views' | 'failures' | 'vitals'>;
let queue: Signals = { views: [], failures: [], vitals: [] };

/**
 * The page load's beacon from the API: a batch counts only under one, each of its batch numbers once.
 * Until it arrives (or while a new one is fetched after it expired) the queue waits for it.
 */
type Beacon = { baliza: string; caduca: number; seq: number; sinSesion: boolean };
/** What the API answers, and whether it was asked for without a session. */
export type BeaconAnswer = { baliza: string; caduca: string; sinSesion: boolean };
let beacon: Beacon | undefined;
/**
 * The beacon a session's start replaced, while its successor is on its way: the page's last batch
 * goes under it if the page is left first (a customer opening another address straight after
 * 'Entrar'). Only one issued without a session: nothing measured is counted as a customer's it is not.
 */
let lastResort: Beacon | undefined;
let fetchBeacon: (() => Promise<BeaconAnswer>) | undefined;
let beaconRequest: Promise<void> | undefined;
/** Ask for the next beacon this long before the current one expires. */
const BEACON_MARGIN_MS = 60_000;

/** The view on screen and the page load's first one (LCP and TTFB belong to the landing). */
let current: { remote: Remote; version: string } | undefined;
let landing: typeof current;
/** TTFB (and LCP, on a quick click) can come before the router has shown the landing screen. */
let beforeLanding: { metric: RumMetric; value: number }[] = [];

function push<K extends keyof Signals>(list: K, item: Signals[K][number]): void {
  if (queue[list].length >= MAX[list]) flushRum();
  // Still full while the beacon is on its way: the newest signal is dropped, never the batch.
  if (queue[list].length >= MAX[list]) return;
  (queue[list] as Signals[K][number][]).push(item);
}

/**
 * Where the beacon comes from (the shell's API client), and a new one now: at start and whenever the
 * session begins or ends, so what follows counts as that customer or as no one. What is queued goes
 * first, under the beacon it was measured with.
 */
export function renewBeacon(from: () => Promise<BeaconAnswer>): void {
  fetchBeacon = from;
  flushRum();
  lastResort = beacon?.sinSesion ? beacon : undefined;
  beacon = undefined;
  beaconRequest = undefined;
  requestBeacon();
}

function requestBeacon(): void {
  if (beaconRequest || !fetchBeacon) return;
  const request = fetchBeacon()
    .then(({ baliza, caduca, sinSesion }) => {
      // An answer to a request a renewal replaced is not this page's beacon any more.
      if (beaconRequest !== request) return;
      beacon = { baliza, caduca: Date.parse(caduca), seq: 0, sinSesion };
      lastResort = undefined;
      beaconRequest = undefined;
      flushRum();
    })
    // Measuring must never break the page: without a beacon the signals wait for the next try.
    .catch(() => {
      if (beaconRequest === request) beaconRequest = undefined;
    });
  beaconRequest = request;
}

/** Cancels the idle moment a view is waiting for, while one is. */
let cancelSoon: (() => void) | undefined;

/**
 * Sends what is queued in the browser's next idle moment. A view goes while the page is alive, as the
 * load's LCP does: a batch left for the moment the page goes is lost when the browser cuts that short
 * (closing the tab, opening another address), and a canary is judged on its views.
 */
function flushSoon(): void {
  cancelSoon ??= whenIdle(() => {
    cancelSoon = undefined;
    flushRum();
  });
}

/** A screen shown: its route pattern (never the address) and the remote and version serving it. */
export function recordPageView(route: string, remote: string): void {
  if (!isReportable(remote)) return;
  const view = { remote, version: servedVersion(remote) };
  current = view;
  push('views', { route, ...view });
  flushSoon();
  if (!landing) {
    landing = view;
    for (const early of beforeLanding) recordVital(early.metric, early.value, 'landing');
    beforeLanding = [];
  }
}

/** A remote that did not load ('carga') or a screen that threw into its section's fallback ('seccion'). */
export function recordFailure(kind: 'carga' | 'seccion', remote: string): void {
  if (isReportable(remote)) push('failures', { kind, remote, version: servedVersion(remote) });
}

/** A section's boundary caught an error: it belongs to the screen on display. */
export function recordSectionErrorOnScreen(): void {
  if (current) push('failures', { kind: 'seccion', ...current });
}

/**
 * A Web Vital of this page: `of` 'landing' for the page load's (LCP, TTFB), 'current' for the screen
 * on display when the browser reports it (INP and CLS come when the page is hidden). A landing value
 * waits for the landing screen; a current one is dropped when no screen of a remote is shown.
 * The LCP sends the batch at once.
 */
export function recordVital(metric: RumMetric, value: number, of: 'landing' | 'current'): void {
  if (of === 'landing' && !landing) {
    if (beforeLanding.length < 4) beforeLanding.push({ metric, value });
    return;
  }
  const view = of === 'landing' ? landing : current;
  if (!view || !Number.isFinite(value) || value < 0) return;
  // ms to the unit; CLS to four decimals. Far-off values are capped rather than making the batch invalid.
  const rounded =
    metric === 'CLS'
      ? Math.min(100, Math.round(value * 10_000) / 10_000)
      : Math.min(600_000, Math.round(value));
  push('vitals', { metric, value: rounded, ...view });
  // LCP is final (after the first input): the load's signals go now, while the page is alive. A beacon
  // sent as the page goes is lost when the browser cuts the unload short (a busy phone, a page left for
  // another site), and the load's LCP and TTFB are what a canary is judged on.
  if (metric === 'LCP') flushRum();
}

/** Not expiring, and not yet through all the batch numbers the API takes from it. */
const usable = (b: Beacon | undefined): b is Beacon =>
  !!b && b.caduca - BEACON_MARGIN_MS > Date.now() && b.seq <= RUM_MAX_BATCHES_PER_BEACON;

/**
 * Sends what is queued under the page load's beacon, once (without a usable beacon it asks for one
 * and sends when it comes; as the page goes, under the last resort): a beacon, which the browser
 * delivers even as the page goes away, or a keepalive fetch where there is no sendBeacon (or it
 * refused the body). Never throws.
 */
export function flushRum(leaving = false): void {
  if (queue.views.length + queue.failures.length + queue.vitals.length === 0) return;
  const under = usable(beacon) ? beacon : leaving && usable(lastResort) ? lastResort : undefined;
  if (under !== beacon) {
    beacon = undefined;
    requestBeacon();
  }
  if (!under) return;
  const body = JSON.stringify({ baliza: under.baliza, seq: under.seq++, ...queue } satisfies RumBatch);
  queue = { views: [], failures: [], vitals: [] };
  const url = `${API_BASE}/v1/ac${RUM_PATH}`;
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Measuring must never break the page.
  }
}

/**
 * Sends the batch whenever the page is hidden (tab switched, app backgrounded, page left) or unloaded.
 * On window, in the bubbling phase: web-vitals reports INP and CLS from its own capture listeners on
 * the same event, which run first, so their values travel in this batch.
 */
export function flushWhenHidden(): void {
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushRum(true);
  });
  addEventListener('pagehide', () => flushRum(true));
}

/** Tests only: forget the page's views and queue. */
export function resetRumForTests(): void {
  cancelSoon?.();
  cancelSoon = undefined;
  queue = { views: [], failures: [], vitals: [] };
  beacon = undefined;
  lastResort = undefined;
  fetchBeacon = undefined;
  beaconRequest = undefined;
  current = undefined;
  landing = undefined;
  beforeLanding = [];
}

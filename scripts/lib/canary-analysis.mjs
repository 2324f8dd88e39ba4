/**
 * The canary decision, as arithmetic only (no I/O): stable against canary on the real-user figures
 * the API's metrics server adds up across instances (GET /rum/remotes/:remote). canary-watch.mjs acts
 * on it; canary-status.mjs prints it.
 *
 * @typedef {{ version: string, pageViews: number, errors: number, loadFailures: number, lcpP75: number | null, inpP75: number | null, clients: number, signedInClients: number, failingClients: number }} VersionFigures
 *   one version's page views since the canary went live; `errors` includes `loadFailures`; clients are
 *   distinct signed-in customers or networks, each counted up to a cap (api/src/repositories/rum-clientes.ts)
 * @typedef {object} Thresholds
 * @property {number} minPageViews canary page views (and stable ones, for a comparison) before judging
 * @property {number} minClients distinct canary clients (and stable ones, for a comparison) before judging
 * @property {number} minFailingClients distinct canary clients with a failure before errors roll it back
 * @property {number} minSignedInClients distinct signed-in customers on the canary before it is promoted
 * @property {number} errorRatio the canary is worse when its error rate exceeds stable's × this…
 * @property {number} errorDiff …and stable's + this (an absolute share, 0.02 = 2 points)
 * @property {number} lcpRatio worse when its p75 LCP exceeds stable's × this
 * @property {number} inpRatio worse when its p75 INP exceeds stable's × this
 * @property {number} promoteAfter healthy canary page views that promote it
 * @typedef {{ pageViews: number, clients: number, signedInClients: number, failingClients: number, errorRate: number | null, loadFailureRate: number | null, lcpP75: number | null, inpP75: number | null }} Side
 * @typedef {{ verdict: 'rollback' | 'promote' | 'wait', reasons: string[], stable: Side, canary: Side }} Analysis
 */

/** @type {Thresholds} */
export const DEFAULT_THRESHOLDS = Object.freeze({
  minPageViews: 100,
  minClients: 20,
  minFailingClients: 3,
  minSignedInClients: 20,
  errorRatio: 2,
  errorDiff: 0.02,
  lcpRatio: 1.25,
  inpRatio: 1.25,
  promoteAfter: 1000,
});

/**
 * `part / whole`, or null when there is nothing to divide by.
 * @param {number} part
 * @param {number} whole
 */
const rate = (part, whole) => (whole > 0 ? part / whole : null);

/**
 * @param {VersionFigures | undefined} figures
 * @returns {Side}
 */
function side(figures) {
  const pageViews = figures?.pageViews ?? 0;
  return {
    pageViews,
    clients: figures?.clients ?? 0,
    signedInClients: figures?.signedInClients ?? 0,
    failingClients: figures?.failingClients ?? 0,
    errorRate: rate(figures?.errors ?? 0, pageViews),
    loadFailureRate: rate(figures?.loadFailures ?? 0, pageViews),
    lcpP75: figures?.lcpP75 ?? null,
    inpP75: figures?.inpP75 ?? null,
  };
}

/** @param {number} share */
const pct = (share) => `${(share * 100).toFixed(1)} %`;

/**
 * Stable against canary. The canary is rolled back once it has `minPageViews` and is worse than stable
 * beyond a threshold: its error rate above both stable's × errorRatio and stable's + errorDiff (a ratio
 * alone would roll back 0.2 % against 0.1 %; a difference alone would ignore a baseline of 0), or its
 * p75 LCP or INP above stable's × their ratio. Against a stable side with fewer than minPageViews (a
 * baseline too thin to compare) only the absolute part holds: an error rate above errorDiff. A canary
 * healthy after `promoteAfter` page views is promoted; anything else waits.
 * @param {VersionFigures | undefined} stableFigures
 * @param {VersionFigures | undefined} canaryFigures
 * @param {Thresholds} [t]
 * @returns {Analysis}
 */
export function analyse(stableFigures, canaryFigures, t = DEFAULT_THRESHOLDS) {
  const stable = side(stableFigures);
  const canary = side(canaryFigures);
  const result = (/** @type {Analysis['verdict']} */ verdict, /** @type {string[]} */ reasons) => ({
    verdict,
    reasons,
    stable,
    canary,
  });
  if (canary.pageViews < t.minPageViews || canary.errorRate === null) {
    return result('wait', [`not enough samples: ${canary.pageViews} of ${t.minPageViews} canary page views`]);
  }
  // However many views, a handful of clients (one address replaying or inventing) decides nothing.
  if (canary.clients < t.minClients) {
    return result('wait', [
      `not enough clients: ${canary.clients} of ${t.minClients} distinct canary clients`,
    ]);
  }
  /** @type {string[]} */
  const worse = [];
  const baseline =
    stable.pageViews >= t.minPageViews && stable.clients >= t.minClients && stable.errorRate !== null;
  const stableRate = baseline ? (stable.errorRate ?? 0) : 0;
  if (
    canary.errorRate > stableRate + t.errorDiff &&
    (!baseline || canary.errorRate > stableRate * t.errorRatio) &&
    canary.failingClients >= t.minFailingClients
  ) {
    worse.push(
      baseline
        ? `error rate ${pct(canary.errorRate)} against ${pct(stableRate)} (over ×${t.errorRatio} and +${pct(t.errorDiff)})`
        : `error rate ${pct(canary.errorRate)} over ${pct(t.errorDiff)} (stable has ${stable.pageViews} page views, too few to compare)`,
    );
  }
  for (const [name, key, ratio] of /** @type {const} */ ([
    ['LCP', 'lcpP75', t.lcpRatio],
    ['INP', 'inpP75', t.inpRatio],
  ])) {
    const [ours, theirs] = [canary[key], stable[key]];
    if (baseline && ours !== null && theirs !== null && ours > theirs * ratio) {
      worse.push(`p75 ${name} ${ours} ms against ${theirs} ms (over ×${ratio})`);
    }
  }
  if (worse.length > 0) return result('rollback', worse);
  // Promotion also needs what only the server's sessions can show: customers who signed in on it.
  if (canary.pageViews >= t.promoteAfter && canary.signedInClients >= t.minSignedInClients) {
    return result('promote', [
      `healthy after ${canary.pageViews} canary page views (${t.promoteAfter} needed) from ${canary.clients} clients, ${canary.signedInClients} signed in (${t.minSignedInClients} needed)`,
    ]);
  }
  if (canary.pageViews >= t.promoteAfter) {
    return result('wait', [
      `healthy, but ${canary.signedInClients} of ${t.minSignedInClients} signed-in customers on the canary`,
    ]);
  }
  return result('wait', [`healthy so far: ${canary.pageViews} of ${t.promoteAfter} canary page views`]);
}

/**
 * Thresholds from CLI flags (`--min-page-views 50`) over environment variables (CANARY_MIN_PAGE_VIEWS)
 * over the defaults; a value that is not a positive number is refused with the name to fix.
 * @param {Record<string, string | undefined>} flags by flag name without dashes
 * @param {Record<string, string | undefined>} [env]
 * @returns {Thresholds}
 */
export function thresholdsFrom(flags, env = process.env) {
  const out = { ...DEFAULT_THRESHOLDS };
  for (const key of /** @type {(keyof Thresholds)[]} */ (Object.keys(DEFAULT_THRESHOLDS))) {
    const flag = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const envName = `CANARY_${flag.replace(/-/g, '_').toUpperCase()}`;
    const text = flags[flag] ?? env[envName];
    if (text === undefined) continue;
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value)) {
      throw new Error(`--${flag} (${envName}) must be a positive number, not "${text}"`);
    }
    out[key] = value;
  }
  return out;
}

/** Flag names of the thresholds, for parseArgs. */
export const THRESHOLD_FLAGS = Object.keys(DEFAULT_THRESHOLDS).map((key) =>
  key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
);

/**
 * One side's figures on one line.
 * @param {Side} s
 */
const figures = (s) =>
  `${s.pageViews} page views, ${s.clients} clients (${s.signedInClients} signed in, ${s.failingClients} failing), errors ${s.errorRate === null ? '–' : pct(s.errorRate)}, load failures ${s.loadFailureRate === null ? '–' : pct(s.loadFailureRate)}, p75 LCP ${s.lcpP75 ?? '–'} ms, p75 INP ${s.inpP75 ?? '–'} ms`;

/**
 * A decision with its figures, as canary:watch logs it.
 * @param {Analysis} a
 */
export const decisionLine = (a) =>
  `${a.verdict}: ${a.reasons.join('; ')} | canary ${figures(a.canary)} | stable ${figures(a.stable)}`;

/**
 * Stable and canary side by side, as canary:status prints them, with the released API contract each
 * reads (remotes.json's needs.contrato; '–' for a build from before builds recorded it).
 * @param {Analysis} a
 * @param {{ stable: string, canary: string, percent: number, since: string, contracts?: { stable?: string | undefined, canary?: string | undefined } }} live
 */
export function sideBySide(a, live) {
  /** @type {Record<string, [string, string]>} */
  const fixed = {
    version: [live.stable, live.canary],
    'API contract': [live.contracts?.stable ?? '–', live.contracts?.canary ?? '–'],
  };
  /** @type {[string, (s: Side) => string][]} */
  const rows = [
    ['version', () => ''],
    ['API contract', () => ''],
    ['page views', (s) => String(s.pageViews)],
    ['clients', (s) => String(s.clients)],
    ['signed in', (s) => String(s.signedInClients)],
    ['failing clients', (s) => String(s.failingClients)],
    ['error rate', (s) => (s.errorRate === null ? '–' : pct(s.errorRate))],
    ['load-failure rate', (s) => (s.loadFailureRate === null ? '–' : pct(s.loadFailureRate))],
    ['p75 LCP', (s) => (s.lcpP75 === null ? '–' : `${s.lcpP75} ms`)],
    ['p75 INP', (s) => (s.inpP75 === null ? '–' : `${s.inpP75} ms`)],
  ];
  const cell = (/** @type {string} */ text) => text.padStart(26);
  const lines = [
    `${''.padEnd(18)}${cell(`stable (${100 - live.percent} %)`)}${cell(`canary (${live.percent} %)`)}`,
  ];
  for (const [label, value] of rows) {
    const [left, right] = fixed[label] ?? [value(a.stable), value(a.canary)];
    lines.push(`${label.padEnd(18)}${cell(left)}${cell(right)}`);
  }
  lines.push(`since ${live.since}`, `verdict: ${a.verdict} (${a.reasons.join('; ')})`);
  return lines.join('\n');
}

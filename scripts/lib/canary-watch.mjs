import { setTimeout as sleep } from 'node:timers/promises';
import { analyse, decisionLine } from './canary-analysis.mjs';
import { promoteRemote } from './deploy.mjs';
import { dropCanary, readManifest } from './remotes-manifest.mjs';

/**
 * @import { Analysis, Thresholds, VersionFigures } from './canary-analysis.mjs'
 * @typedef {import('./remotes-manifest.mjs').Target} Target
 * @typedef {import('@area-cliente/shared/deploy').CanaryEntry} CanaryEntry
 */

const COUNTS = /** @type {const} */ ([
  'pageViews',
  'errors',
  'loadFailures',
  'clients',
  'signedInClients',
  'failingClients',
]);
const P75S = /** @type {const} */ (['lcpP75', 'inpP75']);

/**
 * The `versions` of an analysis answer, or undefined when it is not one.
 * @param {unknown} json
 * @returns {VersionFigures[] | undefined}
 */
function versionsOf(json) {
  const versions = /** @type {{ versions?: unknown } | null} */ (json)?.versions;
  if (!Array.isArray(versions)) return undefined;
  const valid = versions.every(
    (f) =>
      typeof f?.version === 'string' &&
      COUNTS.every((k) => Number.isInteger(f[k]) && f[k] >= 0) &&
      P75S.every((k) => f[k] === null || (typeof f[k] === 'number' && f[k] >= 0)),
  );
  return valid ? versions : undefined;
}

/**
 * Where the API's metrics server answers the real-user analysis: CANARY_RUM_URL, else
 * http://METRICS_HOST:METRICS_PORT (the API's own variables; 127.0.0.1:9464 when unset).
 * @param {Record<string, string | undefined>} [env]
 */
export const rumBaseUrl = (env = process.env) =>
  (env.CANARY_RUM_URL ?? `http://${env.METRICS_HOST ?? '127.0.0.1'}:${env.METRICS_PORT ?? '9464'}`).replace(
    /\/+$/,
    '',
  );

/**
 * Each version's figures of `remote` since `since`, from GET /rum/remotes/:remote?since=.
 * @param {string} baseUrl
 * @param {string} remote
 * @param {string} since ISO timestamp
 * @returns {Promise<VersionFigures[]>}
 */
export async function fetchRumFigures(baseUrl, remote, since) {
  const url = `${baseUrl}/rum/remotes/${encodeURIComponent(remote)}?since=${encodeURIComponent(since)}`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(
      `Cannot reach the real-user analysis at ${url}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const versions = versionsOf(await response.json().catch(() => undefined));
  if (!versions) throw new Error(`${url} did not answer { remote, versions: [{ version, pageViews, … }] }`);
  return versions;
}

/**
 * The live canary of `name` and the analysis of its figures against the stable version's, since the
 * canary went live, and the released API contract each reads; undefined when no canary is live.
 * @param {Target} target
 * @param {string} name
 * @param {string} baseUrl
 * @param {Thresholds} [thresholds]
 * @returns {Promise<{ stable: string, canary: CanaryEntry, contracts: { stable?: string | undefined, canary?: string | undefined }, analysis: Analysis } | undefined>}
 */
export async function analyseCanary(target, name, baseUrl, thresholds) {
  const entry = (await readManifest(target)).remotes[name];
  if (!entry?.canary) return undefined;
  const versions = await fetchRumFigures(baseUrl, name, entry.canary.since);
  const of = (/** @type {string} */ version) => versions.find((f) => f.version === version);
  return {
    stable: entry.version,
    canary: entry.canary,
    contracts: { stable: entry.needs?.contrato, canary: entry.canary.needs?.contrato },
    analysis: analyse(of(entry.version), of(entry.canary.version), thresholds),
  };
}

/**
 * @typedef {object} WatchOptions
 * @property {string} name the remote (remote_offers)
 * @property {Target} target
 * @property {string} baseUrl the metrics server (rumBaseUrl)
 * @property {Thresholds} thresholds
 * @property {number} intervalMs between polls
 * @property {number} timeoutMs without a decision, `onTimeout` happens
 * @property {'rollback' | 'keep'} onTimeout
 * @property {(line: string) => void} [log]
 */

/**
 * Polls the analysis of `name`'s live canary every `intervalMs` and acts on it: rolls it back as
 * soon as it is worse than stable beyond the thresholds, promotes it after `promoteAfter` healthy page
 * views. Every poll's decision is logged with its figures. Only the canary live when the watch started
 * is acted on: one replaced meanwhile ends the watch untouched. An analysis that cannot be read is
 * logged and polled again; at the timeout the canary is rolled back (unproven: fail closed) unless
 * `onTimeout` is 'keep'.
 * @param {WatchOptions} options
 * @returns {Promise<{ outcome: 'rollback' | 'promote' | 'gone' | 'timeout', elapsedMs: number, analysis?: Analysis }>}
 */
export async function watchCanary({
  name,
  target,
  baseUrl,
  thresholds,
  intervalMs,
  timeoutMs,
  onTimeout,
  log = console.log,
}) {
  const started = Date.now();
  const first = (await readManifest(target)).remotes[name]?.canary;
  if (!first) throw new Error(`${name} has no canary live to watch`);
  const watched = first.version;
  log(
    `watching ${name} canary ${watched} (${first.percent} % since ${first.since}) every ${intervalMs / 1000} s, for at most ${timeoutMs / 1000} s`,
  );
  /** @type {Analysis | undefined} */
  let last;
  for (;;) {
    const elapsedMs = Date.now() - started;
    let found;
    try {
      found = await analyseCanary(target, name, baseUrl, thresholds);
    } catch (error) {
      log(`analysis unavailable: ${error instanceof Error ? error.message : error}`);
    }
    if (found === undefined && !(await readManifest(target)).remotes[name]?.canary) {
      log(`${name} has no canary live any more: nothing to do`);
      return { outcome: 'gone', elapsedMs };
    }
    if (found && found.canary.version !== watched) {
      log(`${name}'s canary is ${found.canary.version} now, not ${watched}: leaving it to its own watch`);
      return { outcome: 'gone', elapsedMs, analysis: found.analysis };
    }
    if (found) {
      last = found.analysis;
      log(`${name} ${watched} after ${Math.round(elapsedMs / 1000)} s: ${decisionLine(last)}`);
      if (last.verdict === 'rollback') {
        const { to } = await dropCanary(target, name, watched);
        log(`rolled back: ${name} canary ${watched} dropped, ${to} for everyone`);
        return { outcome: 'rollback', elapsedMs: Date.now() - started, analysis: last };
      }
      if (last.verdict === 'promote') {
        await promoteRemote(name, target);
        log(`promoted: ${name} ${watched} is stable for everyone`);
        return { outcome: 'promote', elapsedMs: Date.now() - started, analysis: last };
      }
    }
    if (Date.now() - started + intervalMs > timeoutMs) {
      if (onTimeout === 'rollback') {
        await dropCanary(target, name, watched);
        log(
          `timeout after ${Math.round((Date.now() - started) / 1000)} s without a decision: canary ${watched} rolled back (unproven)`,
        );
      } else {
        log(
          `timeout after ${Math.round((Date.now() - started) / 1000)} s without a decision: canary ${watched} left live`,
        );
      }
      return { outcome: 'timeout', elapsedMs: Date.now() - started, ...(last && { analysis: last }) };
    }
    await sleep(intervalMs);
  }
}

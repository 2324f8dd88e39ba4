import type { RumBatch } from '@area-cliente/shared/contract';
import type { Db, Queryable } from '../db';
import { addRumCounts, type RumCounts } from '../repositories/rum';
import { admitShare, type Beacon, claimBatch, liveBeacon, type Share } from '../repositories/rum-clientes';
import { bucketCounts, INP_BOUNDS_MS, LCP_BOUNDS_MS } from './buckets';
import type { RumMetrics } from './metrics';
import { countedVersion } from './versions';

type Signals = Pick<RumBatch, 'views' | 'failures' | 'vitals'>;
type Deployed = Map<string, Set<string>> | undefined;

/** What became of a batch: counted (maybe in part), a replay of a counted one, or without a live beacon. */
export type RumOutcome = 'contado' | 'repetido' | 'sin-baliza';

/** The batch's signals grouped by remote and the version they are counted under. */
function byVersion(deployed: Deployed, batch: Signals) {
  const groups = new Map<string, { remote: string; version: string } & Signals>();
  const at = (remote: string, sent: string) => {
    const version = countedVersion(deployed, remote, sent);
    const key = `${remote}\n${version}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { remote, version, views: [], failures: [], vitals: [] }));
    return group;
  };
  for (const view of batch.views) at(view.remote, view.version).views.push(view);
  for (const failure of batch.failures) at(failure.remote, failure.version).failures.push(failure);
  for (const vital of batch.vitals) at(vital.remote, vital.version).vitals.push(vital);
  return [...groups.values()];
}

/** Only LCP and INP decide a release: the samples a client's share counts. */
const isSample = (vital: RumBatch['vitals'][number]) => vital.metric === 'LCP' || vital.metric === 'INP';

/**
 * The part of the batch this client may still add to each version (CLIENT_SHARE_CAPS): views, then
 * failures (load failures first), then LCP and INP samples, in the batch's order.
 */
async function admitted(tx: Queryable, beacon: Beacon, deployed: Deployed, batch: Signals, now: Date) {
  const kept: Signals = { views: [], failures: [], vitals: [] };
  for (const group of byVersion(deployed, batch)) {
    const failures = [...group.failures].sort((a, b) =>
      a.kind === b.kind ? 0 : a.kind === 'carga' ? -1 : 1,
    );
    const wanted: Share = {
      vistas: group.views.length,
      fallos: failures.length,
      muestras: group.vitals.filter(isSample).length,
    };
    const room = await admitShare(
      tx,
      { remote: group.remote, version: group.version, ...beacon },
      wanted,
      now,
    );
    kept.views.push(...group.views.slice(0, room.vistas));
    kept.failures.push(...failures.slice(0, room.fallos));
    let samples = room.muestras;
    for (const vital of group.vitals) {
      if (!isSample(vital)) kept.vitals.push(vital);
      else if (samples-- > 0) kept.vitals.push(vital);
    }
  }
  return kept;
}

/** The batch summed per remote and counted version, as rum_minutos adds it. */
function minuteRows(deployed: Deployed, batch: Signals): RumCounts[] {
  return byVersion(deployed, batch).map((g) => ({
    remote: g.remote,
    version: g.version,
    vistas: g.views.length,
    fallosCarga: g.failures.filter((f) => f.kind === 'carga').length,
    erroresSeccion: g.failures.filter((f) => f.kind === 'seccion').length,
    lcpBuckets: bucketCounts(
      LCP_BOUNDS_MS,
      g.vitals.filter((v) => v.metric === 'LCP').map((v) => v.value),
    ),
    inpBuckets: bucketCounts(
      INP_BOUNDS_MS,
      g.vitals.filter((v) => v.metric === 'INP').map((v) => v.value),
    ),
  }));
}

/**
 * Records a validated batch, only under a live beacon the API issued and each of the beacon's batches
 * once: in the database, summed per remote, version and minute, each client's share of a version up
 * to its cap (what the canary decision reads, alike on every instance), and whole on this process's
 * /metrics (what dashboards show of the traffic). Versions remotes.json does not name are counted as
 * OTHER_VERSION in both.
 */
export async function recordRumBatch(
  db: Db,
  metrics: RumMetrics,
  deployed: Deployed,
  batch: RumBatch,
  now: Date,
): Promise<RumOutcome> {
  const result = await db.transaction(async (tx) => {
    const { baliza, seq } = batch;
    if (baliza === undefined || seq === undefined) return 'sin-baliza' as const;
    const beacon = await liveBeacon(tx, baliza, now);
    if (!beacon) return 'sin-baliza' as const;
    if (!(await claimBatch(tx, baliza, seq))) return 'repetido' as const;
    await addRumCounts(tx, minuteRows(deployed, await admitted(tx, beacon, deployed, batch, now)), now);
    return 'contado' as const;
  });
  if (result !== 'contado') return result;

  // After the database: a batch it refused is not half counted here.
  const labels = (remote: string, sent: string) => ({
    remote,
    version: metrics.versionLabel(remote, countedVersion(deployed, remote, sent)),
  });
  for (const view of batch.views) metrics.pageViews.inc(labels(view.remote, view.version));
  for (const failure of batch.failures) {
    const counter = failure.kind === 'carga' ? metrics.loadFailures : metrics.boundaryErrors;
    counter.inc(labels(failure.remote, failure.version));
  }
  const histograms = { LCP: metrics.lcp, INP: metrics.inp, TTFB: metrics.ttfb, CLS: metrics.cls };
  for (const vital of batch.vitals) {
    // Prometheus' convention is seconds; CLS has no unit.
    const value = vital.metric === 'CLS' ? vital.value : vital.value / 1000;
    histograms[vital.metric].observe(labels(vital.remote, vital.version), value);
  }
  return result;
}

import type { RumBatch } from '@area-cliente/shared/contract';
import type { Db } from '../db';
import { addRumCounts, type RumCounts } from '../repositories/rum';
import { bucketCounts, INP_BOUNDS_MS, LCP_BOUNDS_MS } from './buckets';
import type { RumMetrics } from './metrics';
import { countedVersion } from './versions';

/**
 * Records a validated batch: on this process's /metrics (for dashboards) and, summed per remote,
 * version and minute, in the database (for the canary analysis every instance answers alike).
 * Versions remotes.json does not name are counted as OTHER_VERSION in both.
 */
export async function recordRumBatch(
  db: Db,
  metrics: RumMetrics,
  deployed: Map<string, Set<string>> | undefined,
  batch: RumBatch,
  now: Date,
): Promise<void> {
  type Sums = { counts: RumCounts; lcp: number[]; inp: number[] };
  const sums = new Map<string, Sums>();
  const at = (remote: string, sent: string): Sums => {
    const version = countedVersion(deployed, remote, sent);
    const key = `${remote}\n${version}`;
    let entry = sums.get(key);
    if (!entry) {
      entry = {
        counts: {
          remote,
          version,
          vistas: 0,
          fallosCarga: 0,
          erroresSeccion: 0,
          lcpBuckets: [],
          inpBuckets: [],
        },
        lcp: [],
        inp: [],
      };
      sums.set(key, entry);
    }
    return entry;
  };

  for (const view of batch.views) at(view.remote, view.version).counts.vistas += 1;
  for (const failure of batch.failures) {
    const { counts } = at(failure.remote, failure.version);
    if (failure.kind === 'carga') counts.fallosCarga += 1;
    else counts.erroresSeccion += 1;
  }
  for (const vital of batch.vitals) {
    const entry = at(vital.remote, vital.version);
    if (vital.metric === 'LCP') entry.lcp.push(vital.value);
    if (vital.metric === 'INP') entry.inp.push(vital.value);
  }
  const rows = [...sums.values()].map(({ counts, lcp, inp }) => ({
    ...counts,
    lcpBuckets: bucketCounts(LCP_BOUNDS_MS, lcp),
    inpBuckets: bucketCounts(INP_BOUNDS_MS, inp),
  }));
  await addRumCounts(db, rows, now);

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
}

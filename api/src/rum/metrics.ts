import { REMOTE_NAMES } from '@area-cliente/shared/contract';
import { Counter, Histogram, type Registry } from 'prom-client';
import { INP_BOUNDS_MS, LCP_BOUNDS_MS } from './buckets';
import { OTHER_VERSION } from './versions';

type Labels = 'remote' | 'version';

/** The real-user signals on /metrics, by remote and version. */
export type RumMetrics = {
  pageViews: Counter<Labels>;
  loadFailures: Counter<Labels>;
  boundaryErrors: Counter<Labels>;
  lcp: Histogram<Labels>;
  inp: Histogram<Labels>;
  ttfb: Histogram<Labels>;
  cls: Histogram<Labels>;
  /** The version label for a remote: beyond MAX_VERSIONS_PER_REMOTE distinct ones, OTHER_VERSION. */
  versionLabel(remote: string, version: string): string;
};

/**
 * Distinct versions one process labels per remote: stable, canary and a few older ones still open in
 * browsers. Bounds the series a flood of made-up versions could create when remotes.json cannot be read.
 */
const MAX_VERSIONS_PER_REMOTE = 6;

const seconds = (boundsMs: readonly number[]) => boundsMs.map((ms) => ms / 1000);

export function rumMetrics(registry: Registry): RumMetrics {
  const labelNames = ['remote', 'version'] as const;
  const registers = [registry];
  const seen = new Map<string, Set<string>>(REMOTE_NAMES.map((remote) => [remote, new Set<string>()]));
  return {
    pageViews: new Counter({
      name: 'rum_page_views_total',
      help: 'Screens shown in browsers, by the remote and version that served them',
      labelNames,
      registers,
    }),
    loadFailures: new Counter({
      name: 'rum_load_failures_total',
      help: 'Remotes browsers could not load (or the shell refused), by remote and version',
      labelNames,
      registers,
    }),
    boundaryErrors: new Counter({
      name: 'rum_boundary_errors_total',
      help: "Screens that threw and showed the section's fallback, by remote and version",
      labelNames,
      registers,
    }),
    lcp: new Histogram({
      name: 'rum_lcp_seconds',
      help: 'Largest Contentful Paint of page loads, by the landing remote and version',
      labelNames,
      buckets: seconds(LCP_BOUNDS_MS),
      registers,
    }),
    inp: new Histogram({
      name: 'rum_inp_seconds',
      help: 'Interaction to Next Paint, by the remote and version on screen when reported',
      labelNames,
      buckets: seconds(INP_BOUNDS_MS),
      registers,
    }),
    ttfb: new Histogram({
      name: 'rum_ttfb_seconds',
      help: 'Time to First Byte of page loads, by the landing remote and version',
      labelNames,
      buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5],
      registers,
    }),
    cls: new Histogram({
      name: 'rum_cls',
      help: 'Cumulative Layout Shift (unitless; Chromium only), by remote and version',
      labelNames,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    versionLabel(remote, version) {
      const versions = seen.get(remote);
      if (!versions) return OTHER_VERSION;
      if (versions.has(version)) return version;
      if (versions.size >= MAX_VERSIONS_PER_REMOTE) return OTHER_VERSION;
      versions.add(version);
      return version;
    },
  };
}

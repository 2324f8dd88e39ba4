/**
 * Fixed histogram bounds (upper, inclusive, in ms) for the Web Vitals the canary decision reads.
 * Fixed so that counts from every instance and minute add up bucket by bucket; the last bucket is
 * everything above the last bound. Chosen around the Core Web Vitals thresholds (LCP good ≤ 2.5 s,
 * poor > 4 s; INP good ≤ 200 ms, poor > 500 ms) so p75 is sharpest where the verdict changes.
 */
export const LCP_BOUNDS_MS = [250, 500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000] as const;
export const INP_BOUNDS_MS = [25, 50, 100, 150, 200, 300, 400, 500, 1000, 2000] as const;

/** Per-bucket counts (not cumulative) of `values`: bounds.length + 1 entries, the last one overflow. */
export function bucketCounts(bounds: readonly number[], values: readonly number[]): number[] {
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const value of values) {
    const i = bounds.findIndex((bound) => value <= bound);
    counts[i === -1 ? bounds.length : i]! += 1;
  }
  return counts;
}

/**
 * The q-quantile (0 < q < 1) estimated from per-bucket counts, as Prometheus' histogram_quantile
 * does: find the bucket the rank falls in and interpolate linearly inside it (the first bucket
 * starts at 0). A rank in the overflow bucket answers the last bound, the most that can be said.
 * Null without samples.
 */
export function quantileFromBuckets(
  bounds: readonly number[],
  counts: readonly number[],
  q: number,
): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (const [i, bound] of bounds.entries()) {
    const inBucket = counts[i] ?? 0;
    if (below + inBucket >= rank && inBucket > 0) {
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      return Math.round(lower + ((bound - lower) * (rank - below)) / inBucket);
    }
    below += inBucket;
  }
  return bounds.at(-1)!;
}

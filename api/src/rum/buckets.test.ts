import { describe, expect, it } from 'vitest';
import { bucketCounts, INP_BOUNDS_MS, LCP_BOUNDS_MS, quantileFromBuckets } from './buckets';

const p75 = (bounds: readonly number[], values: number[]) =>
  quantileFromBuckets(bounds, bucketCounts(bounds, values), 0.75);

describe('Web Vitals buckets', () => {
  it('count each value in the first bucket whose bound holds it, the rest in the overflow', () => {
    expect(bucketCounts([100, 200], [0, 100, 101, 200, 201, 5000])).toEqual([2, 2, 2]);
  });

  it('answer null without samples', () => {
    expect(quantileFromBuckets(LCP_BOUNDS_MS, bucketCounts(LCP_BOUNDS_MS, []), 0.75)).toBeNull();
  });

  it('interpolate inside the bucket the rank falls in, like histogram_quantile', () => {
    // 4 samples in (0, 100], 4 in (100, 200]: rank 6 is half-way through the second bucket.
    expect(quantileFromBuckets([100, 200], [4, 4, 0], 0.75)).toBe(150);
    // All in one bucket: three quarters of the way through it.
    expect(quantileFromBuckets([100, 200], [0, 8, 0], 0.75)).toBe(175);
    expect(quantileFromBuckets([100, 200], [8, 0, 0], 0.75)).toBe(75);
  });

  it('skip empty buckets and answer the last bound when the rank is in the overflow', () => {
    expect(quantileFromBuckets([100, 200, 300], [1, 0, 0, 3], 0.75)).toBe(300);
    expect(quantileFromBuckets([100, 200, 300], [0, 0, 4, 0], 0.75)).toBe(275);
  });

  it('land within the bucket holding the true p75 of real-looking samples', () => {
    const lcp = Array.from({ length: 400 }, (_, i) => 800 + ((i * 37) % 2400)); // 800..3199 ms
    const sorted = [...lcp].sort((a, b) => a - b);
    const truth = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const estimate = p75(LCP_BOUNDS_MS, lcp)!;
    expect(Math.abs(estimate - truth)).toBeLessThanOrEqual(500);
    expect(p75(INP_BOUNDS_MS, [40, 40, 40, 40, 180, 180, 180, 180])).toBe(175);
  });

  it('add up across instances: summing the counts equals counting all samples at once', () => {
    const a = [120, 90, 450, 30];
    const b = [700, 210, 160];
    const summed = bucketCounts(INP_BOUNDS_MS, a).map((n, i) => n + bucketCounts(INP_BOUNDS_MS, b)[i]!);
    expect(summed).toEqual(bucketCounts(INP_BOUNDS_MS, [...a, ...b]));
  });
});

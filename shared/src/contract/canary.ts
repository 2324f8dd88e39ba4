import type { RemoteEntry } from './deploy';

/**
 * Which build of a remote a browser loads while a canary is live. Each browser draws a bucket once,
 * 0–9999, at random and keeps it (shell/src/composition/canary.ts): it identifies no one, and it keeps
 * a browser in the same cohort on every visit, so a customer never flips between two versions.
 */
export const BUCKETS = 10_000;

/** A fresh bucket from `random` (in [0, 1)). */
export const drawBucket = (random: () => number = Math.random): number =>
  Math.min(BUCKETS - 1, Math.max(0, Math.floor(random() * BUCKETS)));

/** A stored bucket as text, or undefined when it is not one (missing, edited, out of range). */
export function parseBucket(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,4}$/.test(text)) return undefined;
  const bucket = Number(text);
  return bucket < BUCKETS ? bucket : undefined;
}

/** Whether the browser of `bucket` is in a canary live for `percent` % of browsers. */
export const inCanary = (bucket: number, percent: number): boolean => bucket < percent * (BUCKETS / 100);

/** The build of a remote a browser of `bucket` loads: the canary's fields when it is in its cohort. */
export type ChosenBuild = Omit<RemoteEntry, 'canary'> & { cohort: 'stable' | 'canary' };

export function chooseBuild(entry: RemoteEntry, bucket: number): ChosenBuild {
  const { canary, ...stable } = entry;
  if (canary && inCanary(bucket, canary.percent)) {
    const { percent: _percent, since: _since, ...build } = canary;
    return { ...build, cohort: 'canary' };
  }
  return { ...stable, cohort: 'stable' };
}

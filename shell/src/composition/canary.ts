import { chooseBuild, drawBucket, parseBucket, type RemoteEntry } from '@area-cliente/shared/deploy';

/**
 * The canary cohort of this browser. A bucket (0–9999) is drawn the first time a page meets a live
 * canary, and kept, so the browser sees the same build of a canaried remote on every visit; it is
 * random, not derived from the person, and never sent anywhere by this module. A browser that never
 * meets a canary has none stored. Kept in localStorage; where storage throws (Safari private
 * mode, storage disabled) in a first-party cookie, and where that does not stick either, in memory
 * for this page's life.
 */
export const BUCKET_KEY = 'area-cliente:canary-bucket';
const BUCKET_COOKIE = 'ac_canary_bucket';
const COOKIE_MAX_AGE = 365 * 24 * 3600;

let memoryBucket: number | undefined;

function cookieBucket(doc: Document): number {
  const stored = parseBucket(new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d+)`).exec(doc.cookie)?.[1]);
  if (stored !== undefined) return stored;
  memoryBucket ??= drawBucket();
  doc.cookie = `${BUCKET_COOKIE}=${memoryBucket}; path=/area-cliente/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  return memoryBucket;
}

/** This browser's bucket, drawn on first use. */
export function browserBucket(win: Window = window): number {
  try {
    const stored = parseBucket(win.localStorage.getItem(BUCKET_KEY));
    if (stored !== undefined) return stored;
    const bucket = memoryBucket ?? drawBucket();
    win.localStorage.setItem(BUCKET_KEY, String(bucket));
    return bucket;
  } catch {
    try {
      return cookieBucket(win.document);
    } catch {
      memoryBucket ??= drawBucket();
      return memoryBucket;
    }
  }
}

/** The version of each remote this page loads, and whether it is the remote's canary. */
export type ServedVersion = { version: string; cohort: 'stable' | 'canary' };
let served: Record<string, ServedVersion> = {};

/**
 * remotes.json's entries as this browser loads them: each remote's canary for a browser in its cohort,
 * its stable build otherwise. `serves` says whether this shell can serve a build: a canary it cannot
 * serve falls back to the stable build (a deploy refuses one, but the shell may change after it).
 */
export function buildsForThisBrowser(
  remotes: Record<string, RemoteEntry>,
  serves: (build: Omit<RemoteEntry, 'canary'>) => boolean,
  bucket: () => number = browserBucket,
): Record<string, RemoteEntry> {
  served = {};
  const chosen = Object.fromEntries(
    Object.entries(remotes).map(([name, entry]) => [name, choose(name, entry, serves, bucket)]),
  );
  const canaries = Object.entries(served).filter(([, s]) => s.cohort === 'canary');
  if (canaries.length > 0) {
    console.info(`[area-cliente] canary: ${canaries.map(([name, s]) => `${name} ${s.version}`).join(', ')}`);
  }
  return chosen;
}

function choose(
  name: string,
  entry: RemoteEntry,
  serves: (build: Omit<RemoteEntry, 'canary'>) => boolean,
  bucket: () => number,
): RemoteEntry {
  // Without a canary every bucket gets the stable build: the browser's is not read (nor drawn, nor stored).
  const { cohort, ...build } = chooseBuild(entry, entry.canary ? bucket() : 0);
  const { canary: _canary, ...stable } = entry;
  const [use, as] = cohort === 'canary' && serves(build) ? [build, cohort] : [stable, 'stable' as const];
  served[name] = { version: use.version, cohort: as };
  return use;
}

/**
 * For a remote this page loads as a canary and loads again (a retry after its fallback): the build
 * remotes.json serves this browser now, when it is another one (the canary was rolled back or
 * promoted meanwhile), so the retry gets the live version without a page reload; else undefined.
 * Only this remote's tag changes: the others stay what the page registered.
 */
export async function buildAfterCanaryChange(
  remote: string,
  readEntries: () => Promise<Record<string, RemoteEntry>>,
  serves: (build: Omit<RemoteEntry, 'canary'>) => boolean,
  bucket: () => number = browserBucket,
): Promise<RemoteEntry | undefined> {
  const before = served[remote];
  if (before?.cohort !== 'canary') return undefined;
  const entry = (await readEntries())[remote];
  if (!entry) return undefined;
  const build = choose(remote, entry, serves, bucket);
  return build.version === before.version ? undefined : build;
}

/** What this page loaded, per remote: the tag its real-user signals carry. */
export const servedVersions = (): Readonly<Record<string, ServedVersion>> => served;

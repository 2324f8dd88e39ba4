import {
  layoutOf,
  readRemotesManifest,
  unmetNeeds,
  type RemoteEntry,
  type ShellProvides,
} from '@area-cliente/shared/deploy';
import { buildsForThisBrowser } from './canary';

/** Where the deployment manifest lives: the only address the shell knows at build time. */
const REMOTES_MANIFEST_URL = '/area-cliente/remotes.json';

/** The kernel and React this build provides (its contract.json), set by the build. */
declare const __SHELL_PROVIDES__: ShellProvides;

/**
 * remotes.json as this shell serves it: every entry it could read, and the remotes it will not load
 * (an entry it cannot read, or a build that needs a kernel or React it does not provide), with why.
 */
export type DeployedRemotes = { remotes: Record<string, RemoteEntry>; refused: Record<string, string> };

/** A route the shell's router serves by mounting `screen` of `remote`. */
export type RemoteRoute = {
  remote: string;
  path: string;
  screen: string;
  public: boolean;
  layout: 'access' | 'main';
};

async function fetchReadable() {
  const response = await fetch(REMOTES_MANIFEST_URL);
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return readRemotesManifest(await response.json());
}

/** Whether this shell can serve a build (its needs met by what the shell provides). */
export const shellServes = (
  build: Pick<RemoteEntry, 'needs'>,
  provides: ShellProvides = __SHELL_PROVIDES__,
) => !unmetNeeds(build.needs, provides);

/** The entries of remotes.json as they are now, canaries included (canary.ts picks from them). */
export const fetchDeployedEntries = async () => (await fetchReadable()).remotes;

/**
 * Fetches remotes.json and sorts its entries by what this shell can serve. The server sends it
 * `Cache-Control: no-cache`, so every load revalidates it and a deploy shows up on next load; a plain
 * request (no cache mode of its own) can also take the copy the page's `<link rel="preload">` started.
 */
export async function fetchRemotesManifest(
  provides: ShellProvides = __SHELL_PROVIDES__,
): Promise<DeployedRemotes> {
  const readable = await fetchReadable();
  // A live canary: this browser's cohort decides which of the two builds it loads (canary.ts).
  const remotes = buildsForThisBrowser(readable.remotes, (build) => shellServes(build, provides));
  const refused = { ...readable.unreadable };
  for (const [name, entry] of Object.entries(remotes)) {
    const unmet = unmetNeeds(entry.needs, provides);
    if (unmet) refused[name] = unmet;
  }
  return { remotes, refused };
}

/** The router's view of the manifest: one entry per route, tagged with the remote that owns it. */
export function remoteRoutes(remotes: DeployedRemotes['remotes']): RemoteRoute[] {
  return Object.entries(remotes).flatMap(([remote, { routes }]) =>
    routes.map((route) => ({
      remote,
      path: route.path,
      screen: route.screen,
      public: route.public,
      layout: layoutOf(route),
    })),
  );
}

/** The script the federation runtime loads for a remote (one copy, for the shell and the studio). */
export { containerEntry } from '@area-cliente/shared/deploy';

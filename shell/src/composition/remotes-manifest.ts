import * as v from 'valibot';

/** Where the deployment manifest lives: the only address the shell knows at build time. */
const REMOTES_MANIFEST_URL = '/area-cliente/remotes.json';

const RouteSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1)),
  screen: v.pipe(v.string(), v.minLength(1)),
  public: v.optional(v.boolean(), false),
  /**
   * The frame the screen is shown in: 'access' (bare, as login) or 'main' (header and side menu).
   * Remotes deployed before the field existed get 'access' for public routes and 'main' otherwise.
   */
  layout: v.optional(v.picklist(['access', 'main'])),
});

const RemoteEntrySchema = v.object({
  version: v.string(),
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: v.pipe(v.string(), v.minLength(1)),
  routes: v.array(RouteSchema),
});

/** `remotes.json`, rewritten by every remote deploy (scripts/deploy-remote.mjs). */
export const RemotesManifestSchema = v.object({
  remotes: v.record(v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/)), RemoteEntrySchema),
});
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

/** A route the shell's router serves by mounting `screen` of `remote`. */
export type RemoteRoute = {
  remote: string;
  path: string;
  screen: string;
  public: boolean;
  layout: 'access' | 'main';
};

/**
 * Fetches and validates remotes.json. The server sends it `Cache-Control: no-cache`, so every load
 * revalidates it and a deploy shows up on next load; a plain request (no cache mode of its own) can
 * also take the copy the page's `<link rel="preload">` already started.
 */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL);
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return v.parse(RemotesManifestSchema, await response.json());
}

/** The router's view of the manifest: one entry per route, tagged with the remote that owns it. */
export function remoteRoutes(manifest: RemotesManifest): RemoteRoute[] {
  return Object.entries(manifest.remotes).flatMap(([remote, { routes }]) =>
    routes.map((route) => ({
      remote,
      path: route.path,
      screen: route.screen,
      public: route.public,
      layout: route.layout ?? (route.public ? 'access' : 'main'),
    })),
  );
}

/**
 * The script the federation runtime loads for a remote: the `remoteEntry.js` next to the manifest
 * remotes.json names. Loading it straight away saves the manifest's round trip before every first
 * screen of a remote (the shell is built with the runtime's snapshot code left out).
 */
export const containerEntry = (entry: string): string =>
  entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');

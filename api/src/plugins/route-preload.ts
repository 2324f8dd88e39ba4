import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DeployedRoute,
  layoutOf,
  parseDeployDocument,
  readRemotesManifest,
  ShellProvidesSchema,
  unmetNeeds,
} from '@area-cliente/shared/deploy';
import * as v from 'valibot';
import { preloadLink } from '../../../tools/page/shell-page.js';

/**
 * Preload hints for the shell's index.html (written by tools/page/shell-page.js): without them the browser learns of remotes.json, then of
 * the route's remote manifest, then of its entry and chunks one after the other, each only once the
 * previous one has run. The server reads the same remotes.json the shell will, so it can announce them
 * all in the HTML; the shell's files on disk stay byte-identical across remote deploys. Every hint is
 * `fetchpriority="low"`: the page paints its skeleton from the HTML and main.css alone, so on a slow
 * network those go first and the scripts follow in the same round trip.
 */

const AssetsSchema = v.object({ sync: v.array(v.string()) });
const ManifestSchema = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string(), path: v.optional(v.string(), '') }) }),
  exposes: v.array(v.object({ path: v.string(), assets: v.object({ js: AssetsSchema, css: AssetsSchema }) })),
});

/** Reads and parses a file again only when its mtime changes (remotes.json changes on every deploy). */
function cachedReader<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T => {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

const readRemotes = cachedReader((text) => readRemotesManifest(JSON.parse(text)).remotes);
/** The live shell's contract.json: what it provides remotes (shared/src/contract/deploy.ts). */
const readShell = cachedReader((text) =>
  parseDeployDocument(ShellProvidesSchema, JSON.parse(text), 'contract.json'),
);
const readManifest = cachedReader((text) => v.parse(ManifestSchema, JSON.parse(text)));

/** react-router's matching for the patterns remotes declare: static segments, `:param` and `*`. */
function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return true;
    const actual = got[i];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment !== actual) return false;
  }
  return want.length === got.length;
}

const safeFile = (name: string) => /^[\w.-]+$/.test(name) && !name.startsWith('.');

/** The hint for remotes.json itself, which every page fetches first. */
export const manifestPreloadLink = (appBase: string) => preloadLink(`${appBase}remotes.json`, 'fetch');

/** A route of remotes.json and the remote deployed to serve it. */
export type ServedRoute = {
  remote: string;
  version: string;
  route: DeployedRoute;
  /** A canary of the remote is live: which build this browser loads is the shell's choice. */
  canaryLive?: boolean;
};

/**
 * The remote and route serving app route `path` (relative to appBase), as the shell's router picks
 * it; undefined when no remote serves it or the live shell will not load the one that does.
 */
export function servedRoute(deployDir: string, path: string): ServedRoute | undefined {
  const remotes = readRemotes(join(deployDir, 'remotes.json'));
  for (const [remote, { version, routes, needs, canary }] of Object.entries(remotes)) {
    const route = routes.find((r) => routeMatches(r.path, path));
    if (!route) continue;
    // A remote the shell will refuse gets no hints: the page would fetch code it never runs.
    if (unmetNeeds(needs, readShell(join(deployDir, 'contract.json')))) return undefined;
    if (canary) {
      // The skeleton stays when both builds paint the same frame for the route; otherwise the page
      // waits for the shell, which knows the browser's cohort.
      const other = canary.routes.find((r) => routeMatches(r.path, path));
      const same = other && layoutOf(other) === layoutOf(route) && other.heading === route.heading;
      return same ? { remote, version, route, canaryLive: true } : undefined;
    }
    return { remote, version, route };
  }
  return undefined;
}

/**
 * `<link>` tags for the page of `served`: remotes.json, and for the remote serving the route (when
 * it has no canary live) its
 * remoteEntry.js (which the shell loads directly) and the chunks and styles of its `./app` module, as
 * its mf-manifest.json lists them.
 */
export function preloadLinks(deployDir: string, appBase: string, served: ServedRoute | undefined): string[] {
  const links = [manifestPreloadLink(appBase)];
  // No hints for a remote with a live canary. Hinting per browser would need its bucket on the
  // request (a cookie), and a browser's first page has none: the shell draws it. Hinting the stable
  // build would make the canary cohort download both versions. A canary lives hours, not months:
  // its remote's first screen loads one round trip later meanwhile, and nothing is downloaded twice.
  if (!served || served.canaryLive) return links;
  const folder = `remotes/${served.remote}/${served.version}/`;
  const manifest = readManifest(join(deployDir, folder, 'mf-manifest.json'));
  const app = manifest.exposes.find((e) => e.path === './app');
  const entry = manifest.metaData.remoteEntry;
  const url = (file: string) => `${appBase}${folder}${file}`;
  const scripts = [`${entry.path}${entry.name}`, ...(app?.assets.js.sync ?? [])].filter(safeFile);
  for (const file of scripts) links.push(preloadLink(url(file), 'script'));
  for (const file of (app?.assets.css.sync ?? []).filter(safeFile))
    links.push(preloadLink(url(file), 'style'));
  return links;
}

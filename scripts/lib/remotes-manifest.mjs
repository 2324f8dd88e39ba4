import { openTarget } from './deploy-targets/index.mjs';
import { APP_BASE } from './workspace.mjs';

/**
 * remotes.json: per remote, the live version, the URL of its mf-manifest.json and its routes. Every
 * function takes a deploy target (deploy-targets/): a folder path, or a target object (folder, S3).
 */
const MANIFEST = 'remotes.json';
const LOCK = `${MANIFEST}.lock`;
/**
 * @typedef {string | import('./deploy-targets/index.mjs').DeployTarget} Target a folder path or a target
 * @typedef {{ path: string, screen: string, public?: boolean, layout?: string }} Route
 * @typedef {{ remotes: Record<string, { version: string, entry: string, routes: Route[] }> }} Manifest
 * @typedef {{ version: string, deployedAt: string }} HistoryEntry
 */
/**
 * @param {string} name
 * @param {string} version
 */
export const versionKey = (name, version) => `remotes/${name}/${version}`;
/** @param {string} name */
const historyKey = (name) => `remotes/${name}/history.json`;

/**
 * @param {Target} target
 * @returns {Promise<Manifest>}
 */
export async function readManifest(target) {
  return /** @type {Manifest | undefined} */ (await openTarget(target).readJson(MANIFEST)) ?? { remotes: {} };
}

/**
 * Versions of a remote in the order they were deployed (oldest first).
 * @param {Target} target
 * @param {string} name
 * @returns {Promise<HistoryEntry[]>}
 */
export async function readHistory(target, name) {
  const history = /** @type {{ versions: HistoryEntry[] } | undefined} */ (
    await openTarget(target).readJson(historyKey(name))
  );
  return history?.versions ?? [];
}

/**
 * Whether `version` of remote `name` was published completely (its mf-manifest.json goes last).
 * @param {Target} target
 * @param {string} name
 * @param {string} version
 */
export const isPublished = (target, name, version) =>
  openTarget(target).exists(`${versionKey(name, version)}/mf-manifest.json`);

/**
 * @param {Target} target
 * @param {string} name
 * @param {string} version
 */
export async function appendHistory(target, name, version) {
  const versions = [...(await readHistory(target, name)), { version, deployedAt: new Date().toISOString() }];
  await openTarget(target).writeJson(historyKey(name), { versions });
}

/** The frames the shell has (shell/src/composition/remotes-manifest.ts); a route without one gets a default. */
const LAYOUTS = new Set(['access', 'main']);

/**
 * A route the shell would refuse would take the whole manifest down with it: refuse it at deploy time.
 * @param {string} name
 * @param {Route[]} routes
 */
function checkRoutes(name, routes) {
  for (const route of routes) {
    if (route.layout !== undefined && !LAYOUTS.has(route.layout)) {
      throw new Error(
        `${name} routes.json: route ${route.path} has layout ${route.layout}, not one of ${[...LAYOUTS]}`,
      );
    }
  }
  return routes;
}

/**
 * Points a remote's entry in remotes.json at an already published version. A lock serialises
 * concurrent deploys of different remotes; the write itself is atomic (a rename, or one S3 PUT).
 * @param {Target} target
 * @param {string} name
 * @param {string} version
 */
export async function activateVersion(target, name, version) {
  const store = openTarget(target);
  const key = versionKey(name, version);
  if (!(await isPublished(store, name, version))) {
    throw new Error(`${store.describe()}/${key} holds no published build`);
  }
  const { routes: declared } = /** @type {{ routes: Route[] }} */ (
    await store.readJson(`${key}/routes.json`)
  );
  const routes = checkRoutes(name, declared);
  await store.withLock(LOCK, async () => {
    const manifest = await readManifest(store);
    manifest.remotes[name] = {
      version,
      entry: `${APP_BASE}remotes/${name}/${version}/mf-manifest.json`,
      routes,
    };
    await store.writeJson(MANIFEST, manifest);
  });
}

/**
 * Runs `fn` under the lock deploys and rollbacks take on remotes.json.
 * @template T
 * @param {Target} target
 * @param {() => T | Promise<T>} fn
 */
export const withManifestLock = (target, fn) => openTarget(target).withLock(LOCK, fn);

/**
 * Rewrites a remote's history keeping only the versions `keep` accepts.
 * @param {Target} target
 * @param {string} name
 * @param {(version: string) => boolean} keep
 */
export async function filterHistory(target, name, keep) {
  const versions = (await readHistory(target, name)).filter((h) => keep(h.version));
  await openTarget(target).writeJson(historyKey(name), { versions });
}

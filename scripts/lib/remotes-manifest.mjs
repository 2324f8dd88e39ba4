import {
  LegacyRoutesFileSchema,
  parseDeployDocument,
  readRemotesManifest,
  RemoteNeedsSchema,
  RemotesManifestSchema,
  RoutesFileSchema,
  ShellProvidesSchema,
  unmetNeeds,
} from '@area-cliente/shared/deploy';
import { openTarget } from './deploy-targets/index.mjs';
import { APP_BASE } from './workspace.mjs';

/**
 * remotes.json: per remote, the live version, the URL of its mf-manifest.json, what it needs and its
 * routes (schemas: shared/src/contract/deploy.ts). Every function takes a deploy target
 * (deploy-targets/): a folder path, or a target object (folder, S3).
 */
const MANIFEST = 'remotes.json';
/** The live shell's contract.json, at the target's root: what it provides remotes. */
const SHELL_CONTRACT = 'contract.json';
const LOCK = `${MANIFEST}.lock`;
/**
 * @typedef {string | import('./deploy-targets/index.mjs').DeployTarget} Target a folder path or a target
 * @typedef {{ remotes: Record<string, import('@area-cliente/shared/deploy').RemoteEntry> }} Manifest
 * @typedef {{ version: string, deployedAt: string, canary?: number }} HistoryEntry a deploy; `canary`: as a
 * canary for that percent of browsers (a rollback without a version never goes back to one)
 */
/**
 * @param {string} name
 * @param {string} version
 */
export const versionKey = (name, version) => `remotes/${name}/${version}`;
/** @param {string} name */
const historyKey = (name) => `remotes/${name}/history.json`;

/**
 * The live entries deploys can read (an unreadable one is replaced by its remote's next deploy).
 * @param {Target} target
 * @returns {Promise<Manifest>}
 */
export async function readManifest(target) {
  const json = await openTarget(target).readJson(MANIFEST);
  return { remotes: json ? readRemotesManifest(json).remotes : {} };
}

/**
 * What the shell live on `target` provides, or a refusal saying how to get one there.
 * @param {Target} target
 */
async function readShellContract(target) {
  const store = openTarget(target);
  const json = await store.readJson(SHELL_CONTRACT);
  if (!json) {
    throw new Error(
      `${store.describe()}/${SHELL_CONTRACT} not found: no shell there states the kernel it provides. Deploy the shell first (pnpm deploy:shell).`,
    );
  }
  return parseDeployDocument(ShellProvidesSchema, json, `${store.describe()}/${SHELL_CONTRACT}`);
}

/**
 * Writes the shell's contract.json where remote deploys read it (a bucket has no shell files).
 * @param {Target} target
 * @param {import('@area-cliente/shared/deploy').ShellProvides} provides
 */
export const writeShellContract = (target, provides) =>
  openTarget(target).writeJson(SHELL_CONTRACT, provides);

/**
 * Versions of a remote in the order they were deployed (oldest first).
 * @param {Target} target
 * @param {string} name
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
 * @param {number} [canary] the percent of browsers, when deployed as a canary
 */
export async function appendHistory(target, name, version, canary) {
  const deployedAt = new Date().toISOString();
  const versions = [...(await readHistory(target, name)), { version, deployedAt, ...(canary && { canary }) }];
  await openTarget(target).writeJson(historyKey(name), { versions });
}

/**
 * A published version of a remote as remotes.json points at it, once the live shell is known to serve
 * it: refused (remotes.json untouched) when the build is incomplete, its routes malformed or its needs
 * unmet by the live shell. A canary is checked like any deploy.
 * @param {import('./deploy-targets/index.mjs').DeployTarget} store
 * @param {string} name
 * @param {string} version
 * @returns {Promise<import('@area-cliente/shared/deploy').BuildEntry>}
 */
async function servableBuild(store, name, version) {
  const key = versionKey(name, version);
  if (!(await isPublished(store, name, version))) {
    throw new Error(`${store.describe()}/${key} holds no published build`);
  }
  const where = (/** @type {string} */ file) => `${store.describe()}/${key}/${file}`;
  // A build from before contracts states no needs: the shell judges it as such (unmetNeeds).
  const needsJson = await store.readJson(`${key}/contract.json`);
  const needs =
    needsJson === undefined
      ? undefined
      : parseDeployDocument(RemoteNeedsSchema, needsJson, where('contract.json'));
  const routesJson = await store.readJson(`${key}/routes.json`);
  if (!routesJson) throw new Error(`${where('routes.json')} not found`);
  const routesSchema = needs ? RoutesFileSchema : LegacyRoutesFileSchema;
  const routesFile = parseDeployDocument(routesSchema, routesJson, where('routes.json'));
  const { routes } = routesFile;
  const shell = await readShellContract(store);
  const unmet = unmetNeeds(needs, shell);
  if (unmet) {
    throw new Error(
      `${name} ${version} ${unmet}: the live shell cannot serve it and remotes.json is unchanged. Deploy a shell that provides it first (pnpm deploy:shell ${name.replace(/_/g, '-')}), or build ${name} against kernel ${shell.kernel}.`,
    );
  }
  return {
    version,
    entry: `${APP_BASE}remotes/${name}/${version}/mf-manifest.json`,
    ...(needs && { needs }),
    routes,
    // Written only when true: an entry without it, as every entry from before menus, has no menu.
    ...('menu' in routesFile && routesFile.menu && { menu: true }),
  };
}

/**
 * Rewrites remote `name`'s entry in remotes.json under the lock: `change` gets the live entry (or
 * undefined) and returns the new one. The lock serialises concurrent deploys of different remotes; the
 * write itself is atomic (a rename, or one S3 PUT).
 * @template {{ entry: import('@area-cliente/shared/deploy').RemoteEntry }} R
 * @param {import('./deploy-targets/index.mjs').DeployTarget} store
 * @param {string} name
 * @param {(live: import('@area-cliente/shared/deploy').RemoteEntry | undefined) => R} change
 * @returns {Promise<Omit<R, 'entry'>>}
 */
async function rewriteEntry(store, name, change) {
  return store.withLock(LOCK, async () => {
    const json = /** @type {{ remotes?: Record<string, unknown> } | undefined} */ (
      await store.readJson(MANIFEST)
    );
    // Every other entry must read as the shell reads it; this remote's own is being replaced.
    const { [name]: own, ...others } = json?.remotes ?? {};
    const manifest = parseDeployDocument(
      RemotesManifestSchema,
      { remotes: others },
      `${store.describe()}/${MANIFEST}`,
    );
    const { entry, ...result } = change(
      readRemotesManifest({ remotes: { [name]: own ?? {} } }).remotes[name],
    );
    manifest.remotes[name] = entry;
    await store.writeJson(MANIFEST, manifest);
    return result;
  });
}

/**
 * Points a remote's entry in remotes.json at an already published version, for every browser: a
 * canary live for the remote goes with it.
 * @param {Target} target
 * @param {string} name
 * @param {string} version
 */
export async function activateVersion(target, name, version) {
  const store = openTarget(target);
  const build = await servableBuild(store, name, version);
  await rewriteEntry(store, name, () => ({ entry: build }));
}

/**
 * Makes an already published version live as the canary of remote `name` for `percent` % of
 * browsers, the stable version for the rest. A canary already live is replaced (its `since` too, so
 * the analysis starts again); the same canary at another percent keeps its `since`.
 * @param {Target} target
 * @param {string} name
 * @param {string} version
 * @param {number} percent
 * @returns {Promise<import('@area-cliente/shared/deploy').CanaryEntry>}
 */
export async function activateCanary(target, name, version, percent) {
  const store = openTarget(target);
  const build = await servableBuild(store, name, version);
  const { canary } = await rewriteEntry(store, name, (live) => {
    if (!live) {
      throw new Error(
        `${name} has no stable version live: deploy it to everyone first (pnpm deploy:remote ${name.replace(/_/g, '-')})`,
      );
    }
    if (live.version === version) throw new Error(`${name} ${version} is already the stable version`);
    const since = live.canary?.version === version ? live.canary.since : new Date().toISOString();
    const canary = { ...build, percent, since };
    return { entry: { ...live, canary }, canary };
  });
  return canary;
}

/**
 * The canary of a remote becomes its stable version for every browser (checked again against the
 * live shell, which may have changed since the canary went live).
 * @param {Target} target
 * @param {string} name
 * @returns {Promise<{ from: string, to: string }>}
 */
export async function promoteCanary(target, name) {
  const store = openTarget(target);
  const live = (await readManifest(store)).remotes[name];
  if (!live?.canary) throw new Error(`${name} has no canary live to promote`);
  const build = await servableBuild(store, name, live.canary.version);
  return rewriteEntry(store, name, (now) => {
    // Read again under the lock: a rollback or another canary may have come in between.
    if (now?.canary?.version !== build.version) {
      throw new Error(`${name}'s canary changed while promoting ${build.version}: remotes.json is unchanged`);
    }
    return { entry: build, from: now.version, to: build.version };
  });
}

/**
 * Drops a remote's canary: every browser gets the stable version again. With `only`, drops it only if
 * that version is still the canary (what canary:watch rolls back is what it watched).
 * @param {Target} target
 * @param {string} name
 * @param {string} [only]
 * @returns {Promise<{ from: string, to: string }>}
 */
export async function dropCanary(target, name, only) {
  return rewriteEntry(openTarget(target), name, (live) => {
    const canary = live?.canary;
    if (!live || !canary) throw new Error(`${name} has no canary live`);
    if (only && canary.version !== only) {
      throw new Error(`${name}'s canary is ${canary.version} now, not ${only}: remotes.json is unchanged`);
    }
    const { canary: _dropped, ...stable } = live;
    return { entry: stable, from: canary.version, to: live.version };
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

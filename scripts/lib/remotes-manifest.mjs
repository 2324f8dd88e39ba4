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
 */
export async function appendHistory(target, name, version) {
  const versions = [...(await readHistory(target, name)), { version, deployedAt: new Date().toISOString() }];
  await openTarget(target).writeJson(historyKey(name), { versions });
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
  const { routes } = parseDeployDocument(routesSchema, routesJson, where('routes.json'));
  const shell = await readShellContract(store);
  const unmet = unmetNeeds(needs, shell);
  if (unmet) {
    throw new Error(
      `${name} ${version} ${unmet}: the live shell cannot serve it and remotes.json is unchanged. Deploy a shell that provides it first (pnpm deploy:shell ${name.replace(/_/g, '-')}), or build ${name} against kernel ${shell.kernel}.`,
    );
  }
  await store.withLock(LOCK, async () => {
    const json = /** @type {{ remotes?: Record<string, unknown> } | undefined} */ (
      await store.readJson(MANIFEST)
    );
    // Every other entry must read as the shell reads it; this remote's own is being replaced.
    const { [name]: _replaced, ...others } = json?.remotes ?? {};
    const manifest = parseDeployDocument(
      RemotesManifestSchema,
      { remotes: others },
      `${store.describe()}/${MANIFEST}`,
    );
    manifest.remotes[name] = {
      version,
      entry: `${APP_BASE}remotes/${name}/${version}/mf-manifest.json`,
      ...(needs && { needs }),
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

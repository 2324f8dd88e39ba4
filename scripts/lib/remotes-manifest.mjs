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
export const versionKey = (name, version) => `remotes/${name}/${version}`;
const historyKey = (name) => `remotes/${name}/history.json`;

/** The live entries deploys can read (an unreadable one is replaced by its remote's next deploy). */
export async function readManifest(target) {
  const json = await openTarget(target).readJson(MANIFEST);
  return { remotes: json ? readRemotesManifest(json).remotes : {} };
}

/** What the shell live on `target` provides, or a refusal saying how to get one there. */
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

/** Writes the shell's contract.json where remote deploys read it (a bucket has no shell files). */
export const writeShellContract = (target, provides) =>
  openTarget(target).writeJson(SHELL_CONTRACT, provides);

/** Versions of a remote in the order they were deployed (oldest first). */
export async function readHistory(target, name) {
  return (await openTarget(target).readJson(historyKey(name)))?.versions ?? [];
}

/** Whether `version` of remote `name` was published completely (its mf-manifest.json goes last). */
export const isPublished = (target, name, version) =>
  openTarget(target).exists(`${versionKey(name, version)}/mf-manifest.json`);

export async function appendHistory(target, name, version) {
  const versions = [...(await readHistory(target, name)), { version, deployedAt: new Date().toISOString() }];
  await openTarget(target).writeJson(historyKey(name), { versions });
}

/** A published version's own document, parsed; undefined when the version has none. */
async function versionDocument(store, key, file, schema) {
  const json = await store.readJson(`${key}/${file}`);
  return json === undefined
    ? undefined
    : parseDeployDocument(schema, json, `${store.describe()}/${key}/${file}`);
}

/**
 * Points a remote's entry in remotes.json at an already published version. A lock serialises
 * concurrent deploys of different remotes; the write itself is atomic (a rename, or one S3 PUT).
 */
export async function activateVersion(target, name, version) {
  const store = openTarget(target);
  const key = versionKey(name, version);
  if (!(await isPublished(store, name, version))) {
    throw new Error(`${store.describe()}/${key} holds no published build`);
  }
  // A build from before contracts states no needs: the shell judges it as such (unmetNeeds).
  const needs = await versionDocument(store, key, 'contract.json', RemoteNeedsSchema);
  const routesSchema = needs ? RoutesFileSchema : LegacyRoutesFileSchema;
  const routesFile = await versionDocument(store, key, 'routes.json', routesSchema);
  if (!routesFile) throw new Error(`${store.describe()}/${key}/routes.json not found`);
  const shell = await readShellContract(store);
  const unmet = unmetNeeds(needs, shell);
  if (unmet) {
    throw new Error(
      `${name} ${version} ${unmet}: the live shell cannot serve it and remotes.json is unchanged. Deploy a shell that provides it first (pnpm deploy:shell ${name.replace(/_/g, '-')}), or build ${name} against kernel ${shell.kernel}.`,
    );
  }
  await store.withLock(LOCK, async () => {
    const json = (await store.readJson(MANIFEST)) ?? { remotes: {} };
    // Every other entry must read as the shell reads it; this remote's own is being replaced.
    const { [name]: _replaced, ...others } = json.remotes ?? {};
    const manifest = parseDeployDocument(
      RemotesManifestSchema,
      { remotes: others },
      `${store.describe()}/${MANIFEST}`,
    );
    manifest.remotes[name] = {
      version,
      entry: `${APP_BASE}remotes/${name}/${version}/mf-manifest.json`,
      ...(needs && { needs }),
      routes: routesFile.routes,
    };
    await store.writeJson(MANIFEST, manifest);
  });
}

/** Runs `fn` under the lock deploys and rollbacks take on remotes.json. */
export const withManifestLock = (target, fn) => openTarget(target).withLock(LOCK, fn);

/** Rewrites a remote's history keeping only the versions `keep` accepts. */
export async function filterHistory(target, name, keep) {
  const versions = (await readHistory(target, name)).filter((h) => keep(h.version));
  await openTarget(target).writeJson(historyKey(name), { versions });
}

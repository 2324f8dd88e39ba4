import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openTarget } from './deploy-targets/index.mjs';
import {
  parseDeployDocument,
  RemoteNeedsSchema,
  ShellProvidesSchema,
  unmetNeeds,
} from '@area-cliente/shared/deploy';
import { STUDIO_FOLDER } from '../../tools/page/studio-page.js';
import { keptReleases, RELEASES_DIR } from './contract-compat.ts';
import { hashFiles, readJson } from './files.mjs';
import { copyPublishable, publishableFiles } from './publishable.mjs';
import {
  activateCanary,
  activateVersion,
  appendHistory,
  dropCanary,
  isPublished,
  promoteCanary,
  readHistory,
  readManifest,
  versionKey,
  writeShellContract,
} from './remotes-manifest.mjs';
import { repoRoot } from './workspace.mjs';

const HASH_LENGTH = 8;

/** @typedef {import('./remotes-manifest.mjs').Target} Target */

/**
 * `20261122-101500-ab12cd34`: deploy time (UTC) and the build's content hash.
 * @param {string} hash
 */
function newVersion(hash, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${hash.slice(0, HASH_LENGTH)}`;
}

/**
 * Refuses a build compiled against an API contract that was never released: no compatibility test
 * checks that the API keeps answering what it reads.
 * @param {string} who the build, as the operator knows it
 * @param {string | undefined} contrato the API contract's hash its contract.json records
 * @param {string} releasedIn the checkout whose shared/contract-releases/ lists the released contracts
 */
function refuseUnreleased(who, contrato, releasedIn) {
  // A build from before builds recorded their API contract states none: it goes live as builds from
  // before contract.json do.
  if (contrato === undefined) return;
  if (keptReleases(releasedIn).some(({ release }) => release.hash === contrato)) return;
  throw new Error(
    `${who} was built against API contract ${contrato}, which was never released (${RELEASES_DIR}/ does not keep it), so no compatibility test covers what the API answers it. Run pnpm contract:release, commit ${RELEASES_DIR}/ and deploy again.`,
  );
}

/**
 * A remote build's contract.json, or undefined for a build from before contracts.
 * @param {string} dist
 */
function remoteContract(dist) {
  const file = join(dist, 'contract.json');
  return existsSync(file) ? parseDeployDocument(RemoteNeedsSchema, readJson(file), file) : undefined;
}

/**
 * Publishes the build in `dist` as remote `name`'s immutable versioned folder on `target` (a folder
 * path or a deploy target, deploy-targets/) and switches remotes.json to it, last. An identical build already live is left alone; one published before is reused, not copied.
 * With `canary` (a percent, 0–100 exclusive) the version goes live for that share of browsers only,
 * beside the stable one (activateCanary); without, it goes live for everyone and drops a live canary.
 * Refused when the build's API contract was never released (`releasedIn`: the checkout that keeps the
 * releases). Returns `{ version, changed, contrato }` (the API contract's hash, when the build records it).
 * @param {{ name: string, dist: string }} build
 * @param {Target} target
 * @param {{ canary?: number, releasedIn?: string }} [options]
 */
export async function deployRemote({ name, dist }, target, { canary, releasedIn = repoRoot } = {}) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new Error(`No build of ${name} in ${dist}: run its build first`);
  }
  if (canary !== undefined && !(canary > 0 && canary < 100)) {
    throw new Error(`--canary ${canary} is not a share of browsers: give a percent above 0 and below 100`);
  }
  const contrato = remoteContract(dist)?.contrato;
  refuseUnreleased(name, contrato, releasedIn);
  const store = openTarget(target);
  const files = publishableFiles(dist);
  const hash = hashFiles(dist, files).slice(0, HASH_LENGTH);
  const entry = (await readManifest(store)).remotes[name];
  const live = canary === undefined ? entry?.version : entry?.canary?.version;
  const samePercent = canary === undefined ? !entry?.canary : entry?.canary?.percent === canary;
  if (live?.endsWith(`-${hash}`) && samePercent) return { version: live, changed: false, contrato };
  let published;
  for (const { version } of await readHistory(store, name)) {
    if (version.endsWith(`-${hash}`) && (await isPublished(store, name, version))) {
      published = version;
      break;
    }
  }
  const version = published ?? newVersion(hash);
  // A version is immutable: one already complete under this name is never uploaded again.
  if (!published && !(await isPublished(store, name, version))) {
    await store.publishFolder(versionKey(name, version), dist, files);
  }
  if (canary === undefined) {
    await appendHistory(store, name, version);
    await activateVersion(store, name, version);
  } else {
    await activateCanary(store, name, version, canary);
    await appendHistory(store, name, version, canary);
  }
  return { version, changed: true, contrato };
}

/**
 * With a canary live, drops it: every browser gets the stable version again (`version` must then be
 * absent or the canary's). Otherwise points a remote back at `version`, or at the stable version
 * deployed before the live one. Published versions are never deleted by a rollback, so it is only a
 * rewrite of remotes.json.
 * @param {string} name
 * @param {Target} target
 * @param {string} [version]
 * @returns {Promise<{ from: string | undefined, to: string, canary?: boolean }>}
 */
export async function rollbackRemote(name, target, version) {
  const entry = (await readManifest(target)).remotes[name];
  if (entry?.canary && (!version || version === entry.canary.version)) {
    return { ...(await dropCanary(target, name, entry.canary.version)), canary: true };
  }
  // Canaries are not rolled back to: one never made stable was never everyone's version.
  /** @type {(string | undefined)[]} */
  const history = (await readHistory(target, name)).filter((h) => !h.canary).map((h) => h.version);
  const live = entry?.version;
  const earlier = history.slice(0, history.lastIndexOf(live)).filter((v) => v !== live);
  const goal = version ?? earlier.at(-1);
  if (!goal || !history.includes(goal)) {
    throw new Error(
      version
        ? `${name} has no deployed version ${version}. Known: ${history.join(', ') || 'none'}`
        : `${name} has no version deployed before ${live ?? '(none live)'}`,
    );
  }
  await activateVersion(target, name, goal);
  return { from: live, to: goal };
}

/**
 * Makes a remote's live canary its stable version for every browser, and records it in the history
 * as a deploy (a later rollback goes back to the stable version before it).
 * @param {string} name
 * @param {Target} target
 */
export async function promoteRemote(name, target) {
  const promoted = await promoteCanary(target, name);
  await appendHistory(target, name, promoted.to);
  return promoted;
}

/**
 * Copies the shell's build to the deploy root. Remotes, remotes.json and config.json are not touched;
 * index.html goes last so it never references assets that are not there yet. Refused when a live
 * remote on `remotesTarget` (the deploy folder, or the bucket of DEPLOY_TARGET) needs a kernel or
 * React the new shell does not provide, unless that remote is in `incoming`, the builds the caller
 * deploys right after it (`{ name, dist }`), each of which must suit the new shell. Refused, before
 * anything is copied, when the shell or one of `incoming` was built against an API contract never
 * released (`releasedIn`: the checkout that keeps the releases).
 * @param {string} shellDist
 * @param {string} deployDir
 * @param {{ remotesTarget?: import('./remotes-manifest.mjs').Target, incoming?: { name: string, dist: string }[], releasedIn?: string }} [options]
 */
export async function deployShell(
  shellDist,
  deployDir,
  { remotesTarget = deployDir, incoming = [], releasedIn = repoRoot } = {},
) {
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error(`No shell build in ${shellDist}`);
  const provides = parseDeployDocument(
    ShellProvidesSchema,
    readJson(join(shellDist, 'contract.json')),
    `${shellDist}/contract.json`,
  );
  refuseUnreleased('The shell', provides.contrato, releasedIn);
  const needsOf = new Map(
    Object.entries((await readManifest(remotesTarget)).remotes).map(([name, e]) => [name, e.needs]),
  );
  for (const { name, dist } of incoming) {
    const needs = parseDeployDocument(
      RemoteNeedsSchema,
      readJson(join(dist, 'contract.json')),
      `${dist}/contract.json`,
    );
    refuseUnreleased(name, needs.contrato, releasedIn);
    needsOf.set(name, needs);
  }
  const stranded = [...needsOf].flatMap(([name, needs]) => {
    const unmet = unmetNeeds(needs, provides);
    return unmet ? [{ name, unmet }] : [];
  });
  if (stranded.length > 0) {
    const list = stranded.map(({ name, unmet }) => `  ${name} ${unmet}`).join('\n');
    const dirs = stranded.map(({ name }) => name.replace(/_/g, '-')).join(' ');
    throw new Error(
      `The shell (kernel ${provides.kernel}, react ${provides.react}) would strand live remotes:\n${list}\nBuild them against kernel ${provides.kernel} and deploy them with the shell: pnpm deploy:shell ${dirs}`,
    );
  }
  mkdirSync(deployDir, { recursive: true });
  // These belong to the remotes' deploys and to write-config: a shell build never overwrites them.
  const files = publishableFiles(shellDist).filter(
    (f) => !['remotes.json', 'config.json'].includes(f) && !f.startsWith('remotes/'),
  );
  copyPublishable(shellDist, deployDir, [...files.filter((f) => f !== 'index.html'), 'index.html']);
  if (remotesTarget !== deployDir) await writeShellContract(remotesTarget, provides);
  return files.length;
}

/**
 * Copies marketing's studio (a host of its own, shipped with the server like the shell) to
 * DEPLOY_DIR/estudio, its page last so it never names files not there yet.
 * @param {string} studioDist
 * @param {string} deployDir
 */
export function deployStudio(studioDist, deployDir) {
  if (!existsSync(join(studioDist, 'index.html'))) throw new Error(`No studio build in ${studioDist}`);
  const files = publishableFiles(studioDist);
  copyPublishable(studioDist, join(deployDir, STUDIO_FOLDER), [
    ...files.filter((f) => f !== 'index.html'),
    'index.html',
  ]);
  return files.length;
}

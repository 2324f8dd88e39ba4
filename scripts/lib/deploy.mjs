import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashFiles } from './files.mjs';
import { copyPublishable, publishableFiles } from './publishable.mjs';
import {
  activateVersion,
  appendHistory,
  readHistory,
  readManifest,
  versionDir,
} from './remotes-manifest.mjs';

const HASH_LENGTH = 8;

/** `20261122-101500-ab12cd34`: deploy time (UTC) and the build's content hash. */
function newVersion(hash, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${hash.slice(0, HASH_LENGTH)}`;
}

/**
 * Publishes the build in `dist` as remote `name`'s immutable versioned folder and switches remotes.json
 * to it. An identical build already live is left alone; one published before is reused, not copied.
 * Returns `{ version, changed }`.
 */
export async function deployRemote({ name, dist }, deployDir) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new Error(`No build of ${name} in ${dist}: run its build first`);
  }
  const files = publishableFiles(dist);
  const hash = hashFiles(dist, files).slice(0, HASH_LENGTH);
  const live = readManifest(deployDir).remotes[name]?.version;
  if (live?.endsWith(`-${hash}`)) return { version: live, changed: false };
  const published = readHistory(deployDir, name)
    .map((h) => h.version)
    .find((v) => v.endsWith(`-${hash}`) && existsSync(versionDir(deployDir, name, v)));
  const version = published ?? newVersion(hash);
  if (!published) publishAtomic(dist, files, versionDir(deployDir, name, version));
  appendHistory(deployDir, name, version);
  await activateVersion(deployDir, name, version);
  return { version, changed: true };
}

/** Publishes `files` of `dist` (with compressed siblings) as a fresh `to` that appears complete or not at all. */
function publishAtomic(dist, files, to) {
  const tmp = `${to}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(dirname(to), { recursive: true });
  copyPublishable(dist, tmp, files);
  renameSync(tmp, to);
}

/**
 * Points a remote back at `version`, or at the version deployed before the live one. Published
 * folders are never deleted, so a rollback is only a rewrite of remotes.json.
 */
export async function rollbackRemote(name, deployDir, version) {
  const history = readHistory(deployDir, name).map((h) => h.version);
  const live = readManifest(deployDir).remotes[name]?.version;
  const earlier = history.slice(0, history.lastIndexOf(live)).filter((v) => v !== live);
  const target = version ?? earlier.at(-1);
  if (!target || !history.includes(target)) {
    throw new Error(
      version
        ? `${name} has no deployed version ${version}. Known: ${history.join(', ') || 'none'}`
        : `${name} has no version deployed before ${live ?? '(none live)'}`,
    );
  }
  await activateVersion(deployDir, name, target);
  return { from: live, to: target };
}

/**
 * Copies the shell's build to the deploy root. Remotes, remotes.json and config.json are not touched;
 * index.html goes last so it never references assets that are not there yet.
 */
export function deployShell(shellDist, deployDir) {
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error(`No shell build in ${shellDist}`);
  mkdirSync(deployDir, { recursive: true });
  // These belong to the remotes' deploys and to write-config: a shell build never overwrites them.
  const files = publishableFiles(shellDist).filter(
    (f) => !['remotes.json', 'config.json'].includes(f) && !f.startsWith('remotes/'),
  );
  copyPublishable(shellDist, deployDir, [...files.filter((f) => f !== 'index.html'), 'index.html']);
  return files.length;
}

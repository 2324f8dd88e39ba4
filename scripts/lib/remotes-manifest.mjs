import { existsSync, openSync, closeSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJson, writeJsonAtomic } from './files.mjs';
import { APP_BASE } from './workspace.mjs';

/** remotes.json: per remote, the live version, the URL of its mf-manifest.json and its routes. */
const manifestFile = (deployDir) => join(deployDir, 'remotes.json');
export const versionDir = (deployDir, name, version) => join(deployDir, 'remotes', name, version);
const historyFile = (deployDir, name) => join(deployDir, 'remotes', name, 'history.json');

export function readManifest(deployDir) {
  const file = manifestFile(deployDir);
  return existsSync(file) ? readJson(file) : { remotes: {} };
}

/** Versions of a remote in the order they were deployed (oldest first). */
export function readHistory(deployDir, name) {
  const file = historyFile(deployDir, name);
  return existsSync(file) ? readJson(file).versions : [];
}

export function appendHistory(deployDir, name, version) {
  const versions = [...readHistory(deployDir, name), { version, deployedAt: new Date().toISOString() }];
  writeJsonAtomic(historyFile(deployDir, name), { versions });
}

/** The frames the shell has (shell/src/composition/remotes-manifest.ts); a route without one gets a default. */
const LAYOUTS = new Set(['access', 'main']);

/** A route the shell would refuse would take the whole manifest down with it: refuse it at deploy time. */
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
 * Points a remote's entry in remotes.json at an already published version. A lock file serialises
 * concurrent deploys of different remotes; the write itself is atomic (temp file + rename).
 */
export async function activateVersion(deployDir, name, version) {
  const dir = versionDir(deployDir, name, version);
  if (!existsSync(join(dir, 'mf-manifest.json'))) throw new Error(`${dir} holds no published build`);
  const routes = checkRoutes(name, readJson(join(dir, 'routes.json')).routes);
  await withLock(`${manifestFile(deployDir)}.lock`, () => {
    const manifest = readManifest(deployDir);
    manifest.remotes[name] = {
      version,
      entry: `${APP_BASE}remotes/${name}/${version}/mf-manifest.json`,
      routes,
    };
    writeJsonAtomic(manifestFile(deployDir), manifest);
  });
}

/** Runs `fn` under the lock deploys and rollbacks take on remotes.json. */
export const withManifestLock = (deployDir, fn) => withLock(`${manifestFile(deployDir)}.lock`, fn);

/** Rewrites a remote's history keeping only the versions `keep` accepts. */
export function filterHistory(deployDir, name, keep) {
  const versions = readHistory(deployDir, name).filter((h) => keep(h.version));
  writeJsonAtomic(historyFile(deployDir, name), { versions });
}

const STALE_LOCK_MS = 30_000;

export async function withLock(lockFile, fn) {
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A deploy that crashed holding the lock must not block every later deploy.
      if (Date.now() - statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS) {
        rmSync(lockFile, { force: true });
      } else if (attempt > 200) {
        throw new Error(`${lockFile} is held by another deploy`);
      } else {
        await sleep(50);
      }
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

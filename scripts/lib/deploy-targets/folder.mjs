import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJson, writeJsonAtomic } from '../files.mjs';
import { copyPublishable } from '../publishable.mjs';

const STALE_LOCK_MS = 30_000;

/**
 * The deploy folder (DEPLOY_DIR) as a deploy target: what nginx or the API's static server serves at
 * /area-cliente/. Keys are paths relative to it, with `/`.
 * @param {string} root
 * @returns {import('./index.mjs').DeployTarget}
 */
export function folderTarget(root) {
  /** @param {string} key */
  const path = (key) => join(root, ...key.split('/'));
  return {
    describe: () => root,
    async readJson(key) {
      return existsSync(path(key)) ? readJson(path(key)) : undefined;
    },
    /** Temporary file and rename: readers see the old or the new file, never half. */
    async writeJson(key, data) {
      writeJsonAtomic(path(key), data);
    },
    async exists(key) {
      return existsSync(path(key));
    },
    /** Names of the folders directly under `prefix`. */
    async listFolders(prefix) {
      if (!existsSync(path(prefix))) return [];
      return readdirSync(path(prefix), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name);
    },
    /** Copies `files` of `dist` (with compressed siblings) to a fresh folder that appears complete or not at all. */
    async publishFolder(prefix, dist, files) {
      const to = path(prefix);
      const tmp = `${to}.${process.pid}.tmp`;
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(dirname(to), { recursive: true });
      copyPublishable(dist, tmp, files);
      renameSync(tmp, to);
    },
    async removeFolder(prefix) {
      rmSync(path(prefix), { recursive: true, force: true });
    },
    /** Runs `fn` holding `key` as a lock file; one left by a crashed deploy expires after 30 s. */
    async withLock(key, fn) {
      const lockFile = path(key);
      mkdirSync(dirname(lockFile), { recursive: true });
      for (let attempt = 0; ; attempt++) {
        try {
          closeSync(openSync(lockFile, 'wx'));
          break;
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
          if (Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? NaN) > STALE_LOCK_MS) {
            rmSync(lockFile, { force: true });
          } else if (attempt > 200) {
            throw new Error(`${lockFile} is held by another deploy`);
          } else {
            await sleep(50);
          }
        }
      }
      try {
        return await fn();
      } finally {
        rmSync(lockFile, { force: true });
      }
    },
  };
}

import { folderTarget } from './folder.mjs';
import { s3Target } from './s3.mjs';
import { deployDir } from '../workspace.mjs';

/**
 * Where deploys publish: the deploy folder or an S3 bucket. Keys are relative paths with `/`.
 * @typedef {object} DeployTarget
 * @property {() => string} describe
 * @property {(key: string) => Promise<unknown>} readJson undefined when `key` is missing
 * @property {(key: string, data: unknown) => Promise<void>} writeJson
 * @property {(key: string) => Promise<boolean>} exists
 * @property {(prefix: string) => Promise<string[]>} listFolders
 * @property {(prefix: string, dist: string, files: readonly string[]) => Promise<void>} publishFolder
 * @property {(prefix: string) => Promise<void>} removeFolder
 * @property {<T>(key: string, fn: () => T | Promise<T>) => Promise<T>} withLock
 */

/**
 * A folder path becomes a folder target; a target object (folder, S3) is used as it is.
 * @param {string | DeployTarget} target
 * @returns {DeployTarget}
 */
export const openTarget = (target) => (typeof target === 'string' ? folderTarget(target) : target);

/**
 * Where remote deploys, rollbacks and prunes publish: `DEPLOY_TARGET=s3://bucket[/prefix]` (with the
 * AWS_* variables and, for a server other than AWS, S3_ENDPOINT), else the folder `fallbackDir`.
 * @param {string} fallbackDir
 * @returns {DeployTarget}
 */
export function deployTargetFromEnv(fallbackDir, env = process.env) {
  const url = env.DEPLOY_TARGET;
  if (!url) return folderTarget(fallbackDir);
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) {
    throw new Error(
      `DEPLOY_TARGET=${url} is not s3://bucket[/prefix] (a bucket name: 3-63 lowercase letters, digits, dots and hyphens). Leave it unset to publish to the folder DEPLOY_DIR.`,
    );
  }
  return s3Target({
    bucket: /** @type {string} */ (match[1]),
    prefix: (match[2] ?? '').replace(/\/+$/, ''),
    endpoint: env.S3_ENDPOINT,
  });
}

/** The deploy target the deploy, rollback and prune commands use. */
export const deployTarget = () => deployTargetFromEnv(deployDir());

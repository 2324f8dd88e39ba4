import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Every file under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * SHA-256 over the names and contents of `files` (paths relative to `dir`).
 * @param {string} dir
 * @param {readonly string[]} files
 */
export function hashFiles(dir, files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/**
 * @param {string} file
 * @returns {unknown}
 */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Writes through a temporary file and a rename, so readers see the old or the new file, never half.
 * @param {string} file
 * @param {unknown} data
 */
export function writeJsonAtomic(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(tmp, file);
}

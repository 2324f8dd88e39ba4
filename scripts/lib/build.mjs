import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './workspace.mjs';

/** @typedef {import('./workspace.mjs').Pkg} Pkg */

// Inputs of every front-end bundle besides the package itself: the kernel, the webpack factory, the
// shell's page, the rule that hashes the API contract a build records, and the dependencies (a new
// version or a patch of one).
const COMMON_INPUTS = [
  'pnpm-lock.yaml',
  'patches',
  'shared/src',
  'shared/package.json',
  'tools/webpack',
  'tools/page',
  'scripts/lib/contract-compat.ts',
];
const PACKAGE_INPUTS = ['src', 'public', 'webpack.config.js', 'routes.json', 'package.json'];
// A host's build ends with its page; a remote's with its manifest.
const HOSTS = new Set(['shell', 'estudio']);

/**
 * @param {string} path
 * @returns {number}
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * The file a finished build leaves last: its mtime is the build time.
 * @param {Pkg} pkg
 */
const buildMarker = (pkg) =>
  join(repoRoot, pkg.dir, 'dist', HOSTS.has(pkg.name) ? 'index.html' : 'mf-manifest.json');

/**
 * True when the package has no build or a source changed after it.
 * @param {Pkg} pkg
 */
export function isStale(pkg) {
  const marker = buildMarker(pkg);
  if (!existsSync(marker)) return true;
  const inputs = [...COMMON_INPUTS, ...PACKAGE_INPUTS.map((p) => join(pkg.dir, p))];
  return Math.max(...inputs.map((p) => newestMtime(join(repoRoot, p)))) > statSync(marker).mtimeMs;
}

/**
 * Production build through the package's own `build` script.
 * @param {Pkg} pkg
 */
export function build(pkg) {
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: join(repoRoot, pkg.dir), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Build of ${pkg.dir} failed`);
  // webpack leaves a file whose content did not change untouched, so the marker is dated by hand.
  const now = new Date();
  utimesSync(buildMarker(pkg), now, now);
}

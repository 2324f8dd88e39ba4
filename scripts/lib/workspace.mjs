import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The deployment folder served at /area-cliente/ (env DEPLOY_DIR, default <repo>/.deploy). */
export const deployDir = () => resolve(process.env.DEPLOY_DIR ?? join(repoRoot, '.deploy'));

export const APP_BASE = '/area-cliente/';

/** @typedef {{ dir: string, name: string }} Pkg */

/** Front-end packages: folder and Module Federation name (a JS identifier). */
export const SHELL = { dir: 'shell', name: 'shell' };
/** Marketing's studio, a second host: served at /estudio/ from DEPLOY_DIR/estudio. */
export const STUDIO = { dir: 'studio', name: 'estudio' };
export const REMOTES = [
  'remote-auth',
  'remote-portfolio',
  'remote-claims',
  'remote-receipts',
  'remote-offers',
].map((dir) => ({ dir, name: dir.replace(/-/g, '_') }));

/**
 * Accepts `remote-offers`, `remote_offers` or `offers`.
 * @param {string} arg
 * @returns {Pkg}
 */
export function findRemote(arg) {
  const remote = REMOTES.find((r) => [r.dir, r.name, r.dir.replace('remote-', '')].includes(arg));
  if (!remote) {
    throw new Error(`Unknown remote "${arg}". Expected one of: ${REMOTES.map((r) => r.dir).join(', ')}`);
  }
  return remote;
}

/** @param {Pkg} pkg */
export const distDir = (pkg) => join(repoRoot, pkg.dir, 'dist');

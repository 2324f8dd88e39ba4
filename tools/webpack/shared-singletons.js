import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './common.js';

// The run-time kernel every app must share as ONE instance (ARCHITECTURE.md). `react/` and `react-dom/`
// cover subpath imports such as `react-dom/client`: without them React 19 ends up twice and throws #527.
// `@area-cliente/shared/query` (the server-state cache) is a singleton apart from the kernel so that
// it and react-query load with the first screen that reads the API, not with /login.
const SINGLETONS = [
  'react',
  'react-dom',
  'jotai',
  'single-spa-react',
  '@tanstack/react-query',
  '@area-cliente/shared',
  '@area-cliente/shared/query',
];
const PREFIXES = ['react/', 'react-dom/'];

/**
 * @param {string} file a package.json
 * @returns {{ version: string, dependencies?: Record<string, string> }}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The version of a workspace package (`@area-cliente/shared` → shared/package.json).
 * @param {string} name
 */
export const workspaceVersion = (name) =>
  readJson(join(repoRoot, name.replace('@area-cliente/', ''), 'package.json')).version;

/**
 * The range an app requires of a shared package: its package.json's, with `workspace:*` resolved to
 * `^` the workspace package's own version. A package's subpath (`@area-cliente/shared/query`) is
 * versioned with its package.
 * @param {string} appDir
 * @param {string} name
 * @returns {string}
 */
export function requiredVersion(appDir, name) {
  const deps = readJson(join(appDir, 'package.json')).dependencies ?? {};
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const range = deps[pkg];
  if (!range) throw new Error(`${appDir}/package.json must depend on ${pkg} (a shared singleton)`);
  return range.startsWith('workspace:') ? `^${workspaceVersion(pkg)}` : range;
}

/**
 * `shared` config for ModuleFederationPlugin: singletons with the app's `requiredVersion`.
 * @param {string} appDir
 * @param {string[]} [eager] names to bundle with the app instead of in a lazy chunk
 */
export function sharedSingletons(appDir, eager = []) {
  /** @typedef {{ singleton: boolean, requiredVersion: string, eager?: boolean }} SharedConfig */
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS)
    shared[name] = { singleton: true, requiredVersion: requiredVersion(appDir, name) };
  for (const prefix of PREFIXES) {
    shared[prefix] = { singleton: true, requiredVersion: requiredVersion(appDir, prefix.slice(0, -1)) };
  }
  for (const name of eager) /** @type {SharedConfig} */ (shared[name]).eager = true;
  return shared;
}

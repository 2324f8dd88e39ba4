import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The run-time kernel every app must share as ONE instance (ARCHITECTURE.md). `react/` and `react-dom/`
// cover subpath imports such as `react-dom/client`: without them React 19 ends up twice and throws #527.
const SINGLETONS = ['react', 'react-dom', 'jotai', 'single-spa', 'single-spa-react', '@area-cliente/shared'];
const PREFIXES = ['react/', 'react-dom/'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * `shared` config for ModuleFederationPlugin: singletons with `requiredVersion` taken from the app's
 * package.json (`workspace:*` resolved to the workspace package's own version).
 */
export function sharedSingletons(appDir, repoRoot) {
  const deps = readJson(join(appDir, 'package.json')).dependencies ?? {};
  const workspaceVersion = (name) =>
    readJson(join(repoRoot, name.replace('@area-cliente/', ''), 'package.json')).version;
  const required = (name) => {
    const range = deps[name];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${name} (a shared singleton)`);
    return range.startsWith('workspace:') ? `^${workspaceVersion(name)}` : range;
  };
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: required(name) };
  for (const prefix of PREFIXES) {
    shared[prefix] = { singleton: true, requiredVersion: required(prefix.slice(0, -1)) };
  }
  return shared;
}

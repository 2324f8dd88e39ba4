// The API's production build: one ESM bundle per entry point in api/dist/, run with plain `node`.
// npm dependencies stay external (installed with `pnpm install --prod`); the workspace's shared
// kernel is TypeScript source, so it is bundled in.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { newestMtime } from './build.mjs';
import { repoRoot } from './workspace.mjs';

const apiDir = join(repoRoot, 'api');
export const API_DIST = join(apiDir, 'dist');
// Entries and chunks sit directly under dist/, as the sources do under src/: api/src/paths.ts
// relies on that depth.
const ENTRIES = ['server', 'db-migrate', 'db-seed', 'talleres-cargar'];

// What the bundle is made of: the API's sources, the kernel and the deploy helpers it bundles in.
const INPUTS = ['api/src', 'api/package.json', 'shared/src', 'shared/package.json', 'scripts/lib'];

/** True when api/dist is missing or a source changed after it was built. */
function isApiStale() {
  const server = join(API_DIST, 'server.js');
  if (!existsSync(server)) return true;
  return Math.max(...INPUTS.map((p) => newestMtime(join(repoRoot, p)))) > statSync(server).mtimeMs;
}

/**
 * Builds api/dist when it is out of date (or always, with `force`). Skipping a fresh bundle matters
 * beyond speed: a second product started on this checkout (the journeys run one per worker) must not
 * delete the files a running one still loads.
 */
export async function buildApi({ force = false } = {}) {
  if (!force && !isApiStale()) return;
  const { dependencies } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);
  rmSync(API_DIST, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: ENTRIES.map((name) => join(apiDir, 'src', `${name}.ts`)),
    outdir: API_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}

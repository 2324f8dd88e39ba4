// The API's production build: one ESM bundle per entry point in api/dist/, run with plain `node`.
// npm dependencies stay external (installed with `pnpm install --prod`); the workspace's shared
// kernel is TypeScript source, so it is bundled in.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { repoRoot } from './workspace.mjs';

const apiDir = join(repoRoot, 'api');
export const API_DIST = join(apiDir, 'dist');
// Entries and chunks sit directly under dist/, as the sources do under src/: api/src/paths.ts
// relies on that depth.
const ENTRIES = ['server', 'db-migrate', 'db-seed'];

export async function buildApi() {
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

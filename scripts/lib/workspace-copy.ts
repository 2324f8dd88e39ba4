import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './files.mjs';
import { repoRoot } from './workspace.mjs';

/**
 * The parts of the workspace `app`'s production build reads, copied to `copy` (the checkout stays as
 * it is): the kernel, the webpack factory and, since a build records its API contract's hash by the
 * rule in scripts/lib/contract-compat.ts, that module and the root package.json that makes it an ES
 * module. Package-local node_modules are relative links into node_modules/.pnpm: copied as links.
 */
export function workspaceCopy(copy: string, app: string): string {
  mkdirSync(copy);
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  const parts = ['package.json', 'tsconfig.base.json', 'tools', 'shared', 'scripts/lib/contract-compat.ts'];
  for (const part of [...parts, app]) {
    cpSync(join(repoRoot, part), join(copy, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !/[\\/](dist|api-report)$/.test(src),
    });
  }
  return copy;
}

/** A copy of what remote-offers' build reads, in `<work>/workspace`, with the kernel at `kernelVersion`. */
export function remoteOffersWorkspace(work: string, kernelVersion: string): string {
  const copy = workspaceCopy(join(work, 'workspace'), 'remote-offers');
  const pkg = join(copy, 'shared/package.json');
  writeFileSync(pkg, JSON.stringify({ ...(readJson(pkg) as object), version: kernelVersion }));
  return copy;
}

/** A production build of the copy's remote-offers; its dist folder. */
export function buildRemoteOffers(copy: string): string {
  const build = spawnSync(join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: join(copy, 'remote-offers'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The remote's build failed:\n${build.stdout}\n${build.stderr}`);
  return join(copy, 'remote-offers/dist');
}

// pnpm build: production builds of the shell and the five remotes. `--changed` skips up-to-date ones.
import { build, isStale } from './lib/build.mjs';
import { REMOTES, SHELL } from './lib/workspace.mjs';

const onlyChanged = process.argv.includes('--changed');
for (const pkg of [SHELL, ...REMOTES]) {
  if (onlyChanged && !isStale(pkg)) {
    console.log(`${pkg.dir}: up to date`);
    continue;
  }
  console.log(`${pkg.dir}: building…`);
  build(pkg);
}

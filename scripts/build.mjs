// pnpm build: the API's JavaScript (api/dist, seconds) and production builds of the shell, the
// studio and the five remotes. `--changed` skips up-to-date front-end packages.
import { buildApi } from './lib/build-api.mjs';
import { build, isStale } from './lib/build.mjs';
import { REMOTES, SHELL, STUDIO } from './lib/workspace.mjs';

const onlyChanged = process.argv.includes('--changed');
console.log('api: building…');
await buildApi({ force: !onlyChanged });
for (const pkg of [SHELL, STUDIO, ...REMOTES]) {
  if (onlyChanged && !isStale(pkg)) {
    console.log(`${pkg.dir}: up to date`);
    continue;
  }
  console.log(`${pkg.dir}: building…`);
  build(pkg);
}

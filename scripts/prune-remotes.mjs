// pnpm prune:remotes [--keep N]: deletes old published remote versions from the deploy folder (or bucket),
// keeping per remote the live one, the N (default 3) deployed before it and any from the last day.
import { pruneRemoteVersions } from './lib/prune.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';

const target = deployTarget();

const at = process.argv.indexOf('--keep');
const keep = at === -1 ? 3 : Number(process.argv[at + 1]);
if (!Number.isInteger(keep) || keep < 0) {
  console.error('Usage: pnpm prune:remotes [--keep N]  (N ≥ 0 versions before the live one)');
  process.exit(2);
}
const pruned = await pruneRemoteVersions(target, { keep });
const lines = Object.entries(pruned).map(([name, versions]) => `${name}: removed ${versions.join(', ')}`);
console.log(lines.length ? lines.join('\n') : 'Nothing to prune.');

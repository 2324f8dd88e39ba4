// pnpm rollback:remote <name> [version]: points remotes.json back at an earlier published version
// (by default the one deployed before the live one).
import { rollbackRemote } from './lib/deploy.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { findRemote } from './lib/workspace.mjs';

const target = deployTarget();

const [arg, version] = process.argv.slice(2);
if (!arg) {
  console.error('Usage: pnpm rollback:remote <name> [version]');
  process.exit(2);
}
const remote = findRemote(arg);
const { from, to } = await rollbackRemote(remote.name, target, version);
console.log(`${remote.name}: ${from} → ${to}`);

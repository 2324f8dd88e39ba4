// pnpm rollback:remote <name> [version]: with a canary live, drops it (every browser gets the stable
// version again); otherwise points remotes.json back at an earlier published version (by default the
// stable one deployed before the live one).
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
try {
  const { from, to, canary } = await rollbackRemote(remote.name, target, version);
  console.log(
    canary ? `${remote.name}: canary ${from} dropped, ${to} for everyone` : `${remote.name}: ${from} → ${to}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

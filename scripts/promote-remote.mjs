// pnpm promote:remote <name>: the remote's live canary becomes its stable version for every browser.
import { promoteRemote } from './lib/deploy.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { findRemote } from './lib/workspace.mjs';

const target = deployTarget();

const [arg] = process.argv.slice(2);
if (!arg) {
  console.error('Usage: pnpm promote:remote <name>');
  process.exit(2);
}
const remote = findRemote(arg);
try {
  const { from, to } = await promoteRemote(remote.name, target);
  console.log(`${remote.name}: canary ${to} promoted, stable for everyone (was ${from})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

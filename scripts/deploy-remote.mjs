// pnpm deploy:remote <name> [--canary <percent>]: builds the remote if its sources changed, publishes
// it under remotes/<name>/<version>/ and switches its entry in remotes.json, in the deploy folder or,
// with DEPLOY_TARGET=s3://bucket/prefix, in a bucket. The shell is not touched. With --canary the
// version goes live for that percent of browsers only (pnpm promote:remote / rollback:remote after).
import { parseArgs } from 'node:util';
import { build, isStale } from './lib/build.mjs';
import { deployRemote } from './lib/deploy.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { distDir, findRemote } from './lib/workspace.mjs';

const target = deployTarget();

const USAGE =
  'Usage: pnpm deploy:remote <remote-auth|remote-portfolio|remote-claims|remote-receipts|remote-offers> [--canary <percent>]';
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { canary: { type: 'string' } } });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const [arg] = args.positionals;
const canary = args.values.canary === undefined ? undefined : Number(args.values.canary);
if (!arg || (canary !== undefined && Number.isNaN(canary))) {
  console.error(USAGE);
  process.exit(2);
}
const remote = findRemote(arg);
if (isStale(remote)) build(remote);
try {
  const { version, changed, contrato } = await deployRemote(
    { name: remote.name, dist: distDir(remote) },
    target,
    canary === undefined ? {} : { canary },
  );
  const who = canary === undefined ? '' : ` as a canary for ${canary} % of browsers`;
  // remotes.json keeps it too (needs.contrato): the released contract the API must keep answering.
  const reads = contrato ? `, reads API contract ${contrato}` : '';
  console.log(
    changed
      ? `${remote.name} ${version} is live${who} on ${target.describe()}${reads}`
      : `${remote.name} ${version} already live${who} on ${target.describe()} (same build${reads})`,
  );
} catch (error) {
  // A refusal (the live shell cannot serve the build, a malformed routes.json) is the operator's to read.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// pnpm deploy:remote <name>: builds the remote if its sources changed, publishes it under
// remotes/<name>/<version>/ and switches its entry in remotes.json, in the deploy folder or, with
// DEPLOY_TARGET=s3://bucket/prefix, in a bucket. The shell is not touched.
import { build, isStale } from './lib/build.mjs';
import { deployRemote } from './lib/deploy.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { distDir, findRemote } from './lib/workspace.mjs';

const target = deployTarget();

const [arg] = process.argv.slice(2);
if (!arg) {
  console.error(
    'Usage: pnpm deploy:remote <remote-auth|remote-portfolio|remote-claims|remote-receipts|remote-offers>',
  );
  process.exit(2);
}
const remote = findRemote(arg);
if (isStale(remote)) build(remote);
try {
  const { version, changed } = await deployRemote({ name: remote.name, dist: distDir(remote) }, target);
  console.log(
    changed
      ? `${remote.name} ${version} is live on ${target.describe()}`
      : `${remote.name} ${version} already live on ${target.describe()} (same build)`,
  );
} catch (error) {
  // A refusal (the live shell cannot serve the build, a malformed routes.json) is the operator's to read.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

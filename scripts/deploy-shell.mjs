// pnpm deploy:shell [remote …]: publishes the shell's build at the deploy root and the studio's at estudio/ (remotes/, remotes.json
// and config.json stay as they are), then deploys the named remotes, built fresh. Refused when a live
// remote would be left needing a kernel the new shell lacks and is not named (a kernel major bump).
import { build, isStale } from './lib/build.mjs';
import { deployRemote, deployShell, deployStudio } from './lib/deploy.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { deployDir, distDir, findRemote, SHELL, STUDIO } from './lib/workspace.mjs';

const remotes = process.argv.slice(2).map(findRemote);
for (const pkg of [SHELL, STUDIO, ...remotes]) if (isStale(pkg)) build(pkg);
const target = deployTarget();
const incoming = remotes.map((remote) => ({ name: remote.name, dist: distDir(remote) }));
try {
  const count = await deployShell(distDir(SHELL), deployDir(), {
    remotesTarget: process.env.DEPLOY_TARGET ? target : deployDir(),
    incoming,
  });
  console.log(`shell: ${count} files published to ${deployDir()}`);
  // Marketing's studio is the other host this server serves: it ships with the shell.
  console.log(
    `studio: ${deployStudio(distDir(STUDIO), deployDir())} files published to ${deployDir()}/estudio`,
  );
  for (const remote of incoming) {
    const { version, contrato } = await deployRemote(remote, target);
    const reads = contrato ? `, reads API contract ${contrato}` : '';
    console.log(`${remote.name} ${version} is live on ${target.describe()}${reads}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

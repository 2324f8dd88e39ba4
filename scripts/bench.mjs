// pnpm bench: prints speed and size figures (no pass/fail thresholds; CI does not run it).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/workspace.mjs';

/**
 * @param {string} cmd
 * @param {string[]} args
 */
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log('== Front-end bundles');
run(process.execPath, [join(repoRoot, 'scripts/bench/bundles.mjs')]);
console.log('\n== Federated product vs one-app build (cold visits at 412×823, Lighthouse mobile)');
run(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/bench/frontend.mjs')]);
console.log('\n== API');
run(process.execPath, [join(repoRoot, 'scripts/bench/api-load.mjs')]);
console.log('\n== Demo API memory after boot');
run(process.execPath, [join(repoRoot, 'scripts/bench/boot-memory.mjs')]);
console.log('\n== API memory during claim photo uploads');
run(process.execPath, [join(repoRoot, 'scripts/bench/upload-memory.mjs')]);
console.log('\n== PostgreSQL down for 3 s under load (pnpm bench:soak runs the 30-minute soak)');
run(process.execPath, [join(repoRoot, 'scripts/bench/resilience.mjs'), 'restart']);
console.log('\n== Campaigns');
run(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/bench/campaign.ts')]);

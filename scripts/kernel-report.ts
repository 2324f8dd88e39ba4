// pnpm kernel:report — regenerates shared/api-report/*.api.md, the kernel's versioned contract
//. Refuses while the surface changed but shared/package.json's version was not bumped
// enough, or shared/CHANGES.md has no entry for it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_DIR, readKernelState, versionProblems } from './lib/kernel-report';
import { repoRoot } from './lib/workspace.mjs';

const started = performance.now();
let state;
try {
  state = readKernelState(repoRoot);
} catch (error) {
  console.error(`kernel:report failed, nothing written.\n${(error as Error).message}`);
  process.exit(1);
}
const problems = versionProblems(state);
if (problems.length) {
  console.error(`kernel:report refused, nothing written.\n${problems.join('\n')}`);
  process.exit(1);
}
mkdirSync(join(repoRoot, REPORT_DIR), { recursive: true });
const written = state.reports.filter((r) => r.committed !== r.generated);
for (const r of written) writeFileSync(join(repoRoot, r.file), r.generated);
const ms = Math.round(performance.now() - started);
console.log(
  written.length
    ? `Kernel ${state.version}: wrote ${written.map((r) => r.file).join(', ')} (${ms} ms)`
    : `Kernel ${state.version}: the reports are up to date (${ms} ms)`,
);

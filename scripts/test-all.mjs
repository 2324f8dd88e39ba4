// pnpm test: every check, in stages. The steps of a stage run side by side (this 2-core CI machine
// has a core to spare while one step waits on a database or a browser); a stage starts when the one
// before passed. Ends with each step's wall time and the journeys' retries, pass or fail.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYWRIGHT_RESULTS, retriesUsed } from './lib/playwright-retries.mjs';
import { repoRoot } from './lib/workspace.mjs';

/** @typedef {{ name: string, script: string }} Step */

/** @type {Step[][]} */
const STAGES = [
  [
    { name: 'types', script: 'test:types' },
    { name: 'lint', script: 'test:lint' },
    { name: 'knip', script: 'test:knip' },
  ],
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'build', script: 'build:changed' },
  ],
  [
    { name: 'api (PostgreSQL, every file)', script: 'test:api' },
    { name: 'api (PGlite, engine-tagged)', script: 'test:api:pglite' },
  ],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'topology', script: 'test:topology' }],
];

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const times = [];
const started = Date.now();
rmSync(join(repoRoot, PLAYWRIGHT_RESULTS), { force: true });

/**
 * Runs one step; a step beside others keeps its output until it ends, so logs do not interleave.
 * @param {Step} step
 * @param {boolean} alone
 */
function run(step, alone) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', step.script], {
      cwd: repoRoot,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (!alone) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
      times.push({ name: step.name, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

function report() {
  const wide = Math.max(...times.map((t) => t.name.length), 'total'.length);
  const line = (/** @type {string} */ name, /** @type {number} */ s, mark = '') =>
    `  ${name.padEnd(wide)}  ${`${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`.padStart(6)}  ${mark}`;
  console.log('\nStep wall times (steps of one stage ran side by side):');
  for (const t of times) console.log(line(t.name, t.seconds, t.ok ? '' : 'FAILED'));
  console.log(line('total', (Date.now() - started) / 1000));
  let results;
  try {
    results = JSON.parse(readFileSync(join(repoRoot, PLAYWRIGHT_RESULTS), 'utf8'));
  } catch {
    return;
  }
  console.log(`Journey retries used: ${retriesUsed(results)}`);
}

let ok = true;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
report();
process.exit(ok ? 0 : 1);

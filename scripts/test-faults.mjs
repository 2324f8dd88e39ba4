// pnpm test:faults: does the suite notice a broken rule? Applies each seeded fault of lib/faults.mjs
// on its own, runs the checks that should catch it (cheapest first, stopping at the first that fails
// unless --all-checks) and always puts the file back, byte for byte, also on Ctrl-C. A missed fault
// is a finding about the tests, so it does not fail the run; only the harness failing does.
//   node --import tsx scripts/test-faults.mjs [--only id,id] [--list] [--all-checks] [--skip e2e] …
// Not part of `pnpm test`: a front-end fault's journeys rebuild its package, minutes each.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULTS } from './lib/faults.mjs';
import { repoRoot } from './lib/workspace.mjs';

/**
 * @typedef {import('./lib/faults.mjs').Fault} Fault
 * @typedef {import('./lib/faults.mjs').Check} Check
 * @typedef {'caught' | 'passed' | 'error'} Outcome
 * @typedef {{ check: Check, outcome: Outcome, detail: string, seconds: number, log: string }} CheckRun
 * @typedef {{ fault: Fault, result: 'caught' | 'MISSED' | 'ERROR' | 'NOT RUN', detail: string, runs: CheckRun[], skipped: Check[] }} FaultRun
 */

const USAGE = `Usage: node --import tsx scripts/test-faults.mjs [options]
  --only id1,id2   only these faults (default: all)
  --list           print the faults and their checks, run nothing
  --all-checks     run every check of a fault, not only up to the first that catches it
  --baseline       first run each check on the untouched tree; one that already fails does not count
  --api-on <db>    API checks without an engine of their own run on pglite (default) or postgres,
                   the engine pnpm test runs every API file on
  --skip <kinds>   leave out checks of these kinds: e2e, postgres, api, unit, node (e.g. --skip e2e)
  --timeout <min>  give up on a check after this many minutes (default 30)
  --verbose        show the checks' output as they run`;

/** Where API checks without an engine of their own run (--api-on). */
let apiOn = /** @type {'pglite' | 'postgres'} */ ('pglite');

/**
 * The database an API check runs on.
 * @param {import('./lib/faults.mjs').VitestCheck} check
 */
const engineOf = (check) => (check.vitest === 'api' ? (check.engine ?? apiOn) : 'pglite');

/** The harness itself went wrong (not the suite missing a fault): the run ends non-zero. */
class HarnessError extends Error {}

// eslint-disable-next-line no-control-regex -- colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

// ── the checks ──────────────────────────────────────────────────────────────────────────────────

/**
 * The command of a check, from the repository root, and the environment it adds.
 * @param {Check} check
 * @param {string} outputDir where Playwright may write (not e2e/test-results: another run may read it)
 * @returns {{ argv: string[], env: Record<string, string | undefined> }}
 */
function commandOf(check, outputDir) {
  if ('vitest' in check) {
    // 'unit*': the jsdom project and the node one (rules and scripts).
    const project = check.vitest === 'unit' ? 'unit*' : check.vitest;
    const vitest = ['node_modules/.bin/vitest', 'run', '--project', project, ...check.files];
    if (engineOf(check) === 'postgres')
      return { argv: ['node', 'scripts/with-postgres.mjs', ...vitest], env: {} };
    // PGlite: the api project uses PostgreSQL only when DATABASE_URL is set.
    return { argv: vitest, env: { DATABASE_URL: undefined } };
  }
  if ('e2e' in check) {
    const files = check.e2e.map((f) => f.replace(/^e2e\//, ''));
    const grep = check.grep === undefined ? [] : ['--grep', check.grep];
    return {
      argv: [
        'pnpm',
        '--filter',
        '@area-cliente/e2e',
        'exec',
        'playwright',
        'test',
        ...files,
        ...grep,
        '--reporter=list',
        `--output=${outputDir}`,
      ],
      env: { E2E_WORKERS: '1' },
    };
  }
  return { argv: ['node', ...check.node], env: {} };
}

/**
 * What --skip names a check by.
 * @param {Check} check
 */
function kindOf(check) {
  if ('vitest' in check) return engineOf(check) === 'postgres' ? 'postgres' : check.vitest;
  return 'e2e' in check ? 'e2e' : 'node';
}

const KINDS = ['e2e', 'postgres', 'api', 'unit', 'node'];

/** @param {Check} check */
function labelOf(check) {
  if ('vitest' in check) {
    const engine = engineOf(check) === 'postgres' ? ' (PostgreSQL)' : '';
    return `${check.vitest} ${check.files.map((f) => basename(f)).join(' ')}${engine}`;
  }
  if ('e2e' in check) {
    const grep = check.grep === undefined ? '' : ` "${check.grep}"`;
    return `e2e ${check.e2e.map((f) => basename(f)).join(' ')}${grep}`;
  }
  return `node ${check.node.join(' ')}`;
}

/**
 * Whether a check that ended with `code` caught the fault: it must have run tests and seen one fail.
 * A non-zero exit with no failing test (no test files found, a config error, a crash) is the harness's
 * problem, not a catch.
 * @param {Check} check
 * @param {number} code
 * @param {string} output
 * @returns {{ outcome: Outcome, detail: string }}
 */
function classify(check, code, output) {
  const text = output.replace(ANSI, '');
  if ('vitest' in check) {
    if (/No test files found/i.test(text)) return { outcome: 'error', detail: 'no test files found' };
    if (code === 0) return { outcome: 'passed', detail: summaryLine(text, /^\s*Tests\s+\d+.*$/m) };
    const failed = /^\s*(Tests|Test Files)\s+\d+ failed.*$/m.exec(text);
    if (failed) return { outcome: 'caught', detail: failed[0].trim() };
    const errors = /^\s*Errors\s+\d+ errors?.*$/m.exec(text);
    if (errors) return { outcome: 'caught', detail: `${errors[0].trim()} (unhandled)` };
    return { outcome: 'error', detail: `exit ${code} without a failing test` };
  }
  if ('e2e' in check) {
    if (/No tests found/i.test(text)) return { outcome: 'error', detail: 'no tests found' };
    if (code === 0) return { outcome: 'passed', detail: summaryLine(text, /^\s*\d+ passed.*$/m) };
    const failed = /^\s*\d+ failed\s*$/m.exec(text);
    if (failed) return { outcome: 'caught', detail: failed[0].trim() };
    return { outcome: 'error', detail: `exit ${code} without a failing journey` };
  }
  if (code === 0) return { outcome: 'passed', detail: 'exit 0' };
  if (/ERR_MODULE_NOT_FOUND|Cannot find module/.test(text))
    return { outcome: 'error', detail: 'the script did not load' };
  return { outcome: 'caught', detail: `exit ${code}` };
}

/**
 * @param {string} text
 * @param {RegExp} line
 */
const summaryLine = (text, line) => line.exec(text)?.[0].trim() ?? '';

/** The check running now, so a signal can stop it with everything it started. */
/** @type {import('node:child_process').ChildProcess | undefined} */
let running;

/** @param {NodeJS.Signals} signal */
function stopRunning(signal) {
  if (running?.pid === undefined || running.exitCode !== null) return;
  try {
    // Its own process group (detached): vitest's workers, Playwright's browsers and web servers too.
    process.kill(-running.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs one check, its output to `log` (and to the terminal with --verbose).
 * @param {Check} check
 * @param {string} log
 * @param {{ verbose: boolean, timeoutMs: number, outputDir: string }} options
 * @returns {Promise<Omit<CheckRun, 'check' | 'log'>>}
 */
function runCheck(check, log, { verbose, timeoutMs, outputDir }) {
  const { argv, env } = commandOf(check, outputDir);
  const started = Date.now();
  const file = createWriteStream(log);
  file.write(`$ ${argv.join(' ')}\n\n`);
  return new Promise((resolve) => {
    const child = spawn(/** @type {string} */ (argv[0]), argv.slice(1), {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    running = child;
    /** @type {Buffer[]} */
    const output = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk) => {
        output.push(chunk);
        file.write(chunk);
        if (verbose) process.stdout.write(chunk);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopRunning('SIGTERM');
      setTimeout(() => stopRunning('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    const done = (/** @type {Outcome} */ outcome, /** @type {string} */ detail) => {
      clearTimeout(timer);
      running = undefined;
      file.end();
      resolve({ outcome, detail, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (err) => done('error', `did not start: ${err.message}`));
    child.on('close', (code, signal) => {
      if (timedOut) return done('error', `timed out after ${timeoutMs / 60_000} min`);
      if (signal) return done('error', `ended by ${signal}`);
      const { outcome, detail } = classify(check, code ?? 1, Buffer.concat(output).toString());
      done(outcome, detail);
    });
  });
}

// ── applying and restoring ──────────────────────────────────────────────────────────────────────

/** Set by a signal: no further fault is applied. */
let interrupted = false;

/** Puts the faulted file back; set while a fault is applied. */
/** @type {(() => void) | undefined} */
let pendingRestore;

/** Restores the applied fault, once, whoever asks first (finally, a signal, process exit). */
function restoreNow() {
  const restore = pendingRestore;
  pendingRestore = undefined;
  restore?.();
}

/**
 * @param {string} text
 * @param {string} find
 */
const occurrences = (text, find) => text.split(find).length - 1;

/**
 * @param {string} path
 * @param {Buffer} original
 */
function assertRestored(path, original) {
  if (!existsSync(path) || !readFileSync(path).equals(original)) {
    throw new HarnessError(`${path} was NOT restored to its original content: restore it by hand (git diff)`);
  }
}

/**
 * Applies a fault and sets pendingRestore. A restore rewrites the file (a new mtime), so the next
 * `pnpm start` rebuilds the package the journeys may have built with the fault in it.
 * @param {Fault} fault
 */
function applyFault(fault) {
  const path = join(repoRoot, fault.file);
  if (!existsSync(path)) throw new HarnessError(`${fault.file} does not exist: the fault is stale`);
  const original = readFileSync(path);
  if (fault.rename !== undefined) {
    const target = join(repoRoot, fault.rename);
    if (existsSync(target)) throw new HarnessError(`${fault.rename} already exists`);
    renameSync(path, target);
    pendingRestore = () => {
      if (existsSync(target)) renameSync(target, path);
      assertRestored(path, original);
      const now = new Date();
      utimesSync(path, now, now);
    };
    return;
  }
  const { find = '', replace = '' } = fault;
  const text = original.toString('utf8');
  const found = find ? occurrences(text, find) : 0;
  if (found !== 1) {
    throw new HarnessError(`its text occurs ${found} times in ${fault.file}, not once: the fault is stale`);
  }
  pendingRestore = () => {
    writeFileSync(path, original);
    assertRestored(path, original);
  };
  writeFileSync(
    path,
    text.replace(find, () => replace),
  );
}

/**
 * Files a fault touches, as git status paths.
 * @param {Fault} fault
 */
const touched = (fault) => (fault.rename === undefined ? [fault.file] : [fault.file, fault.rename]);

/**
 * Lines of `git status --porcelain` for these paths: someone's uncommitted change (or an untracked file
 * where a rename would go) that applying and restoring a fault could clobber.
 * @param {string[]} paths
 */
function uncommitted(paths) {
  const git = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (git.status !== 0) throw new HarnessError(`git status failed: ${git.stderr || git.error?.message}`);
  return git.stdout.split('\n').filter(Boolean);
}

// ── one fault ───────────────────────────────────────────────────────────────────────────────────

/**
 * @param {Fault} fault
 * @param {number} n its place in this run, for the log names
 * @param {{ allChecks: boolean, baseline: boolean, skip: string[], verbose: boolean, timeoutMs: number, logDir: string, progress: (text: string) => void }} options
 * @returns {Promise<FaultRun>}
 */
async function runFault(fault, n, options) {
  /** @type {CheckRun[]} */
  const runs = [];
  const logOf = (/** @type {number} */ i, /** @type {string} */ kind) =>
    join(options.logDir, `${String(n).padStart(2, '0')}-${fault.id}-${i + 1}${kind}.log`);
  const outputDir = join(options.logDir, `playwright-${fault.id}`);
  const skipped = fault.checks.filter((c) => options.skip.includes(kindOf(c)));
  let checks = fault.checks.filter((c) => !skipped.includes(c));
  if (checks.length === 0) return { fault, result: 'NOT RUN', detail: 'every check skipped', runs, skipped };
  if (options.baseline) {
    /** @type {Check[]} */
    const clean = [];
    for (const [i, check] of checks.entries()) {
      options.progress(`${fault.id}: baseline ${labelOf(check)}`);
      const log = logOf(i, '-baseline');
      const run = await runCheck(check, log, { ...options, outputDir });
      if (run.outcome === 'passed') clean.push(check);
      else runs.push({ check, log, ...run, outcome: 'error', detail: `without the fault: ${run.detail}` });
    }
    checks = clean;
  }
  try {
    if (interrupted) throw new HarnessError('interrupted');
    applyFault(fault);
  } catch (err) {
    if (!(err instanceof HarnessError)) throw err;
    return { fault, result: 'ERROR', detail: err.message, runs, skipped };
  }
  try {
    for (const check of checks) {
      if (interrupted) break;
      const i = fault.checks.indexOf(check);
      options.progress(`${fault.id}: ${labelOf(check)}`);
      const log = logOf(i, '');
      runs.push({ check, log, ...(await runCheck(check, log, { ...options, outputDir })) });
      if (runs.at(-1)?.outcome === 'caught' && !options.allChecks) break;
    }
  } finally {
    restoreNow();
  }
  const caught = runs.filter((r) => r.outcome === 'caught');
  const errors = runs.filter((r) => r.outcome === 'error');
  if (caught.length)
    return { fault, result: 'caught', detail: caught.map((r) => labelOf(r.check)).join(', '), runs, skipped };
  if (errors.length) {
    return {
      fault,
      result: 'ERROR',
      detail: errors.map((r) => `${labelOf(r.check)}: ${r.detail}`).join('; '),
      runs,
      skipped,
    };
  }
  return { fault, result: 'MISSED', detail: '', runs, skipped };
}

// ── reporting ───────────────────────────────────────────────────────────────────────────────────

/** @param {string} file */
function layerOf(file) {
  if (file.startsWith('api/migrations/')) return 'api/migrations';
  return file.split('/')[0] ?? file;
}

/** @param {number} seconds */
const duration = (seconds) =>
  seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** @param {FaultRun} run */
function faultLine(run) {
  const seconds = run.runs.reduce((sum, r) => sum + r.seconds, 0);
  const mark = { caught: '✔ caught', MISSED: '✘ MISSED', ERROR: '! ERROR ', 'NOT RUN': '- not run' }[
    run.result
  ];
  const detail =
    run.result === 'MISSED' ? `${run.runs.length} check(s) passed with the fault in place` : run.detail;
  const skipped = run.skipped.length && run.result !== 'NOT RUN' ? `, ${run.skipped.length} skipped` : '';
  return `${mark}  ${run.fault.id}: ${detail} (${duration(seconds)}${skipped})`;
}

/** @param {FaultRun[]} results */
function printTable(results) {
  const rows = results.map((r) => [
    r.fault.id,
    layerOf(r.fault.file),
    r.result === 'caught' ? r.detail : '-',
    r.result === 'MISSED' && r.skipped.length ? `MISSED (${r.skipped.length} skipped)` : r.result,
  ]);
  const header = ['id', 'layer', 'caught by', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
  const caught = results.filter((r) => r.result === 'caught').length;
  const run = results.filter((r) => r.result !== 'NOT RUN').length;
  const notRun = results.length - run;
  console.log(`\ncaught ${caught} of ${run}${notRun ? ` (${notRun} not run: every check skipped)` : ''}`);

  const missed = results.filter((r) => r.result === 'MISSED');
  if (missed.length) {
    console.log('\nMISSED: the suite passed with these faults in place (a gap in the tests):');
    for (const r of missed) {
      console.log(`  ${r.fault.id} (${r.fault.file}): ${r.fault.what}`);
      for (const run of r.runs) console.log(`    passed: ${labelOf(run.check)}  ${run.detail}  ${run.log}`);
      for (const check of r.skipped) console.log(`    skipped (may still catch it): ${labelOf(check)}`);
    }
  }
  const errors = results.filter((r) => r.result === 'ERROR' || r.runs.some((run) => run.outcome === 'error'));
  if (errors.length) {
    console.log('\nHarness errors (not findings about the suite):');
    for (const r of errors) {
      if (!r.runs.some((run) => run.outcome === 'error')) console.log(`  ${r.fault.id}: ${r.detail}`);
      for (const run of r.runs.filter((x) => x.outcome === 'error'))
        console.log(`  ${r.fault.id}: ${labelOf(run.check)}: ${run.detail}  ${run.log}`);
    }
  }
}

/** @param {Fault} fault */
function describeFault(fault) {
  const change = fault.rename === undefined ? fault.file : `${fault.file} → ${fault.rename}`;
  return [
    `${fault.id}  [${layerOf(fault.file)}]  ${change}`,
    `    ${fault.what}`,
    ...fault.checks.map((c) => `    · ${labelOf(c)}`),
  ].join('\n');
}

// ── main ────────────────────────────────────────────────────────────────────────────────────────

const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
for (const [signal, exitCode] of Object.entries(SIGNAL_CODES)) {
  process.on(signal, () => {
    interrupted = true;
    // The file first, synchronously: whatever happens next, nobody is left with the fault.
    try {
      restoreNow();
    } catch (err) {
      console.error(String(err instanceof Error ? err.message : err));
    }
    console.error(`\n${signal}: file restored, stopping the running check`);
    stopRunning('SIGTERM');
    setTimeout(() => {
      stopRunning('SIGKILL');
      process.exit(exitCode);
    }, 5_000).unref();
    if (running === undefined) process.exit(exitCode);
    running.on('close', () => process.exit(exitCode));
  });
}
process.on('exit', () => {
  try {
    restoreNow();
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    process.exitCode = 1;
  }
});

/** @type {{ only?: string, list?: boolean, 'all-checks'?: boolean, baseline?: boolean, skip?: string, 'api-on'?: string, timeout?: string, verbose?: boolean, help?: boolean }} */
let values;
try {
  ({ values } = parseArgs({
    options: {
      only: { type: 'string' },
      list: { type: 'boolean' },
      'all-checks': { type: 'boolean' },
      baseline: { type: 'boolean' },
      skip: { type: 'string' },
      'api-on': { type: 'string' },
      timeout: { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : err}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const wanted = typeof values.only === 'string' ? values.only.split(',').map((s) => s.trim()) : undefined;
const unknown = (wanted ?? []).filter((id) => !FAULTS.some((f) => f.id === id));
if (unknown.length) {
  console.error(`Unknown fault(s): ${unknown.join(', ')}. Known: ${FAULTS.map((f) => f.id).join(', ')}`);
  process.exit(2);
}
const selected = wanted ? FAULTS.filter((f) => wanted.includes(f.id)) : FAULTS;

if (values.list) {
  console.log(selected.map(describeFault).join('\n\n'));
  process.exit(0);
}

const skip = typeof values.skip === 'string' ? values.skip.split(',').map((s) => s.trim()) : [];
const badKinds = skip.filter((k) => !KINDS.includes(k));
if (badKinds.length) {
  console.error(`--skip takes ${KINDS.join(', ')}; not ${badKinds.join(', ')}`);
  process.exit(2);
}

const apiOnValue = values['api-on'] ?? 'pglite';
if (apiOnValue !== 'pglite' && apiOnValue !== 'postgres') {
  console.error(`--api-on takes pglite or postgres, not "${apiOnValue}"`);
  process.exit(2);
}
apiOn = apiOnValue;

const timeoutMinutes = Number(values.timeout ?? 30);
if (!(timeoutMinutes > 0)) {
  console.error(`--timeout must be a positive number of minutes, not "${values.timeout}"`);
  process.exit(2);
}

try {
  const dirty = uncommitted([...new Set(selected.flatMap(touched))]);
  if (dirty.length) {
    console.error(
      `Refusing to start: these files have uncommitted changes a fault would overwrite:\n${dirty.map((l) => `  ${l}`).join('\n')}\nCommit them, or leave those faults out with --only.`,
    );
    process.exit(1);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const logDir = mkdtempSync(join(tmpdir(), 'test-faults-'));
const tty = process.stdout.isTTY && !values.verbose;
const progress = (/** @type {string} */ text) => {
  if (tty) process.stdout.write(`\r\u001b[K… ${text}`);
};
console.log(`${selected.length} fault(s), one at a time; checks' output in ${logDir}`);
if (!skip.includes('e2e') && selected.some((f) => f.checks.some((c) => 'e2e' in c))) {
  console.log(
    'Journeys rebuild the faulted package into its dist/ (shared with any other `pnpm start` on this checkout): run no other product from this checkout meanwhile.',
  );
}

/** @type {FaultRun[]} */
const results = [];
let harnessFailed = false;
for (const [i, fault] of selected.entries()) {
  if (interrupted) break;
  try {
    const run = await runFault(fault, i + 1, {
      allChecks: values['all-checks'] === true,
      baseline: values.baseline === true,
      skip,
      verbose: values.verbose === true,
      timeoutMs: timeoutMinutes * 60_000,
      logDir,
      progress,
    });
    results.push(run);
    if (tty) process.stdout.write('\r\u001b[K');
    console.log(faultLine(run));
  } catch (err) {
    // A file not restored, or a bug here: stop before touching anything else.
    if (tty) process.stdout.write('\r\u001b[K');
    console.error(`\nHarness failure on ${fault.id}: ${err instanceof Error ? err.message : err}`);
    harnessFailed = true;
    break;
  }
}

printTable(results);
const stillDirty = uncommitted([...new Set(selected.flatMap(touched))]);
if (stillDirty.length) {
  console.error(
    `\nThese files differ from git after the run:\n${stillDirty.map((l) => `  ${l}`).join('\n')}`,
  );
  harnessFailed = true;
}
const errored = results.some((r) => r.result === 'ERROR' || r.runs.some((run) => run.outcome === 'error'));
process.exit(harnessFailed || errored ? 1 : 0);

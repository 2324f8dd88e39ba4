// pnpm bench, front end: the federated product next to the best one-app build of the same screens
// (monolith/webpack.config.js), each served by the real API with the same compression. Prints bytes on
// the wire, JS and requests of cold /login and /login → /inicio (a Playwright run at 412×823), what the
// shell reads ahead after /inicio, the navigation times (e2e/support/navigation-timing.ts)
// and Lighthouse mobile for /login and, logged in, /inicio. Figures only; `pnpm test` holds the budgets.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, isStale } from '../lib/build.mjs';
import { withBuildLock } from '../lib/build-lock.mjs';
import { writeAppConfig } from '../lib/config.mjs';
import { deployRemote, deployShell } from '../lib/deploy.mjs';
import { writeJsonAtomic } from '../lib/files.mjs';
import { copyPublishable, publishableFiles } from '../lib/publishable.mjs';
import { distDir, REMOTES, repoRoot, SHELL } from '../lib/workspace.mjs';
import { calibratedSlowdown, interleavedTbt, lighthouseMedian } from './lighthouse.mjs';
import { publishCampaign } from '../../api/src/campanas/publicar.ts';

/**
 * What `weigh` reads back from the e2e bench specs, plus the Lighthouse figures.
 * @typedef {Awaited<ReturnType<typeof import('../../e2e/support/cold-visit.ts').weighColdVisits>>} Weights
 * @typedef {Awaited<ReturnType<typeof import('../../e2e/support/navigation-timing.ts').timeNavigations>>} Navigation
 * @typedef {Awaited<ReturnType<typeof lighthouseMedian>>} Lighthouse
 * @typedef {Weights & { navigation: Navigation, lighthouse: { login: Lighthouse, inicio: Lighthouse, loginCalibrated: Lighthouse & { slowdown: number } } }} Figures
 * @typedef {keyof typeof PORTS} Build
 */

const PORTS = { federated: 8420, monolith: 8421 };
const DEMO_LOGIN = { nif: '12345678Z', password: 'Demo2024' };
// Rounds of the interleaved /login TBT comparison (both builds each round).
const TBT_PAIRS = Number(process.env.TBT_PAIRS ?? 7);
// `--tbt-only`: that comparison alone, for trying a change in a few minutes.
const TBT_ONLY = process.argv.includes('--tbt-only');
const work = mkdtempSync(join(tmpdir(), 'area-cliente-bench-'));
const monolithDist = join(work, 'monolith-dist');
// The demo's first campaign, live in both builds as `pnpm start` makes it: the home draws its cards.
const INITIAL_CAMPAIGN = join(repoRoot, 'campaigns/inicial/campana.json');

// The lock guards the packages' dist folders, so it is only taken when one of them must be rebuilt;
// the one-app build writes to its own temporary folder.
const stale = [SHELL, ...REMOTES].filter(isStale);
if (stale.length) await withBuildLock(() => stale.forEach(build));
const webpack = spawnSync(
  join(repoRoot, 'node_modules/.bin/webpack'),
  ['--config', join(repoRoot, 'scripts/bench/monolith/webpack.config.js')],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, MONOLITH_DIST: monolithDist } },
);
if (webpack.status !== 0) throw new Error('The one-app build failed');

/**
 * The product as deployed: shell, every remote in its versioned folder, remotes.json, config.json.
 * @param {string} dir
 */
async function deployFederated(dir) {
  const remotes = REMOTES.map((remote) => ({ name: remote.name, dist: distDir(remote) }));
  await deployShell(distDir(SHELL), dir, { incoming: remotes });
  for (const remote of remotes) await deployRemote(remote, dir);
  writeAppConfig(dir, { demo: true });
}

/**
 * The one-app build with the same remotes.json routes (the shell reads them) and config.json.
 * @param {string} dir
 */
function deployMonolith(dir) {
  copyPublishable(monolithDist, dir, publishableFiles(monolithDist));
  const remotes = Object.fromEntries(
    REMOTES.map((r) => {
      const read = (/** @type {string} */ file) => JSON.parse(readFileSync(join(distDir(r), file), 'utf8'));
      // Its needs as the remote's own build states them: without, the shell takes an entry for a build
      // from before contracts and refuses to serve it (the one-app /login showed a failed section).
      return [
        r.name,
        {
          version: 'one-app',
          entry: 'one-app',
          routes: read('routes.json').routes,
          needs: read('contract.json'),
        },
      ];
    }),
  );
  writeJsonAtomic(join(dir, 'remotes.json'), { remotes });
  writeAppConfig(dir, { demo: true });
}

/**
 * @param {Build} name
 * @param {string} deployDir
 */
function startApi(name, deployDir) {
  return spawn(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(PORTS[name]),
      DEPLOY_DIR: deployDir,
      DATA_DIR: join(work, `${name}-data`),
      LOG_LEVEL: 'error',
    },
  });
}

/** @param {string} url */
async function waitFor(url, timeoutMs = 120_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await sleep(300)) {
    if ((await fetch(url).catch(() => null))?.ok) return;
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Cold visits weighed by e2e/bench/weigh.spec.ts (the same code as the budget test) and navigations
 * timed by e2e/bench/navigate.spec.ts.
 * @param {string} origin
 * @param {string} out
 * @param {string} navOut
 * @returns {Weights & { navigation: Navigation }}
 */
function weigh(origin, out, navOut) {
  const run = spawnSync(
    join(repoRoot, 'e2e/node_modules/.bin/playwright'),
    ['test', '--config', 'bench.config.ts'],
    {
      cwd: join(repoRoot, 'e2e'),
      encoding: 'utf8',
      env: { ...process.env, E2E_BASE_URL: origin, BENCH_OUT: out, BENCH_NAV_OUT: navOut },
    },
  );
  if (run.status !== 0) throw new Error(`Weighing ${origin} failed:\n${run.stdout}${run.stderr}`);
  return { ...JSON.parse(readFileSync(out, 'utf8')), navigation: JSON.parse(readFileSync(navOut, 'utf8')) };
}

const servers = [];
try {
  const figures = /** @type {Record<Build, Figures>} */ ({});
  /** @type {[Build, (dir: string) => unknown][]} */
  const builds = [
    ['federated', deployFederated],
    ['monolith', deployMonolith],
  ];
  /** @type {Record<Build, string>} */
  const origins = {
    federated: `http://127.0.0.1:${PORTS.federated}`,
    monolith: `http://127.0.0.1:${PORTS.monolith}`,
  };
  for (const [name, deploy] of builds) {
    const dir = join(work, `${name}-deploy`);
    await deploy(dir);
    await publishCampaign(INITIAL_CAMPAIGN, dir);
    servers.push(startApi(name, dir));
  }
  for (const [name] of builds) {
    const origin = origins[name];
    await waitFor(`${origin}/area-cliente/`);
    if (TBT_ONLY) continue;
    console.log(`▸ ${name}: weighing cold visits and timing navigations…`);
    const weights = weigh(origin, join(work, `${name}-weights.json`), join(work, `${name}-navigation.json`));
    console.log(`▸ ${name}: Lighthouse (3 runs per page)…`);
    const login = await lighthouseMedian(`${origin}/area-cliente/login`);
    const inicio = await lighthouseMedian(`${origin}/area-cliente/inicio`, DEMO_LOGIN);
    // Printed next to the default figures, never instead of them (docs/performance.md).
    const slowdown = calibratedSlowdown(login.benchmarkIndex);
    console.log(`▸ ${name}: Lighthouse /login with the CPU slowdown calibrated to this machine…`);
    const loginCalibrated = {
      ...(await lighthouseMedian(`${origin}/area-cliente/login`, undefined, slowdown)),
      slowdown,
    };
    figures[name] = { ...weights, lighthouse: { login, inicio, loginCalibrated } };
  }
  console.log(`▸ /login TBT, both builds interleaved (${TBT_PAIRS} rounds)…`);
  const tbt = await interleavedTbt(
    [`${origins.federated}/area-cliente/login`, `${origins.monolith}/area-cliente/login`],
    TBT_PAIRS,
  );
  if (!TBT_ONLY) printTable(figures);
  console.log(
    `/login TBT interleaved (${TBT_PAIRS} rounds): federated ${Math.round(tbt.medianA)} ms, one-app ` +
      `${Math.round(tbt.medianB)} ms (medians); federated ÷ one-app: ${tbt.ratio.toFixed(2)} as the median ` +
      `of the rounds, ${(tbt.medianA / tbt.medianB).toFixed(2)} as the ratio of the medians ` +
      `(${tbt.rounds.map((r) => `${Math.round(r.a)}/${Math.round(r.b)}`).join(', ')})`,
  );
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await sleep(500);
  rmSync(work, { recursive: true, force: true });
}

/** @param {Record<Build, Figures>} figures */
function printTable({ federated: f, monolith: m }) {
  /** @param {number} n */
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  /** @param {import('../../e2e/support/cold-visit.ts').Weight} w */
  const visit = (w) => `${w.requests} req / ${kib(w.wireBytes)} wire / JS ${kib(w.jsBytes)} in ${w.jsFiles}`;
  /** @param {Lighthouse} l */
  const lh = (l) =>
    `perf ${l.performance}, LCP ${(l.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(l.tbtMs)} ms, CLS ${l.cls.toFixed(3)}`;
  /** @param {Lighthouse} l */
  const index = (l) => String(Math.round(l.benchmarkIndex));
  // Shown to the screen's content, median of the runs (each run in brackets).
  /**
   * @param {Figures} w
   * @param {keyof Navigation['median']} key
   */
  const nav = (w, key) =>
    `${Math.round(w.navigation.median[key])} ms (${w.navigation[key].map(Math.round).join(', ')})`;
  /** @param {Figures['lighthouse']['loginCalibrated']} l */
  const calibrated = (l) => `${l.slowdown.toFixed(1)}× CPU: ${lh(l)}`;
  /**
   * @param {number} a
   * @param {number} b
   */
  const ratio = (a, b) => (a / b).toFixed(2);
  /** @type {[string, string, string][]} */
  const rows = [
    ['cold /login', visit(f.login), visit(m.login)],
    ['cold /login → /inicio', visit(f.loginToInicio), visit(m.loginToInicio)],
    [
      'federation runtimes (login→inicio)',
      String(f.loginToInicio.runtimeCopies),
      String(m.loginToInicio.runtimeCopies),
    ],
    ['  read ahead once /inicio shows', visit(f.loginToInicio.prefetched), visit(m.loginToInicio.prefetched)],
    ["'Entrar' → /inicio, slow 4G + 4× CPU", nav(f, 'loginToInicio'), nav(m, 'loginToInicio')],
    ['/inicio → policy, 4× CPU', nav(f, 'inicioToPoliza'), nav(m, 'inicioToPoliza')],
    ['policy → claim, 4× CPU', nav(f, 'polizaToSiniestro'), nav(m, 'polizaToSiniestro')],
    ['Lighthouse mobile /login', lh(f.lighthouse.login), lh(m.lighthouse.login)],
    ['Lighthouse mobile /inicio (logged in)', lh(f.lighthouse.inicio), lh(m.lighthouse.inicio)],
    ['Lighthouse benchmarkIndex (/login)', index(f.lighthouse.login), index(m.lighthouse.login)],
    [
      '  /login, CPU calibrated (not default)',
      calibrated(f.lighthouse.loginCalibrated),
      calibrated(m.lighthouse.loginCalibrated),
    ],
  ];
  console.log(`\n${'figure'.padEnd(40)}${'federated'.padEnd(58)}one-app build`);
  for (const [label, a, b] of rows) console.log(`${label.padEnd(40)}${a.padEnd(58)}${b}`);
  console.log(
    `\nfederated ÷ one-app, wire bytes: /login ${ratio(f.login.wireBytes, m.login.wireBytes)}, ` +
      `/login → /inicio ${ratio(f.loginToInicio.wireBytes, m.loginToInicio.wireBytes)}`,
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

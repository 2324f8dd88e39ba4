// Phase 3 of pnpm test:topology: a canary of remote_auth at 50 % whose login screen
// throws when it mounts, watched by canary:watch on the real-user figures of real browsers.
//   - browsers of the stable cohort (fixed buckets ≥ 5000 in localStorage) see the login screen on
//     every load, before, during and after the canary: 0 failures;
//   - browsers of the canary cohort (buckets < 5000) see the section's fallback;
//   - canary:watch rolls the canary back within ROLLBACK_BUDGET_MS of it going live;
//   - after the rollback the canary cohort's next load shows the login screen, from the stable version;
//   - then a healthy canary is promoted by canary:watch.
// The figures come from GET /rum/remotes/:remote on the metrics server of instance A (the signals
// the shell's beacons send, added up in PostgreSQL across both instances).
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, isStale } from './build.mjs';
import { withBuildLock } from './build-lock.mjs';
import { DEFAULT_THRESHOLDS } from './canary-analysis.mjs';
import { watchCanary } from './canary-watch.mjs';
import { writeAppConfig } from './config.mjs';
import { deployRemote, deployShell } from './deploy.mjs';
import { readManifest } from './remotes-manifest.mjs';
import { distDir, findRemote, repoRoot, SHELL } from './workspace.mjs';
import { workspaceCopy } from './workspace-copy.ts';

const REMOTE = findRemote('remote-auth');
/** The canary goes live for buckets 0–4999. */
const PERCENT = 50;
const STABLE_BUCKETS = [5000, 7311, 9999];
const CANARY_BUCKETS = [0, 2604, 4999];
/** What the phase promises: the broken canary is rolled back this soon after it goes live. */
const ROLLBACK_BUDGET_MS = 120_000;
/**
 * Small samples, so the phase takes a minute or two: production keeps the defaults (README). With ten
 * page views a new build's first, uncached loads decide its p75 LCP (on a busy CI machine one such run
 * read 1,625 ms against stable's 854 ms and rolled a healthy canary back), so the proof judges on
 * errors and leaves latency to a ratio only a real regression reaches.
 */
const THRESHOLDS = {
  ...DEFAULT_THRESHOLDS,
  minPageViews: 10,
  promoteAfter: 20,
  lcpRatio: 4,
  inpRatio: 4,
  // Every browser here is one client (127.0.0.1, not signed in): the client rules are
  // api/test/rum-balizas.test.ts's and canary-analysis.test.ts's to prove.
  minClients: 1,
  minFailingClients: 1,
  minSignedInClients: 0,
};
const WATCH = { intervalMs: 2_000, timeoutMs: 300_000, onTimeout: /** @type {const} */ ('rollback') };
const BUCKET_KEY = 'area-cliente:canary-bucket';
const FALLBACK = 'No hemos podido cargar esta sección.';

/**
 * @typedef {{ bucket: number, cohort: 'stable' | 'canary', page: import('@playwright/test').Page, loads: number, fallbacks: number, failures: string[], versions: Set<string> }} Browser
 */

/**
 * Puts the real shell, its config and the real remote_auth in the deploy folder (building what is
 * stale, under the build lock other builds take).
 * @param {string} deployDir
 */
export async function deployRealFrontEnd(deployDir) {
  await withBuildLock(async () => {
    for (const pkg of [SHELL, REMOTE]) if (isStale(pkg)) build(pkg);
  });
  writeAppConfig(deployDir, { demo: true });
  await deployShell(distDir(SHELL), deployDir);
  return deployRemote({ name: REMOTE.name, dist: distDir(REMOTE) }, deployDir);
}

/**
 * A copy of remote_auth's build, changed by `edit` (each copy gets its own content hash, so its own
 * version).
 * @param {string} work
 * @param {string} label
 * @param {(dist: string, appChunks: string[]) => void} edit
 */
function variant(work, label, edit) {
  const dist = join(work, `auth-${label}`);
  cpSync(distDir(REMOTE), dist, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const chunks = manifest.exposes.find((/** @type {{ path: string }} */ e) => e.path === './app').assets.js
    .sync;
  edit(dist, chunks);
  return dist;
}

/**
 * The broken build: remote_auth built from its sources with a login screen that throws when it
 * mounts, in a copy of the workspace (the checkout stays as it is). It loads like any release; the
 * section's error boundary shows the fallback and the shell counts the error for that version.
 * @param {string} work
 */
function throwingOnMountBuild(work) {
  const copy = workspaceCopy(join(work, 'auth-throwing'), REMOTE.dir);
  const screen = join(copy, REMOTE.dir, 'src/screens/login/login-screen.tsx');
  const source = readFileSync(screen, 'utf8');
  const start = 'export function LoginScreen({ navigate }: RemoteProps) {';
  if (!source.includes(start)) throw new Error(`${screen} no longer declares ${start}`);
  writeFileSync(
    screen,
    source.replace(
      start,
      `${start}\n  if (navigator) throw new Error('canary proof: this build throws on mount');`,
    ),
  );
  const result = spawnSync(join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: join(copy, REMOTE.dir),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The throwing build failed:\n${result.stdout}\n${result.stderr}`);
  return join(copy, REMOTE.dir, 'dist');
}

/**
 * A healthy build with another content hash.
 * @param {string} work
 */
const healthyBuild = (work) =>
  variant(work, 'healthy', (dist) => {
    const entry = join(dist, 'remoteEntry.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n/* canary proof: healthy */\n`);
    for (const ext of ['.br', '.gz']) rmSync(entry + ext, { force: true });
  });

/**
 * Playwright lives in the e2e package.
 * @returns {Promise<typeof import('@playwright/test')>}
 */
async function loadPlaywright() {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const mod = await import(require.resolve('@playwright/test'));
  return mod.chromium ? mod : mod.default;
}

/**
 * One browser (its own context, so its own localStorage) with a fixed bucket, on the login screen.
 * @param {import('@playwright/test').Browser} chromium
 * @param {string} base
 * @param {number} bucket
 * @returns {Promise<Browser>}
 */
async function cohortBrowser(chromium, base, bucket) {
  const context = await chromium.newContext({ baseURL: base, locale: 'es-ES' });
  await context.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: BUCKET_KEY, value: String(bucket) },
  );
  const page = await context.newPage();
  /** @type {Browser} */
  const b = {
    bucket,
    cohort: bucket < PERCENT * 100 ? 'canary' : 'stable',
    page,
    loads: 0,
    fallbacks: 0,
    failures: [],
    versions: new Set(),
  };
  page.on('request', (request) => {
    const match = /\/remotes\/remote_auth\/([^/]+)\/remoteEntry\.js/.exec(request.url());
    if (match?.[1]) b.versions.add(match[1]);
  });
  return b;
}

/**
 * Loads the login screen once: 'screen' (its form), 'fallback' (the section could not load) or an
 * error. Leaving the page (the next goto) sends its real-user beacon.
 * @param {Browser} b
 */
async function loadOnce(b) {
  b.loads += 1;
  try {
    await b.page.goto('/area-cliente/login');
    const form = b.page.getByRole('button', { name: 'Entrar', exact: true });
    const fallback = b.page.getByRole('heading', { name: FALLBACK });
    await form.or(fallback).first().waitFor({ timeout: 30_000 });
    if (await fallback.isVisible()) {
      b.fallbacks += 1;
      return 'fallback';
    }
    return 'screen';
  } catch (error) {
    b.failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
    return 'error';
  }
}

/**
 * Every browser loads the login screen again and again until `until` settles.
 * @param {Browser[]} browsers
 * @param {Promise<unknown>} until
 */
async function keepLoading(browsers, until) {
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    browsers.map(async (b) => {
      while (!done) {
        await loadOnce(b);
        await sleep(250);
      }
    }),
  );
}

/**
 * @param {{ base: string, deployDir: string, rumUrl: string, work: string, log: (msg: string) => void, chromiumPath?: string | undefined }} options
 * @returns {Promise<string[]>} the problems found (none: proven)
 */
export async function canaryPhase({ base, deployDir, rumUrl, work, log, chromiumPath }) {
  /** @type {string[]} */
  const problems = [];
  const check = (/** @type {unknown} */ ok, /** @type {string} */ what) => {
    log(`${ok ? '✓' : '✗'} ${what}`);
    if (!ok) problems.push(what);
  };
  // canary:watch on the live canary, as a deploy pipeline runs it, with the proof's small samples.
  const watchTheCanary = () =>
    watchCanary({
      name: REMOTE.name,
      target: deployDir,
      baseUrl: rumUrl,
      thresholds: THRESHOLDS,
      ...WATCH,
      log: (/** @type {string} */ line) => log(`canary:watch ${line}`),
    });
  const { chromium } = await loadPlaywright();
  const browser = await chromium.launch({
    ...(chromiumPath && { executablePath: chromiumPath }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const stableVersion = (await readManifest(deployDir)).remotes[REMOTE.name]?.version;
    const browsers = await Promise.all(
      [...STABLE_BUCKETS, ...CANARY_BUCKETS].map((bucket) => cohortBrowser(browser, base, bucket)),
    );
    const stableCohort = browsers.filter((b) => b.cohort === 'stable');
    const canaryCohort = browsers.filter((b) => b.cohort === 'canary');
    for (const b of browsers) await loadOnce(b);
    check(
      browsers.every((b) => b.fallbacks === 0 && b.failures.length === 0),
      'before the canary every browser sees the login screen',
    );

    // 1. The broken canary, watched while the browsers keep loading.
    const broken = await deployRemote({ name: REMOTE.name, dist: throwingOnMountBuild(work) }, deployDir, {
      canary: PERCENT,
    });
    log(`broken canary ${broken.version} live for ${PERCENT} % of browsers (stable ${stableVersion})`);
    const watch = watchTheCanary();
    await keepLoading(browsers, watch);
    const rolledBack = await watch;
    check(
      rolledBack.outcome === 'rollback',
      `canary:watch rolled the broken canary back (${rolledBack.outcome})`,
    );
    check(
      rolledBack.elapsedMs <= ROLLBACK_BUDGET_MS,
      `within ${ROLLBACK_BUDGET_MS / 1000} s of the watch starting: ${Math.round(rolledBack.elapsedMs / 1000)} s`,
    );
    check(
      stableCohort.every(
        (b) => b.fallbacks === 0 && b.failures.length === 0 && !b.versions.has(broken.version),
      ),
      `the stable cohort saw 0 failures in ${stableCohort.reduce((n, b) => n + b.loads, 0)} loads and never downloaded the canary`,
    );
    check(
      canaryCohort.every((b) => b.fallbacks > 0),
      `the canary cohort saw the section fallback (${canaryCohort.map((b) => `${b.fallbacks}/${b.loads}`).join(', ')} loads)`,
    );

    // 2. After the rollback, loading the screen again gets the stable version.
    for (const b of canaryCohort) {
      b.versions.clear();
      const shown = (await loadOnce(b)) === 'screen';
      check(
        shown && stableVersion !== undefined && b.versions.has(stableVersion),
        `bucket ${b.bucket}: after the rollback the login screen loads again, from ${stableVersion}`,
      );
    }

    // 3. A healthy canary, promoted by canary:watch once it has enough healthy page views.
    for (const b of browsers) {
      b.fallbacks = 0;
      b.failures = [];
    }
    const healthy = await deployRemote({ name: REMOTE.name, dist: healthyBuild(work) }, deployDir, {
      canary: PERCENT,
    });
    log(`healthy canary ${healthy.version} live for ${PERCENT} % of browsers`);
    const promote = watchTheCanary();
    await keepLoading(browsers, promote);
    const promoted = await promote;
    check(
      promoted.outcome === 'promote',
      `canary:watch promoted the healthy canary (${promoted.outcome}) after ${Math.round(promoted.elapsedMs / 1000)} s`,
    );
    check(
      (await readManifest(deployDir)).remotes[REMOTE.name]?.version === healthy.version,
      `${healthy.version} is stable for everyone`,
    );
    check(
      browsers.every((b) => b.fallbacks === 0 && b.failures.length === 0),
      'no browser saw a failure while the healthy canary was live',
    );
    for (const b of browsers.filter((x) => x.failures.length))
      log(`bucket ${b.bucket}: ${b.failures.join(' | ')}`);
  } finally {
    await browser.close();
  }
  return problems;
}

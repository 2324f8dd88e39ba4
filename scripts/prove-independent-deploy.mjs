// Proves that a new build of the offers remote reaches customers by deploying that remote alone:
//   1. start the all-in-one product on a free port with its own data and deployment folders;
//   2. in Chromium, log in and read the home screen's greeting on /inicio (drawn by remote-offers);
//   3. change that greeting in one file of remote-offers' normal build (the chunk that draws the card
//      screens; no source file edited, nothing defined at build time) and publish it with
//      `pnpm deploy:remote remote-offers`;
//   4. reload: the new greeting shows, and every file of the shell's deployment is byte-for-byte the same;
//   5. `pnpm rollback:remote remote-offers`, reload: the old greeting is back, the shell still untouched.
// The checkout's remote-offers/dist is put back as it was under the build lock, so no other run ever
// deploys the changed build. Exit code 0 only when every check held.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, isStale } from './lib/build.mjs';
import { withBuildLock } from './lib/build-lock.mjs';
import { listFiles, readJson } from './lib/files.mjs';
import { findRemote, repoRoot } from './lib/workspace.mjs';

// The home screen's greeting as remote-offers' source writes it (card-screen.tsx `greeting`), and the
// one the changed build shows instead.
const GREETING = 'Hola, ';
const NEW_GREETING = 'Te damos la bienvenida, ';
const TITLE = 'h1.offers-screen__title';
const NIF = '12345678Z';
const PASSWORD = 'Demo2024';
const OFFERS_DIR = join(repoRoot, 'remote-offers');

const work = mkdtempSync(join(tmpdir(), 'ac-deploy-proof-'));
const deployDir = join(work, 'deploy');
const dataDir = join(work, 'data');
const port = Number(process.env.PROOF_PORT) || (await freePort());
const base = `http://localhost:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  DEPLOY_DIR: deployDir,
  DATA_DIR: dataDir,
  // The server's request log would bury the proof's own report.
  LOG_LEVEL: 'warn',
};

/** @param {string} message */
const log = (message) => console.log(`[deploy-proof] ${message}`);
let server;
let browser;
let failed = false;

try {
  server = await startProduct();
  const shellBefore = shellHashes();
  log(`shell deployment: ${Object.keys(shellBefore).length} files hashed`);
  const versionBefore = liveVersion('remote_offers');
  const othersBefore = otherRemotes();

  const { chromium } = await loadPlaywright();
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await loggedInPage(browser);
  const oldTitle = await homeTitle(page);
  log(`live greeting: "${oldTitle}"`);
  check(oldTitle?.startsWith(GREETING), 'the home screen greets as the source says before the deploy');
  const newTitle = `${NEW_GREETING}${oldTitle?.slice(GREETING.length)}`;

  await deployChangedOffers();
  const versionAfter = liveVersion('remote_offers');
  check(versionAfter !== versionBefore, `remote_offers switched ${versionBefore} → ${versionAfter}`);
  check(same(otherRemotes(), othersBefore), 'the other remotes kept their versions');

  await page.reload();
  check((await homeTitle(page, newTitle)) === newTitle, 'after the deploy the page shows the new greeting');
  check(same(shellHashes(), shellBefore), 'every shell file is byte-for-byte unchanged after the deploy');

  run('pnpm', ['rollback:remote', 'remote-offers'], { env });
  check(liveVersion('remote_offers') === versionBefore, `rolled back to ${versionBefore}`);
  await page.reload();
  check((await homeTitle(page, oldTitle)) === oldTitle, 'after the rollback the page shows the old greeting');
  check(same(shellHashes(), shellBefore), 'every shell file is byte-for-byte unchanged after the rollback');
} catch (error) {
  failed = true;
  console.error('[deploy-proof] FAILED:', error instanceof Error ? error.message : error);
} finally {
  await browser?.close().catch(() => undefined);
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await sleep(500);
  }
  rmSync(work, { recursive: true, force: true });
}
log(failed ? 'NOT PROVEN' : 'PROVEN: the offers remote changed and rolled back with the shell untouched');
process.exit(failed ? 1 : 0);

/**
 * @param {unknown} ok
 * @param {string} what
 */
function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
  log(`✓ ${what}`);
}

/**
 * @param {unknown} a
 * @param {unknown} b
 */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} opts
 */
function run(cmd, args, opts) {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port: p } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(p));
    });
  });
}

async function startProduct() {
  log(`starting the product on ${base} (deploy folder ${deployDir})`);
  // Own process group, so stopping it also stops the API it spawns.
  const child = spawn('node', ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
    detached: true,
  });
  for (const start = Date.now(); Date.now() - start < 15 * 60_000; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/area-cliente/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
  }
  throw new Error('the product did not start in time');
}

/** SHA-256 of every file the shell's deploy put in the deployment folder (remotes, campaigns and config aside). */
function shellHashes() {
  const files = listFiles(deployDir).filter(
    (f) =>
      !f.startsWith('remotes/') &&
      !f.startsWith('campaigns/') &&
      !['remotes.json', 'config.json', 'campaign.json'].includes(f),
  );
  if (!files.includes('index.html')) throw new Error('no shell in the deployment folder');
  return Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(deployDir, f)))
        .digest('hex'),
    ]),
  );
}

function remotesJson() {
  return /** @type {import('./lib/remotes-manifest.mjs').Manifest} */ (
    readJson(join(deployDir, 'remotes.json'))
  ).remotes;
}

/** @param {string} name */
function liveVersion(name) {
  return remotesJson()[name]?.version;
}

function otherRemotes() {
  return Object.fromEntries(
    Object.entries(remotesJson())
      .filter(([name]) => name !== 'remote_offers')
      .map(([name, r]) => [name, r.version]),
  );
}

/**
 * Deploys remote-offers' normal build with one file changed (the greeting, in the chunk that draws the
 * card screens) through `pnpm deploy:remote`, then puts the checkout's build back as it was. Under
 * the build lock: no other run sees the changed dist.
 */
async function deployChangedOffers() {
  await withBuildLock(async () => {
    const offers = findRemote('remote-offers');
    // Fresh, so deploy:remote publishes this build (and the change) instead of building again.
    if (isStale(offers)) build(offers);
    const dist = join(OFFERS_DIR, 'dist');
    const backup = join(work, 'offers-dist-backup');
    cpSync(dist, backup, { recursive: true, preserveTimestamps: true });
    try {
      const chunks = listFiles(dist).filter(
        (f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(GREETING),
      );
      const [file] = chunks;
      if (!file || chunks.length > 1)
        throw new Error(`"${GREETING}" is in ${chunks.length} built files, not one`);
      const chunk = join(dist, file);
      writeFileSync(chunk, readFileSync(chunk, 'utf8').replace(GREETING, NEW_GREETING));
      log(`publishing remote-offers with ${file} changed`);
      run('pnpm', ['deploy:remote', 'remote-offers'], { env });
    } finally {
      rmSync(dist, { recursive: true, force: true });
      renameSync(backup, dist);
      log('remote-offers/dist restored to its normal build');
    }
  });
}

/**
 * Playwright lives in the e2e package.
 * @returns {Promise<typeof import('@playwright/test')>}
 */
async function loadPlaywright() {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const mod = await import(require.resolve('@playwright/test'));
  return mod.chromium ? mod : mod.default;
}

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
}

/** @param {import('@playwright/test').Browser} b */
async function loggedInPage(b) {
  const context = await b.newContext({ baseURL: base, locale: 'es-ES' });
  // First-use tip already seen, so it does not cover the page.
  await context.addCookies([{ name: 'ac-instrucciones-v2', value: '1', url: `${base}/` }]);
  const page = await context.newPage();
  await page.goto('/area-cliente/login');
  await page.getByLabel(/NIF/i).fill(NIF);
  await page
    .getByLabel(/Contraseña/i)
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/inicio$/, { timeout: 60_000 });
  return page;
}

/**
 * The home screen's heading once it shows (and, when `expected` is given, once it reads that).
 * @param {import('@playwright/test').Page} page
 * @param {string} [expected]
 */
async function homeTitle(page, expected) {
  const heading = page.locator(TITLE);
  await heading.waitFor({ timeout: 60_000 });
  if (expected) {
    await page
      .waitForFunction(
        ([selector, text]) => document.querySelector(selector)?.textContent?.trim() === text,
        /** @type {[string, string]} */ ([TITLE, expected]),
        { timeout: 30_000 },
      )
      .catch(() => undefined);
  }
  return (await heading.textContent())?.trim();
}

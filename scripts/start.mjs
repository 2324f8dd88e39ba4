// pnpm start: the all-in-one demo. Builds what is missing or out of date, publishes the shell and
// every changed remote into DEPLOY_DIR, writes config.json, migrates and seeds the database in
// short-lived processes (`pnpm db:migrate`, `pnpm db:seed`) and runs the compiled API in demo mode,
// which also serves DEPLOY_DIR at /area-cliente/. Data persists between runs (DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runDbCommand } from './lib/api-process.mjs';
import { API_DIST, buildApi } from './lib/build-api.mjs';
import { build, isStale } from './lib/build.mjs';
import { withBuildLock } from './lib/build-lock.mjs';
import { writeAppConfig } from './lib/config.mjs';
import { DEMO_PERSONAS } from './lib/demo-personas.mjs';
import { deployRemote, deployShell, deployStudio } from './lib/deploy.mjs';
import { deployDir, distDir, REMOTES, repoRoot, SHELL, STUDIO } from './lib/workspace.mjs';

const port = Number(process.env.PORT ?? 8080);
const target = deployDir();

// Deploying reads the dist folders, so it stays under the lock too.
await withBuildLock(async () => {
  for (const pkg of [SHELL, STUDIO, ...REMOTES]) {
    if (isStale(pkg)) {
      console.log(`▸ building ${pkg.dir}`);
      build(pkg);
    }
  }
  const remotes = REMOTES.map((remote) => ({ name: remote.name, dist: distDir(remote) }));
  await deployShell(distDir(SHELL), target, { incoming: remotes });
  deployStudio(distDir(STUDIO), target);
  for (const remote of remotes) {
    const { version, changed } = await deployRemote(remote, target);
    if (changed) console.log(`▸ deployed ${remote.name} ${version}`);
  }
  // The same JavaScript `pnpm serve` runs in production (a bundle takes a second or two), built
  // when a source changed.
  await buildApi();
});
writeAppConfig(target, { demo: true });
// The offers screens show the live campaign: the first one goes live once (or again when the live one
// was published under an older schema and no longer reads), later ones are marketing's.
const publish = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/campaign.ts', 'publish-initial', 'campaigns/inicial/campana.json'],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DEPLOY_DIR: target } },
);
if (publish.status !== 0) process.exit(publish.status ?? 1);
// Not in the serving process: PGlite's WASM memory grows while migrating and seeding and never
// shrinks, so the server kept about 500 MB it no longer needed (docs/operations.md, 'Memory per instance').
try {
  for (const command of /** @type {const} */ (['db-migrate', 'db-seed'])) {
    console.log(`▸ ${runDbCommand(command, { DEMO: 'true' })}`);
  }
} catch (err) {
  // Their own words (a database in use by another start, a schema newer than this code), no stack.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const api = spawn(process.execPath, [join(API_DIST, 'server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  // The demo: outbox, test gateway and seed on, loopback only unless HOST says otherwise.
  env: { HOST: '127.0.0.1', ...process.env, DEMO: 'true', PORT: String(port), DEPLOY_DIR: target },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const url = `http://localhost:${port}/area-cliente/`;
if (await answers(url)) announce(url);
else console.error(`The server did not answer at ${url}; see its log above.`);

/**
 * Polls until the server serves the app: migrations and the first seed take a moment.
 * @param {string} url
 */
async function answers(url, timeoutMs = 120_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await sleep(250)) {
    if (api.exitCode !== null) return false;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return true;
  }
  return false;
}

/** @param {string} url */
function announce(url) {
  const host = process.env.HOST ?? '127.0.0.1';
  console.log(`
  Área Cliente DEMO is running at ${url}

  This is the demo, not a production start (see README, 'Production'):
    - SMS messages are not sent: PINs land in the outbox, GET /produccion/rest/v1/ac/dev/sms-outbox
    - e-mails are not sent: notifications land in the e-mail outbox ('Mis datos' → 'Avisos por e-mail y SMS')
    - payments go to the test gateway at /pasarela-pruebas/ (no card is charged)
    - demo customers were seeded into an empty database
    - listening on ${host}${host === '127.0.0.1' ? ' (this machine only; set HOST to open it)' : ''}

  Demo logins (password Demo2024):
${DEMO_PERSONAS.map(([nif, who]) => `    ${nif}  ${who}`).join('\n')}

  Marketing's studio at http://localhost:${port}/estudio/ (staff, password Demo2024, local identity provider):
    editora    editor: drafts, sends them for review
    aprobador  publicador: approves, schedules, rolls back
    atencion   atencion: answers customers' messages (Mensajes de clientes)
`);
}

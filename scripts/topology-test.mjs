// pnpm test:topology: production topology on loopback ports. PostgreSQL, two `pnpm serve`
// instances (api/dist) and nginx with deploy/nginx/'s configuration (plain HTTP; the TLS server
// block of deploy/nginx/nginx.conf is not exercised). Under GET and POST load through nginx:
//   1. instance A restarts with SIGTERM while a remote is deployed and rolled back;
//   2. instance B is killed with SIGKILL and started again;
//   3. a canary of remote_auth that fails is rolled back by canary:watch and a healthy one promoted,
//      with real browsers of both cohorts (lib/topology-canary.mjs; TOPOLOGY_CANARY=0 leaves it out).
// Prints requests, failures and p99 per phase; fails unless phase 1 and the deploy lose nothing,
// phase 2 loses no GET (a POST in flight on a killed process may be lost: not retried) and every
// check of phase 3 holds.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { loginToken, PLACEHOLDER_PRODUCTION_ENV, runDbCommand, startApi } from './lib/api-process.mjs';
import { buildApi } from './lib/build-api.mjs';
import { deployRemote, rollbackRemote } from './lib/deploy.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { canaryPhase, deployRealFrontEnd } from './lib/topology-canary.mjs';
import { repoRoot } from './lib/workspace.mjs';

// TOPOLOGY_PORT moves the three ports (A, B, nginx) when 8440-8442 are taken.
const FIRST_PORT = Number(process.env.TOPOLOGY_PORT ?? 8440);
const [PORT_A, PORT_B, PORT_NGINX] = [FIRST_PORT, FIRST_PORT + 1, FIRST_PORT + 2];
/** Each instance's metrics server (phase 3 reads the real-user analysis on A's). */
const METRICS_PORTS = { A: FIRST_PORT + 3, B: FIRST_PORT + 4 };
const CANARY_PHASE = process.env.TOPOLOGY_CANARY !== '0';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PHASE_SECONDS = 20;
const REMOTE = 'remote_claims';
const base = `http://127.0.0.1:${PORT_NGINX}`;
const api = `${base}/produccion/rest/v1/ac`;

const work = mkdtempSync(join(tmpdir(), 'ac-topology-'));
// nginx's workers (not root) read the deploy folder inside it.
chmodSync(work, 0o755);
const cleanups = [];
/** @param {string} msg */
const log = (msg) => console.log(`[topology] ${msg}`);

// The fake builds are built for the kernel this checkout provides, so phase 3's real shell serves them too.
const KERNEL = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8')).version;
const CONTRACT = { kernel: `^${KERNEL}`, react: '19.3.1' };

/**
 * A remote's build as deploys see it; `mark` makes each version's content (and hash) differ.
 * @param {string} mark
 */
function fakeRemoteBuild(mark) {
  const dist = join(work, `build-${mark}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: REMOTE, mark }));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${mark} */`);
  writeFileSync(join(dist, `main.${mark.padEnd(8, '0')}.js`), `/* ${mark} */`);
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify({ routes: [{ path: 'siniestros', screen: 'siniestros', layout: 'main' }] }),
  );
  writeFileSync(join(dist, 'contract.json'), JSON.stringify(CONTRACT));
  return dist;
}

/** @param {string} deployDir */
function writeNginxConfig(deployDir) {
  const conf = join(work, 'nginx');
  mkdirSync(join(conf, 'logs'), { recursive: true });
  // deploy/nginx/ as installed in /etc/nginx/area-cliente/, pointed at this folder instead.
  for (const file of ['area-cliente.http.conf', 'area-cliente.locations.conf', 'security-headers.conf']) {
    const text = readFileSync(join(repoRoot, 'deploy/nginx', file), 'utf8');
    writeFileSync(join(conf, file), text.replaceAll('/etc/nginx/area-cliente/', `${conf}/`));
  }
  // nginx serves `root`/area-cliente/: the deploy folder under that name, as in production.
  const www = join(work, 'www');
  mkdirSync(www);
  symlinkSync(deployDir, join(www, 'area-cliente'));
  /** @param {number} port */
  const upstream = (port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`;
  writeFileSync(
    join(conf, 'nginx.conf'),
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
worker_processes 1;
pid ${conf}/nginx.pid;
error_log ${conf}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  server_tokens off;
  client_body_temp_path ${conf}/body;
  proxy_temp_path ${conf}/proxy;
  include ${conf}/area-cliente.http.conf;
  access_log ${conf}/logs/access.log area_cliente;
  upstream area_cliente_api {
    ${upstream(PORT_A)}
    ${upstream(PORT_B)}
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${PORT_NGINX};
    root ${www};
    include ${conf}/area-cliente.locations.conf;
    # nginx closes a client connection after keepalive_requests (1000) answers; autocannon, unlike a
    # browser, does not resend a request it had already written to that connection and counts a
    # reset (50 here gave 7-8 failed GETs per phase). The load's connections are never recycled, so
    # a failure below is the API's or the balancer's, not this client's.
    keepalive_requests 1000000;
  }
}
`,
  );
  return conf;
}

/** @param {string} conf */
async function startNginx(conf) {
  const check = spawnSync(NGINX, ['-p', conf, '-c', join(conf, 'nginx.conf'), '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', conf, '-c', join(conf, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  cleanups.push(() => child.kill('SIGQUIT'));
  for (let i = 0; i < 50; i++, await sleep(100)) {
    if ((await fetch(`${base}/area-cliente/remotes.json`).catch(() => null))?.ok) return child;
  }
  throw new Error(`nginx did not answer:\n${readFileSync(join(conf, 'logs/error.log'), 'utf8')}`);
}

/**
 * GET and POST load for `seconds`; resolves with per-method figures.
 * @param {string} token
 * @param {unknown} idCliente
 * @param {number} seconds
 */
async function load(token, idCliente, seconds) {
  const headers = { 'auth-token': token, 'content-type': 'application/json' };
  /**
   * @param {Omit<import('autocannon').Options, 'duration' | 'headers'>} opts
   * @returns {Promise<import('autocannon').Result>}
   */
  const run = (opts) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ ...opts, duration: seconds, headers }, (err, r) =>
        err ? reject(err) : resolve(r),
      );
      instance.on('error', reject);
    });
  const [get, post] = await Promise.all([
    run({ url: `${api}/portfolio`, connections: 6 }),
    run({
      url: `${api}/user/insertAudit`,
      method: 'POST',
      connections: 3,
      body: JSON.stringify({ idCliente, nif: '12345678Z', nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO' }),
    }),
  ]);
  /** @param {import('autocannon').Result} r */
  const figures = (r) => ({
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
    p99: r.latency.p99,
    statuses: Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  });
  return { GET: figures(get), POST: figures(post) };
}

/** Polls remotes.json and the live entry of REMOTE every 100 ms until `stop()`. */
function pollManifest() {
  let running = true;
  const counts = { fetches: 0, failures: 0 };
  const done = (async () => {
    while (running) {
      counts.fetches++;
      try {
        const manifest = await (await fetch(`${base}/area-cliente/remotes.json`)).json();
        const entry = await fetch(`${base}${manifest.remotes[REMOTE].entry}`);
        if (!entry.ok) counts.failures++;
      } catch {
        counts.failures++;
      }
      await sleep(100);
    }
  })();
  return { counts, stop: async () => ((running = false), await done) };
}

/** @typedef {Record<'A' | 'B', Awaited<ReturnType<typeof startApi>>>} Instances */

/**
 * Restarts an instance after `signal`, waiting for it to be gone and ready again.
 * @param {Instances} instances
 * @param {'A' | 'B'} key
 * @param {Record<string, string>} env
 * @param {NodeJS.Signals} signal
 */
async function restart(instances, key, env, signal) {
  const { child, exited } = instances[key];
  const t0 = Date.now();
  child.kill(signal);
  await exited;
  const down = Date.now() - t0;
  instances[key] = await startApi({
    port: key === 'A' ? PORT_A : PORT_B,
    env: { ...env, METRICS_PORT: String(METRICS_PORTS[key]) },
  });
  log(`${key}: ${signal} → exited after ${down} ms, ready again after ${Date.now() - t0} ms`);
}

let failed = true;
try {
  await buildApi();
  const deployDir = join(work, 'deploy');
  mkdirSync(deployDir);
  writeFileSync(join(deployDir, 'index.html'), '<!doctype html><title>Área Cliente</title>');
  writeFileSync(join(deployDir, 'config.json'), '{}');
  // The live shell's contract: what remote deploys check their build against.
  writeFileSync(join(deployDir, 'contract.json'), JSON.stringify({ kernel: KERNEL, react: '19.3.1' }));
  await deployRemote({ name: REMOTE, dist: fakeRemoteBuild('v1') }, deployDir);

  const cluster = await startPostgres({ durable: true });
  cleanups.push(() => cluster.stop());
  const env = {
    ...PLACEHOLDER_PRODUCTION_ENV,
    DATABASE_URL: cluster.url,
    DEPLOY_DIR: deployDir,
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
    // Every browser of the canary phase is 127.0.0.1: its beacons and batches share one address's budget.
    RUM_MAX_PER_MINUTE: '600',
  };
  log(runDbCommand('db-migrate', env));
  // The temporary cluster's database is throw-away: the demo seed refuses any other.
  log(runDbCommand('db-seed', { ...env, DEMO: 'true', DEMO_DATABASE_THROWAWAY: 'postgres' }));

  // Two instances started together on the migrated database, behind nginx.
  const instances = /** @type {Instances} */ ({});
  [instances.A, instances.B] = await Promise.all([
    startApi({ port: PORT_A, env: { ...env, METRICS_PORT: String(METRICS_PORTS.A) }, log: 'inherit' }),
    startApi({ port: PORT_B, env: { ...env, METRICS_PORT: String(METRICS_PORTS.B) }, log: 'inherit' }),
  ]);
  cleanups.push(() => Object.values(instances).forEach((i) => i.child.kill('SIGKILL')));
  await startNginx(writeNginxConfig(deployDir));

  const token = await loginToken(base);
  const cliente = await (await fetch(`${api}/cliente`, { headers: { 'auth-token': token } })).json();
  const idCliente = cliente.data.idCliente;

  log(`phase 1: SIGTERM restart of A, deploy and rollback of ${REMOTE}, ${PHASE_SECONDS} s of load`);
  const poller = pollManifest();
  const phase1 = load(token, idCliente, PHASE_SECONDS);
  await sleep(2000);
  const deployed = await deployRemote({ name: REMOTE, dist: fakeRemoteBuild('v2') }, deployDir);
  log(`deployed ${REMOTE} ${deployed.version}`);
  await restart(instances, 'A', env, 'SIGTERM');
  const rolledBack = await rollbackRemote(REMOTE, deployDir);
  log(`rolled back ${REMOTE} to ${rolledBack.to}`);
  const r1 = await phase1;
  await poller.stop();

  // As in a rolling restart: nginx takes an instance back fail_timeout (2 s) after its last
  // failure, so wait that long after A is ready before B goes down.
  await sleep(3000);
  log(`phase 2: SIGKILL of B, ${PHASE_SECONDS} s of load`);
  const phase2 = load(token, idCliente, PHASE_SECONDS);
  await sleep(3000);
  await restart(instances, 'B', env, 'SIGKILL');
  const r2 = await phase2;

  /** @type {string[]} */
  let canaryProblems = [];
  if (CANARY_PHASE) {
    log('phase 3: canary of remote_auth at 50 %, broken then healthy, with real browsers');
    const { version } = await deployRealFrontEnd(deployDir);
    log(`real shell and remote_auth ${version} deployed`);
    const rumUrl = `http://127.0.0.1:${METRICS_PORTS.A}`;
    const probe = await fetch(`${rumUrl}/rum/remotes/remote_auth?since=${new Date().toISOString()}`).catch(
      () => undefined,
    );
    canaryProblems = probe?.ok
      ? await canaryPhase({
          base,
          deployDir,
          rumUrl,
          work,
          log: (msg) => log(`canary: ${msg}`),
          chromiumPath: [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p)),
        })
      : [`no real-user analysis at ${rumUrl}/rum/remotes/:remote (answered ${probe?.status ?? 'nothing'})`];
  }

  /** @param {number | undefined} pid */
  const rssMb = (pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return status ? `${Math.round(Number(status[1]) / 1024)} MB` : '?';
  };
  log(`memory after load: A ${rssMb(instances.A.child.pid)}, B ${rssMb(instances.B.child.pid)} (RSS)`);
  /**
   * @param {string} phase
   * @param {string} method
   * @param {Awaited<ReturnType<typeof load>>['GET']} r
   */
  const row = (phase, method, r) =>
    `${phase.padEnd(18)} ${method.padEnd(5)} ${String(r.requests).padStart(9)} ${String(r.failures).padStart(9)} ${String(r.p99).padStart(7)}  ${r.statuses}`;
  console.log(
    `\n${'phase'.padEnd(18)} ${'what'.padEnd(5)} ${'requests'.padStart(9)} ${'failures'.padStart(9)} ${'p99 ms'.padStart(7)}`,
  );
  console.log(row('SIGTERM restart', 'GET', r1.GET));
  console.log(row('SIGTERM restart', 'POST', r1.POST));
  console.log(row('SIGKILL', 'GET', r2.GET));
  console.log(row('SIGKILL', 'POST', r2.POST));
  console.log(
    `${'deploy + rollback'.padEnd(18)} fetch ${String(poller.counts.fetches).padStart(9)} ${String(poller.counts.failures).padStart(9)}`,
  );

  if (process.env.TOPOLOGY_KEEP_LOGS) {
    spawnSync('cp', ['-r', join(work, 'nginx', 'logs'), process.env.TOPOLOGY_KEEP_LOGS]);
  }
  const problems = [
    r1.GET.failures && 'GETs failed during the SIGTERM restart',
    r1.POST.failures && 'POSTs failed during the SIGTERM restart',
    poller.counts.failures && 'fetches failed during the deploy and rollback',
    r2.GET.failures && 'GETs failed when an instance was killed',
    ...canaryProblems.map((p) => `canary: ${p}`),
  ].filter(Boolean);
  if (problems.length) console.error(`\nFAILED: ${problems.join('; ')}`);
  else {
    console.log('\nOK: nothing lost (POSTs in flight on a SIGKILLed instance excepted)');
    if (CANARY_PHASE)
      console.log('OK: the broken canary was rolled back by canary:watch, the healthy one promoted');
  }
  failed = problems.length > 0;
} catch (err) {
  console.error(err);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (err) {
      console.error(String(err));
    }
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

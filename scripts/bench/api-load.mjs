// GET portfolio under load through the compiled API: autocannon, 10 connections, 15 s, on PGlite
// (a temporary data folder) and on PostgreSQL (DATABASE_URL, else a temporary cluster).
// Prints one line per database. Used by `pnpm bench`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loginToken, PLACEHOLDER_PRODUCTION_ENV, runDbCommand, startApi } from '../lib/api-process.mjs';
import { buildApi } from '../lib/build-api.mjs';
import { freePort, postgresAvailable, startPostgres } from '../lib/postgres.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);

async function measure(label, dbEnv) {
  runDbCommand('db-migrate', dbEnv);
  runDbCommand('db-seed', { ...dbEnv, DEMO: 'true' });
  const port = await freePort();
  const api = await startApi({ port, env: { ...PLACEHOLDER_PRODUCTION_ENV, ...dbEnv } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await loginToken(base);
    const url = `${base}/produccion/rest/v1/ac/portfolio`;
    const headers = { 'auth-token': token };
    // Warm-up: JIT and the database's caches.
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    const failures = r.errors + r.timeouts + r.non2xx;
    const rss = readFileSync(`/proc/${api.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    return {
      label,
      rps: r.requests.average,
      p99: r.latency.p99,
      requests: r.requests.total,
      failures,
      statuses,
      rssMb: rss ? Math.round(Number(rss[1]) / 1024) : NaN,
    };
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
  }
}

const results = [];
const dir = mkdtempSync(join(tmpdir(), 'ac-bench-'));
try {
  await buildApi();
  results.push(await measure('PGlite', { DATA_DIR: join(dir, 'pglite') }));
  if (postgresAvailable()) {
    const cluster = await startPostgres({ durable: true });
    try {
      results.push(await measure('PostgreSQL 15', { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`GET portfolio, ${CONNECTIONS} connections, ${DURATION_S} s (autocannon):`);
console.log('database        req/s   p99 ms   requests   failures   RSS MB   statuses');
for (const r of results) {
  console.log(
    `${r.label.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p99).padStart(8)} ${String(r.requests).padStart(10)} ${String(r.failures).padStart(10)} ${String(r.rssMb).padStart(8)}   ${r.statuses}`,
  );
}

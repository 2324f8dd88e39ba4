// Faults survived, with figures: the compiled API on a temporary PostgreSQL cluster (durable), under
// mixed traffic from a signed-in customer (portfolio, personal data, audit writes, real-user beacons
// and batches).
//   restart (pnpm bench): PostgreSQL stopped (fast: connections cut) and started 3 s later, mid-load. Prints
//     what the customer got meanwhile, how long after PostgreSQL was back the API answered again, and
//     how many acknowledged writes are missing afterwards.
//   soak (pnpm bench:soak, SOAK_MINUTES, default 30): the same traffic for that long; prints the API's
//     RSS after a two-minute warm-up and at the end.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loginToken, PLACEHOLDER_PRODUCTION_ENV, runDbCommand, startApi } from '../lib/api-process.mjs';
import { buildApi } from '../lib/build-api.mjs';
import { freePort, startPostgres } from '../lib/postgres.mjs';

const MODE = process.argv[2] === 'soak' ? 'soak' : 'restart';
const CONCURRENCY = 8;
/** How long PostgreSQL stays down in the restart phase. */
const OUTAGE_MS = 3_000;
const API = '/produccion/rest/v1/ac';

/** @param {number} pid */
const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};
/**
 * One customer's traffic, round after round, until `until()`: every answer recorded with its time.
 * @param {string} base
 * @param {string} token
 * @param {{ idCliente: string, nif: string }} who
 * @param {() => boolean} until
 * @param {{ at: number, status: number, envelope: boolean, write?: string }[]} answers
 * @param {string[]} acknowledged audit entries the API said it wrote
 */
async function traffic(base, token, who, until, answers, acknowledged) {
  let n = 0;
  const headers = { 'auth-token': token, 'content-type': 'application/json' };
  /** @param {string} path @param {object} [body] */
  const call = async (path, body) => {
    const res = await fetch(`${base}${API}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    const json = res ? await res.json().catch(() => null) : null;
    const envelope = typeof json?.codigo === 'number' && typeof json?.mensaje === 'string';
    answers.push({ at: Date.now(), status: res?.status ?? 0, envelope });
    return { res, json };
  };
  while (!until()) {
    const info = `resiliencia-${process.pid}-${Math.random().toString(36).slice(2)}-${n++}`;
    await call('/portfolio');
    await call('/cliente');
    const audit = await call('/user/insertAudit', {
      idCliente: Number(who.idCliente),
      nif: who.nif,
      nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO',
      info,
    });
    if (audit.res?.ok && audit.json?.codigo === 0) acknowledged.push(info);
    const beacon = await call('/telemetria/baliza', {});
    if (beacon.json?.data?.baliza) {
      await call('/telemetria/rum', {
        baliza: beacon.json.data.baliza,
        seq: 0,
        views: [{ route: 'inicio', remote: 'remote_offers', version: '1.0.0' }],
        failures: [],
        vitals: [{ metric: 'LCP', value: 1200, remote: 'remote_offers', version: '1.0.0' }],
      });
    }
  }
}

async function main() {
  await buildApi();
  const pg = await startPostgres({ durable: true });
  const env = {
    ...PLACEHOLDER_PRODUCTION_ENV,
    DATABASE_URL: pg.url,
    // One customer's traffic from one address: the per-address budgets are not what is measured here.
    RUM_MAX_PER_MINUTE: '100000',
    SESSION_IDLE_MINUTES: '60',
  };
  console.error('migrating and seeding…');
  runDbCommand('db-migrate', env);
  runDbCommand('db-seed', { ...env, DEMO: 'true', DEMO_DATABASE_THROWAWAY: 'postgres' });
  const port = await freePort();
  console.error('starting the API…');
  const api = await startApi({ port, env, log: process.env.BENCH_LOG ? 'inherit' : 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const pid = /** @type {number} */ (api.child.pid);
  try {
    const token = await loginToken(base);
    // insertAudit writes for the caller, who must name themselves.
    const [idCliente = '', nif = ''] = pg
      .sql("SELECT id_cliente || '|' || num_doc FROM clientes WHERE num_doc = '12345678Z'")
      .split('|');
    /** @type {{ at: number, status: number, envelope: boolean }[]} */
    const answers = [];
    /** @type {string[]} */
    const acknowledged = [];
    if (MODE === 'restart') {
      let stop = false;
      const load = Promise.all(
        Array.from({ length: CONCURRENCY }, () =>
          traffic(base, token, { idCliente, nif }, () => stop, answers, acknowledged),
        ),
      );
      await sleep(10_000);
      const cutAt = Date.now();
      await pg.outage(OUTAGE_MS);
      const backAt = Date.now();
      await sleep(15_000);
      stop = true;
      await load;
      const during = answers.filter((a) => a.at >= cutAt && (a.status < 200 || a.status >= 300));
      const lastFailure = Math.max(cutAt, ...during.map((a) => a.at));
      const byStatus = Object.entries(
        during.reduce(
          (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
          /** @type {Record<number, number>} */ ({}),
        ),
      )
        .map(([status, n]) => `${n}×${status === '0' ? 'no answer' : status}`)
        .join(', ');
      const stored = Number(
        pg.sql(`SELECT count(*) FROM auditoria WHERE info LIKE 'resiliencia-${process.pid}-%'`),
      );
      const alive = api.child.exitCode === null;
      console.log(
        [
          `PostgreSQL stopped (fast) and started ${OUTAGE_MS / 1000} s later under ${CONCURRENCY} concurrent customers' traffic: down ${backAt - cutAt} ms`,
          `  API process: ${alive ? 'still running' : `exited with ${api.child.exitCode}`}`,
          `  answers while it was down or after: ${during.length} failed (${byStatus || 'none'}), ${during.filter((a) => a.envelope).length} of them with the envelope`,
          `  API answering again ${Math.max(0, lastFailure - backAt)} ms after PostgreSQL accepted connections`,
          `  acknowledged writes: ${acknowledged.length}, found afterwards: ${stored} (lost: ${acknowledged.length - stored})`,
          `  answers in all: ${answers.length}`,
        ].join('\n'),
      );
    } else {
      const minutes = Number(process.env.SOAK_MINUTES ?? 30);
      const endAt = Date.now() + minutes * 60_000;
      const samples = /** @type {{ minute: number, rss: number }[]} */ ([]);
      const sampler = setInterval(() => {
        samples.push({ minute: Math.round((Date.now() - endAt) / 60_000 + minutes), rss: rssMb(pid) });
      }, 30_000);
      await Promise.all(
        Array.from({ length: CONCURRENCY }, () =>
          traffic(base, token, { idCliente, nif }, () => Date.now() > endAt, answers, acknowledged),
        ),
      );
      clearInterval(sampler);
      const warm = samples.find((s) => s.minute >= 2) ?? samples[0];
      const end = rssMb(pid);
      const failed = answers.filter((a) => a.status < 200 || a.status >= 300).length;
      console.log(
        [
          `Soak: ${minutes} min of ${CONCURRENCY} concurrent customers' mixed traffic on PostgreSQL: ${answers.length} answers, ${failed} not 2xx`,
          `  RSS after warm-up (min ${warm?.minute}): ${warm?.rss} MB; at the end: ${end} MB (${warm ? (((end - warm.rss) / warm.rss) * 100).toFixed(1) : '?'} %)`,
          `  RSS per minute: ${samples
            .filter((_, i) => i % 2 === 1)
            .map((s) => s.rss)
            .join(' ')}`,
        ].join('\n'),
      );
    }
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    pg.stop();
  }
}

await main();

// API figures on in-memory PGlite through app.inject: login (scrypt-bound on purpose) and the
// portfolio read every screen depends on. Prints figures; asserts nothing.
import { buildApp } from '../../api/src/app';
import { configFromEnv } from '../../api/src/config';
import { openDb } from '../../api/src/db';

const API = '/produccion/rest/v1/ac';
const READS = 300;

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  const mean = (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2);
  return `n=${ms.length} mean=${mean} ms p50=${at(0.5)} ms p95=${at(0.95)} ms max=${at(1)} ms`;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

const db = await openDb({});
const config = { ...configFromEnv({ DEMO: 'true' }), deployDir: undefined, dataDir: undefined };
const [app, bootMs] = await timed(() => buildApp(config, { db, logger: false }));
console.log(`api boot (migrate + seed, in-memory PGlite): ${bootMs.toFixed(0)} ms`);

const logins: number[] = [];
let token = '';
for (let i = 0; i < 5; i++) {
  const [res, ms] = await timed(() =>
    app.inject({
      method: 'POST',
      url: `${API}/user/auth`,
      payload: { username: '12345678Z', password: 'Demo2024' },
    }),
  );
  token = (res.json() as { data: { token: string } }).data.token;
  logins.push(ms);
}
console.log(`login (scrypt N=2^17): ${summary(logins)}`);

// The same read as a browser asks for it (brotli, then gzip) and uncompressed: the difference in time
// and in CPU is what @fastify/compress costs per JSON answer over 1 KiB.
for (const encoding of ['identity', 'br', 'gzip']) {
  const reads: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < READS; i++) {
    const [res, ms] = await timed(() =>
      app.inject({
        method: 'GET',
        url: `${API}/portfolio`,
        headers: { 'auth-token': token, 'accept-encoding': encoding },
      }),
    );
    if (res.statusCode !== 200) throw new Error(`portfolio answered ${res.statusCode}`);
    bytes = res.rawPayload.length;
    reads.push(ms);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / READS;
  console.log(
    `GET portfolio (12345678Z), ${encoding.padEnd(8)} ${bytes} bytes, CPU ${cpuMs.toFixed(2)} ms/read: ${summary(reads)}`,
  );
}
await app.close();
await db.close();

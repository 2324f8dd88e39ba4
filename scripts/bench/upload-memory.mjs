// Resident memory of the compiled API on PGlite (a temporary data folder) while one customer sends
// 4 claim photos of almost 10 MB at once, then 4 more: the API's RSS after boot, its peak during
// each round and after them. Used by `pnpm bench`; `node scripts/bench/upload-memory.mjs`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deflateSync } from 'node:zlib';
import { loginToken, PLACEHOLDER_PRODUCTION_ENV, runDbCommand, startApi } from '../lib/api-process.mjs';
import { buildApi } from '../lib/build-api.mjs';
import { freePort } from '../lib/postgres.mjs';

const CONCURRENT = 4;
const ROUNDS = 2;

/** Resident memory of a process, from /proc (Linux), in MB. */
function rssMb(/** @type {number} */ pid) {
  const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return kb ? Math.round(Number(kb[1]) / 1024) : NaN;
}

/**
 * A PNG chunk with its CRC.
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of body) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** A valid RGB PNG of random pixels, stored uncompressed: 1800×1900 px, just under the 10 MB limit. */
function bigPng() {
  const [w, h] = [1800, 1900];
  const raw = randomBytes(h * (1 + 3 * w));
  for (let y = 0; y < h; y++) raw[y * (1 + 3 * w)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * One upload of `bytes` as the page sends it; answers the HTTP status and the envelope's codigo.
 * @param {string} base
 * @param {string} token
 * @param {Buffer} bytes
 */
async function upload(base, token, bytes) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="f.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${base}/produccion/rest/v1/ac/siniestros/declaracion/fotos`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'auth-token': token },
    body,
  });
  return `${res.status}/${(await res.json()).codigo}`;
}

const dir = mkdtempSync(join(tmpdir(), 'ac-bench-upload-'));
try {
  await buildApi();
  const dbEnv = { DATA_DIR: join(dir, 'pglite') };
  runDbCommand('db-migrate', dbEnv);
  runDbCommand('db-seed', { ...dbEnv, DEMO: 'true' });
  const port = await freePort();
  // As many uploads in flight as the round sends, so none is turned away.
  const env = { ...PLACEHOLDER_PRODUCTION_ENV, ...dbEnv, UPLOADS_IN_FLIGHT: String(CONCURRENT) };
  const api = await startApi({ port, env });
  const pid = /** @type {number} */ (api.child.pid);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await loginToken(base);
    const png = bigPng();
    const boot = rssMb(pid);
    console.log(
      `${CONCURRENT} concurrent uploads of a ${(png.length / 1024 ** 2).toFixed(1)} MB PNG, PGlite`,
    );
    console.log(`API RSS after boot: ${boot} MB`);
    for (let round = 1; round <= ROUNDS; round++) {
      let peak = rssMb(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => upload(base, token, png)));
      clearInterval(sampler);
      await sleep(2000);
      console.log(
        `round ${round}: answers ${answers.join(' ')}; RSS peak ${peak} MB, 2 s after ${rssMb(pid)} MB`,
      );
    }
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

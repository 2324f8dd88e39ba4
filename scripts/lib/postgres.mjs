// A throwaway PostgreSQL 15 cluster on a free 127.0.0.1 port: initdb, start, and stop() that
// deletes it. initdb refuses to run as root, so as root the server runs as the `postgres` user.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable() {
  return existsSync(join(PG_BIN, 'initdb'));
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = userInfo().uid === 0;
/** @param {'-u' | '-g'} flag */
const idOf = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());

/**
 * Runs a PostgreSQL binary, as the postgres user when we are root.
 * @param {string} bin
 * @param {string[]} args
 */
function pg(bin, args) {
  const r = spawnSync(...command(bin, args), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
}

/**
 * @param {string} bin
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
const command = (bin, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]] : [join(PG_BIN, bin), args];

/**
 * `pg` without blocking this process's event loop (what it serves or measures goes on meanwhile).
 * @param {string} bin
 * @param {string[]} args
 */
const pgAsync = (bin, args) =>
  new Promise((resolve, reject) =>
    execFile(...command(bin, args), (err, stdout, stderr) =>
      err ? reject(new Error(`${bin} failed: ${err.message}\n${stdout}\n${stderr}`)) : resolve(undefined),
    ),
  );

/**
 * @param {number} port
 * @param {string} statement
 */
function psql(port, statement) {
  const r = spawnSync(
    join(PG_BIN, 'psql'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-At', '-c', statement],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`psql failed (${r.status}): ${r.stderr}`);
  return r.stdout.trim();
}

/**
 * CPU fields of /proc/<pid>/stat (Linux, 100 ticks per second), counted from utime, in ms.
 * @param {number | string} pid
 * @param {number[]} fields
 */
function statMs(pid, fields) {
  const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return fields.reduce((sum, i) => sum + Number(f[11 + i]), 0) * 10;
}

/**
 * CPU time the whole cluster has used so far (Linux): the postmaster with its ended children
 * (backends that closed are counted there once reaped) and its running ones.
 * @param {number} postmaster
 */
function clusterCpuMs(postmaster) {
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  let ms = statMs(postmaster, [0, 1, 2, 3]);
  for (const pid of children.filter(Boolean)) {
    try {
      ms += statMs(pid, [0, 1]);
    } catch {
      // Ended between the listing and the read: counted in the postmaster's children's time.
    }
  }
  return ms;
}

/**
 * Starts a temporary cluster. `durable: false` (tests) turns fsync off. Returns its URL and stop().
 * `cpuMs()` is the CPU time the cluster has used so far (for `pnpm bench`).
 * @param {{ durable?: boolean, maxConnections?: number }} [opts]
 */
export async function startPostgres(opts = {}) {
  if (!postgresAvailable()) throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`);
  const root = mkdtempSync(join(tmpdir(), 'ac-pg-'));
  const dataDir = join(root, 'data');
  if (asRoot) chownSync(root, idOf('-u'), idOf('-g'));
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error(String(err));
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const fast = opts.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const conns = opts.maxConnections ? ` -c max_connections=${opts.maxConnections}` : '';
    const serverOpts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}${fast}${conns}`;
    pg('pg_ctl', ['-D', dataDir, '-o', serverOpts, '-l', join(root, 'server.log'), '-w', 'start']);
    started = true;
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      stop,
      cpuMs: () => clusterCpuMs(postmaster),
      /**
       * Down for `ms` (a fast stop: open connections cut), then up again, as a restart or a failover
       * looks to its clients; resolves once it accepts connections again. Its log goes to the file: an
       * inherited pipe would keep pg_ctl's output open for as long as the server runs.
       */
      outage: async (/** @type {number} */ ms) => {
        await pgAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        await new Promise((resolve) => setTimeout(resolve, ms));
        await pgAsync('pg_ctl', [
          '-D',
          dataDir,
          '-o',
          serverOpts,
          '-l',
          join(root, 'server.log'),
          '-w',
          'start',
        ]);
      },
      /** One SQL statement through psql; its unaligned output. */
      sql: (/** @type {string} */ statement) => psql(port, statement),
    };
  } catch (err) {
    stop();
    throw err;
  }
}

#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs vitest run --project api
// initdb a temporary cluster, start it on a free 127.0.0.1 port, export DATABASE_URL, run the
// command, then stop the server and delete the cluster. initdb refuses to run as root, so as root
// the server runs as the `postgres` system user.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}
if (!existsSync(join(PG_BIN, 'initdb'))) {
  console.error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`);
  process.exit(2);
}

const asRoot = userInfo().uid === 0;
const owner = asRoot
  ? Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  : undefined;
const ownerGid = asRoot
  ? Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  : undefined;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(bin, args) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]]
    : [join(PG_BIN, bin), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'ac-pg-'));
const dataDir = join(root, 'data');
if (asRoot) chownSync(root, owner, ownerGid);

let started = false;
function cleanup() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (err) {
      console.error(String(err));
    }
    started = false;
  }
  rmSync(root, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', dataDir, '-o', opts, '-l', join(root, 'server.log'), '-w', 'start']);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL 15 on 127.0.0.1:${port} (temporary)`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(String(err));
      resolve(127);
    });
  });
} catch (err) {
  console.error(String(err));
} finally {
  cleanup();
}
process.exit(exitCode);

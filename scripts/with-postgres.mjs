#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs vitest run --project api
// starts a temporary cluster (scripts/lib/postgres.mjs), exports DATABASE_URL, runs the command,
// then stops the server and deletes the cluster.
import { spawn } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let exitCode = 1;
let cluster;
try {
  cluster = await startPostgres();
  console.log(`PostgreSQL 15 on 127.0.0.1:${cluster.port} (temporary)`);
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((/** @type {(code: number) => void} */ resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(String(err));
      resolve(127);
    });
  });
} catch (err) {
  console.error(String(err));
} finally {
  cluster?.stop();
}
process.exit(exitCode);

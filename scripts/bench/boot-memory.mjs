// The demo API's memory (RSS) right after it is ready, PGlite on a fresh data folder: as `pnpm start`
// runs it (migrations and seed in short-lived processes first) and as `DEMO=true node
// api/dist/server.js` on an empty folder (it migrates and seeds itself). Used by `pnpm bench`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDbCommand, startApi } from '../lib/api-process.mjs';
import { buildApi } from '../lib/build-api.mjs';
import { freePort } from '../lib/postgres.mjs';

/**
 * RSS in MB of a demo API booted on a fresh PGlite folder, its database prepared first or not.
 * @param {boolean} prepared
 */
async function bootRss(prepared) {
  const dir = mkdtempSync(join(tmpdir(), 'ac-bench-boot-'));
  try {
    // An empty DEPLOY_DIR: the front end is not needed to boot. DATABASE_URL unset: PGlite.
    const env = {
      DEMO: 'true',
      DATA_DIR: join(dir, 'pglite'),
      DEPLOY_DIR: join(dir, 'deploy'),
      DATABASE_URL: undefined,
    };
    if (prepared)
      for (const command of /** @type {const} */ (['db-migrate', 'db-seed'])) runDbCommand(command, env);
    const api = await startApi({ port: await freePort(), env });
    try {
      const kb = readFileSync(`/proc/${api.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return kb ? Math.round(Number(kb[1]) / 1024) : NaN;
    } finally {
      api.child.kill('SIGINT');
      await api.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await buildApi();
console.log('Demo API RSS after boot (PGlite, fresh data folder, MB)');
console.log(`  as pnpm start runs it (db:migrate, db:seed first)   ${await bootRss(true)}`);
console.log(`  seeding itself (DEMO=true node api/dist/server.js)  ${await bootRss(false)}`);

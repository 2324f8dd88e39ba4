// pnpm dev: webpack dev servers with live reload for the shell (3000) and each remote (3001-3005), and
// the API on 8081 under `tsx watch`. A dev remotes.json points the shell at the remotes' dev servers;
// the shell's dev server proxies /produccion/rest to the API. Open http://localhost:3000/area-cliente/.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseDeployDocument, RoutesFileSchema } from '@area-cliente/shared/deploy';
import { remoteNeeds } from '../tools/webpack/contract.js';
import { DEV_API_PORT, DEV_PORTS } from '../tools/webpack/ports.js';
import { writeAppConfig } from './lib/config.mjs';
import { readJson, writeJsonAtomic } from './lib/files.mjs';
import { REMOTES, repoRoot, SHELL } from './lib/workspace.mjs';

const devDeployDir = join(repoRoot, 'node_modules/.cache/area-cliente-dev');
const remotes = Object.fromEntries(
  REMOTES.map((r) => {
    const { routes, menu } = parseDeployDocument(
      RoutesFileSchema,
      readJson(join(repoRoot, r.dir, 'routes.json')),
      `${r.dir}/routes.json`,
    );
    return [
      r.name,
      {
        version: 'dev',
        entry: `http://localhost:${DEV_PORTS[r.name]}/mf-manifest.json`,
        needs: remoteNeeds(join(repoRoot, r.dir)),
        routes,
        ...(menu && { menu }),
      },
    ];
  }),
);
writeJsonAtomic(join(devDeployDir, 'remotes.json'), { remotes });
writeAppConfig(devDeployDir, { demo: true });

/** @param {string} name */
const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
/** @param {import('./lib/workspace.mjs').Pkg} pkg */
const webpackServe = (pkg) => ({
  name: pkg.dir,
  command: `${bin('webpack')} serve --mode development`,
  cwd: join(repoRoot, pkg.dir),
});
const commands = [
  {
    name: 'api',
    command: `${bin('tsx')} watch api/src/server.ts`,
    cwd: repoRoot,
    env: { PORT: String(DEV_API_PORT), DEMO: 'true', HOST: '127.0.0.1' },
  },
  webpackServe(SHELL),
  ...REMOTES.map(webpackServe),
];

const child = spawn(
  bin('concurrently'),
  ['--kill-others-on-fail', '--names', commands.map((c) => c.name).join(','), ...commands.map(shellCommand)],
  { stdio: 'inherit', env: { ...process.env, DEV_DEPLOY_DIR: devDeployDir } },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));

/** @param {{ command: string, cwd: string, env?: Record<string, string> }} c */
function shellCommand({ command, cwd, env = {} }) {
  const vars = Object.entries(env)
    .map(([k, v]) => `${k}=${v} `)
    .join('');
  return `cd ${JSON.stringify(cwd)} && ${vars}${command}`;
}

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseOf } from './lib/contract-compat';
import { listFiles, readJson } from './lib/files.mjs';
import { deployRemote, deployShell, rollbackRemote } from './lib/deploy.mjs';
import type { Manifest } from './lib/remotes-manifest.mjs';

let root: string;
let deployDir: string;

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const NEEDS = { kernel: '^1.0.0', react: '19.3.1' };

/** A remote build as webpack leaves it: manifest, entry, hashed chunk, its routes and its needs. */
function remoteBuild(
  label: string,
  routes: object[] = [{ path: 'inicio', screen: 'inicio', layout: 'main' }],
  needs: { kernel: string; react: string; contrato?: string } = NEEDS,
  routesFile: object = {},
) {
  return writeFiles(join(root, `build-${label}`), {
    'contract.json': JSON.stringify(needs),
    'mf-manifest.json': JSON.stringify({
      id: 'remote_offers',
      metaData: { publicPath: 'auto' },
      build: label,
    }),
    'remoteEntry.js': `var remote_offers = ${JSON.stringify(label)};`,
    [`app.${label}.js`]: `export default ${JSON.stringify(label)};`,
    'routes.json': JSON.stringify({ ...routesFile, routes }),
  });
}

/** Hash of everything the shell deploy owns: the deploy root minus remotes and runtime files. */
function shellFilesHash() {
  return listFiles(deployDir)
    .filter((f: string) => !f.startsWith('remotes/') && !['remotes.json', 'config.json'].includes(f))
    .map(
      (f: string) =>
        `${f}:${createHash('sha256')
          .update(readFileSync(join(deployDir, f)))
          .digest('hex')}`,
    )
    .join('\n');
}

const manifest = () => readJson(join(deployDir, 'remotes.json')) as Manifest;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'area-cliente-deploy-'));
  deployDir = join(root, 'deploy');
  const shellDist = writeFiles(join(root, 'shell-dist'), {
    'index.html': '<!doctype html><script src="/area-cliente/main.1a2b3c.js"></script>',
    'main.1a2b3c.js': 'console.log("shell")',
    'manifest.webmanifest': '{}',
    'contract.json': JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }),
    'sw.js': '// sw',
    'icons/icon-192.png': 'png',
  });
  await deployShell(shellDist, deployDir);
});

/** A shell build that provides `kernel`, deployed with the remotes in `incoming`. */
const shellBuild = (kernel: string) =>
  writeFiles(join(root, `shell-${kernel}`), {
    'index.html': `<!doctype html><title>${kernel}</title>`,
    'contract.json': JSON.stringify({ kernel, react: '19.3.1' }),
  });

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('remote deploy and rollback', () => {
  it('publish versioned folders, switch remotes.json and never change the shell files', async () => {
    const shellBefore = shellFilesHash();

    const v1 = await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir);
    const v2 = await deployRemote({ name: 'remote_offers', dist: remoteBuild('two') }, deployDir);
    expect(v1.changed && v2.changed).toBe(true);
    expect(v2.version).not.toBe(v1.version);
    expect(v2.version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(manifest().remotes.remote_offers).toEqual({
      version: v2.version,
      entry: `/area-cliente/remotes/remote_offers/${v2.version}/mf-manifest.json`,
      needs: NEEDS,
      routes: [{ path: 'inicio', screen: 'inicio', public: false, layout: 'main' }],
    });

    const rollback = await rollbackRemote('remote_offers', deployDir);
    expect(rollback).toEqual({ from: v2.version, to: v1.version });
    expect(manifest().remotes.remote_offers?.version).toBe(v1.version);
    // Both published versions stay, byte for byte: clients that loaded either keep working.
    expect(readdirSync(join(deployDir, 'remotes/remote_offers')).sort()).toEqual(
      [v1.version, v2.version, 'history.json'].sort(),
    );

    expect(shellFilesHash()).toBe(shellBefore);
  });

  it('leaves an identical build alone and reuses a build published before', async () => {
    const one = remoteBuild('one');
    const v1 = await deployRemote({ name: 'remote_offers', dist: one }, deployDir);
    expect(await deployRemote({ name: 'remote_offers', dist: one }, deployDir)).toEqual({
      version: v1.version,
      changed: false,
    });
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('two') }, deployDir);
    const again = await deployRemote({ name: 'remote_offers', dist: one }, deployDir);
    expect(again).toEqual({ version: v1.version, changed: true });
  });

  it('rolls back to a named version and refuses unknown ones', async () => {
    const v1 = await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir);
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('two') }, deployDir);
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('three') }, deployDir);
    await rollbackRemote('remote_offers', deployDir, v1.version);
    expect(manifest().remotes.remote_offers?.version).toBe(v1.version);
    await expect(rollbackRemote('remote_offers', deployDir, 'nope')).rejects.toThrow(/no deployed version/);
    await expect(rollbackRemote('remote_offers', deployDir)).rejects.toThrow(/no version deployed before/);
  });

  it('keeps the other remotes and the routes of each published version', async () => {
    await deployRemote({ name: 'remote_claims', dist: remoteBuild('claims') }, deployDir);
    const routes = [{ path: 'recibo/:idRecibo', screen: 'recibo', layout: 'main' }];
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('with-routes', routes) }, deployDir);
    expect(Object.keys(manifest().remotes).sort()).toEqual(['remote_claims', 'remote_offers']);
    expect(manifest().remotes.remote_offers?.routes).toEqual([{ ...routes[0], public: false }]);
    // No temporary file or folder is left behind by the atomic writes.
    expect(listFiles(deployDir).filter((f: string) => f.includes('.tmp'))).toEqual([]);
    expect(existsSync(join(deployDir, 'remotes.json.lock'))).toBe(false);
  });

  it('copies a menu its routes.json states into remotes.json, and writes none for a remote without', async () => {
    await deployRemote(
      { name: 'remote_claims', dist: remoteBuild('menu', undefined, NEEDS, { menu: true }) },
      deployDir,
    );
    await deployRemote(
      { name: 'remote_auth', dist: remoteBuild('plain', undefined, NEEDS, { menu: false }) },
      deployDir,
    );
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('unsaid') }, deployDir);
    expect(manifest().remotes.remote_claims?.menu).toBe(true);
    expect(manifest().remotes.remote_auth).not.toHaveProperty('menu');
    expect(manifest().remotes.remote_offers).not.toHaveProperty('menu');
  });

  it('refuses routes the shell would refuse, leaving the live version in place', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('good') }, deployDir);
    const live = manifest().remotes.remote_offers?.version;
    const routes = [{ path: 'inicio', screen: 'inicio', layout: 'sidebar' }];
    await expect(
      deployRemote({ name: 'remote_offers', dist: remoteBuild('bad-layout', routes) }, deployDir),
    ).rejects.toThrow(/routes\.json is not valid: routes\.0\.layout /);
    expect(manifest().remotes.remote_offers?.version).toBe(live);
  });

  it('refuses a remote built for a kernel the live shell lacks, leaving remotes.json as it was', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('good') }, deployDir);
    const before = readFileSync(join(deployDir, 'remotes.json'), 'utf8');
    const major = remoteBuild('kernel-2', undefined, { kernel: '^2.0.0', react: '19.3.1' });
    await expect(deployRemote({ name: 'remote_offers', dist: major }, deployDir)).rejects.toThrow(
      'remote_offers 20',
    );
    await expect(deployRemote({ name: 'remote_offers', dist: major }, deployDir)).rejects.toThrow(
      /needs kernel \^2\.0\.0 \(the shell provides 1\.0\.0\): the live shell cannot serve it and remotes\.json is unchanged\. Deploy a shell that provides it first \(pnpm deploy:shell remote-offers\)/,
    );
    expect(readFileSync(join(deployDir, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('deploys a build for an older minor of the kernel the shell provides, not for a newer one', async () => {
    await deployShell(shellBuild('1.3.0'), deployDir);
    const older = await deployRemote({ name: 'remote_offers', dist: remoteBuild('minor-0') }, deployDir);
    expect(manifest().remotes.remote_offers?.version).toBe(older.version);
    const newer = remoteBuild('minor-4', undefined, { kernel: '^1.4.0', react: '19.3.1' });
    await expect(deployRemote({ name: 'remote_offers', dist: newer }, deployDir)).rejects.toThrow(
      /needs kernel \^1\.4\.0 \(the shell provides 1\.3\.0\)/,
    );
  });

  it('refuses a remote where no shell states what it provides', async () => {
    rmSync(join(deployDir, 'contract.json'));
    await expect(
      deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir),
    ).rejects.toThrow(/contract\.json not found: .*Deploy the shell first/);
    expect(existsSync(join(deployDir, 'remotes.json'))).toBe(false);
  });

  it('a shell deploy names the live remotes it would strand, and goes with them rebuilt', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir);
    await deployRemote({ name: 'remote_claims', dist: remoteBuild('claims') }, deployDir);
    const shellBefore = shellFilesHash();
    await expect(deployShell(shellBuild('2.0.0'), deployDir)).rejects.toThrow(
      'would strand live remotes:\n  remote_offers needs kernel ^1.0.0 (the shell provides 2.0.0)\n  remote_claims needs kernel ^1.0.0 (the shell provides 2.0.0)\nBuild them against kernel 2.0.0 and deploy them with the shell: pnpm deploy:shell remote-offers remote-claims',
    );
    expect(shellFilesHash()).toBe(shellBefore);

    const needs2 = { kernel: '^2.0.0', react: '19.3.1' };
    const incoming = [
      { name: 'remote_offers', dist: remoteBuild('offers-2', undefined, needs2) },
      { name: 'remote_claims', dist: remoteBuild('claims-2', undefined, needs2) },
    ];
    await deployShell(shellBuild('2.0.0'), deployDir, { incoming });
    for (const remote of incoming) await deployRemote(remote, deployDir);
    expect(manifest().remotes.remote_claims?.needs).toEqual(needs2);
    expect(readJson(join(deployDir, 'contract.json'))).toEqual({ kernel: '2.0.0', react: '19.3.1' });
  });

  it('a hand-broken entry blocks deploys of other remotes, not a new deploy of its own remote', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir);
    const broken = { ...manifest(), remotes: { remote_offers: { version: 'x', routes: 'none' } } };
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify(broken));
    await expect(
      deployRemote({ name: 'remote_claims', dist: remoteBuild('claims') }, deployDir),
    ).rejects.toThrow(/remotes\.json is not valid: remotes\.remote_offers\.entry /);
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('two') }, deployDir);
    expect(manifest().remotes.remote_offers?.routes).toHaveLength(1);
  });

  it('refuses a folder without a build', async () => {
    await expect(
      deployRemote({ name: 'remote_offers', dist: join(root, 'missing') }, deployDir),
    ).rejects.toThrow(/No build of remote_offers/);
  });
});

describe('the API contract a build was compiled against', () => {
  /** A contract of one call, released in a checkout of its own (`pnpm contract:release` there). */
  const released = releaseOf(
    { recibos: { method: 'GET', path: '/v1/ac/recibos', data: v.array(v.string()) } },
    {},
  );
  const unreleased = releaseOf({ recibos: { method: 'GET', path: '/v1/ac/recibos', data: v.number() } }, {});
  let releasedIn: string;
  beforeEach(() => {
    releasedIn = writeFiles(join(root, 'checkout'), {
      [`shared/contract-releases/2026-11-01-${released.hash}.json`]: JSON.stringify(released),
    });
  });
  const refusal = (who: string, hash: string) =>
    `${who} was built against API contract ${hash}, which was never released (shared/contract-releases/ does not keep it), so no compatibility test covers what the API answers it. Run pnpm contract:release, commit shared/contract-releases/ and deploy again.`;

  it('goes live when released, and remotes.json says which contract the live version reads', async () => {
    const dist = remoteBuild('released', undefined, { ...NEEDS, contrato: released.hash });
    const deployed = await deployRemote({ name: 'remote_offers', dist }, deployDir, { releasedIn });
    expect(deployed).toMatchObject({ changed: true, contrato: released.hash });
    expect(manifest().remotes.remote_offers?.needs).toEqual({ ...NEEDS, contrato: released.hash });
  });

  it('refuses a remote whose contract was never released, publishing nothing', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir, { releasedIn });
    const before = readFileSync(join(deployDir, 'remotes.json'), 'utf8');
    const dist = remoteBuild('unreleased', undefined, { ...NEEDS, contrato: unreleased.hash });
    await expect(deployRemote({ name: 'remote_offers', dist }, deployDir, { releasedIn })).rejects.toThrow(
      refusal('remote_offers', unreleased.hash),
    );
    expect(readFileSync(join(deployDir, 'remotes.json'), 'utf8')).toBe(before);
    expect(readdirSync(join(deployDir, 'remotes/remote_offers'))).toHaveLength(2);
  });

  it('refuses a canary whose contract was never released', async () => {
    await deployRemote({ name: 'remote_offers', dist: remoteBuild('one') }, deployDir, { releasedIn });
    const dist = remoteBuild('unreleased', undefined, { ...NEEDS, contrato: unreleased.hash });
    await expect(
      deployRemote({ name: 'remote_offers', dist }, deployDir, { canary: 10, releasedIn }),
    ).rejects.toThrow(`API contract ${unreleased.hash}, which was never released`);
    expect(manifest().remotes.remote_offers?.canary).toBeUndefined();
  });

  it('refuses a contract.json whose contract hash is malformed', async () => {
    const dist = remoteBuild('malformed', undefined, { ...NEEDS, contrato: 'latest' });
    await expect(deployRemote({ name: 'remote_offers', dist }, deployDir, { releasedIn })).rejects.toThrow(
      /contract\.json is not valid: contrato is not a contract hash \(12 hex digits\)/,
    );
  });

  it('a shell deploy refuses a shell or a remote with it whose contract was never released', async () => {
    const shellBefore = shellFilesHash();
    const shellDist = (contrato: string) =>
      writeFiles(join(root, `shell-${contrato}`), {
        'index.html': `<!doctype html><title>${contrato}</title>`,
        'contract.json': JSON.stringify({ kernel: '1.0.0', react: '19.3.1', contrato }),
      });
    await expect(deployShell(shellDist(unreleased.hash), deployDir, { releasedIn })).rejects.toThrow(
      refusal('The shell', unreleased.hash),
    );
    const incoming = [
      {
        name: 'remote_claims',
        dist: remoteBuild('claims', undefined, { ...NEEDS, contrato: unreleased.hash }),
      },
    ];
    await expect(deployShell(shellDist(released.hash), deployDir, { incoming, releasedIn })).rejects.toThrow(
      refusal('remote_claims', unreleased.hash),
    );
    expect(shellFilesHash()).toBe(shellBefore);

    await deployShell(shellDist(released.hash), deployDir, { releasedIn });
    expect(readJson(join(deployDir, 'contract.json'))).toEqual({
      kernel: '1.0.0',
      react: '19.3.1',
      contrato: released.hash,
    });
  });
});

describe('published files', () => {
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  it('keep source maps out of the deploy and give every text file over 1 KiB .br and .gz siblings', async () => {
    const dist = writeFiles(join(root, 'build-big'), {
      'mf-manifest.json': '{}',
      'remoteEntry.js': bigScript,
      'remoteEntry.js.map': '{"version":3}',
      'app.0a1b2c3d4e.js': 'tiny',
      'routes.json': JSON.stringify({ routes: [] }),
      'contract.json': JSON.stringify(NEEDS),
    });
    const { version } = await deployRemote({ name: 'remote_offers', dist }, deployDir);
    const folder = join(deployDir, 'remotes/remote_offers', version);
    expect(listFiles(folder).filter((f: string) => f.includes('.map'))).toEqual([]);
    expect(brotliDecompressSync(readFileSync(join(folder, 'remoteEntry.js.br'))).toString()).toBe(bigScript);
    expect(gunzipSync(readFileSync(join(folder, 'remoteEntry.js.gz'))).toString()).toBe(bigScript);
    // Under 1 KiB a compressed copy is not worth its bytes.
    expect(existsSync(join(folder, 'app.0a1b2c3d4e.js.br'))).toBe(false);
    // The maps stay beside the build for decoding errors.
    expect(existsSync(join(dist, 'remoteEntry.js.map'))).toBe(true);
  });

  it('a source map alone does not make a new remote version', async () => {
    const one = remoteBuild('one');
    const v1 = await deployRemote({ name: 'remote_offers', dist: one }, deployDir);
    writeFileSync(join(one, 'app.one.js.map'), '{"version":3}');
    expect(await deployRemote({ name: 'remote_offers', dist: one }, deployDir)).toEqual({
      version: v1.version,
      changed: false,
    });
  });

  it('the shell deploy compresses its text files, drops stale siblings and publishes no maps', async () => {
    const shellDist = writeFiles(join(root, 'shell-big'), {
      'index.html': `<!doctype html><!--${'x'.repeat(2000)}-->`,
      'contract.json': JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }),
      'main.1a2b3c.js': bigScript,
      'main.1a2b3c.js.map': '{"version":3}',
    });
    await deployShell(shellDist, deployDir);
    expect(existsSync(join(deployDir, 'main.1a2b3c.js.map'))).toBe(false);
    expect(existsSync(join(deployDir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(deployDir, 'main.1a2b3c.js.gz'))).toBe(true);

    // A later index.html under 1 KiB must not leave the old compressed page to be served.
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html>');
    await deployShell(shellDist, deployDir);
    expect(existsSync(join(deployDir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(deployDir, 'index.html.gz'))).toBe(false);
  });
});

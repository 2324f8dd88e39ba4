import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRemotesManifest } from '@area-cliente/shared/deploy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJson } from './lib/files.mjs';
import { deployRemote, promoteRemote, rollbackRemote } from './lib/deploy.mjs';
import { pruneRemoteVersions } from './lib/prune.mjs';
import { readHistory } from './lib/remotes-manifest.mjs';

const NAME = 'remote_offers';
let root: string;
let deployDir: string;

/** A remote build as deploys see it; `label` makes its content (and version hash) differ. */
function remoteBuild(label: string, needs = { kernel: '^1.0.0', react: '19.3.1' }) {
  const dist = join(root, `build-${label}`);
  mkdirSync(dist, { recursive: true });
  const files: Record<string, string> = {
    'contract.json': JSON.stringify(needs),
    'mf-manifest.json': JSON.stringify({ id: NAME, build: label }),
    'remoteEntry.js': `var ${NAME} = ${JSON.stringify(label)};`,
    'routes.json': JSON.stringify({ routes: [{ path: 'ofertas', screen: label, layout: 'main' }] }),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  return { name: NAME, dist };
}

const entry = () => readRemotesManifest(readJson(join(deployDir, 'remotes.json'))).remotes[NAME];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'area-cliente-canary-'));
  deployDir = join(root, 'deploy');
  mkdirSync(deployDir);
  writeFileSync(join(deployDir, 'contract.json'), JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('canary deploys', () => {
  it('make a version live for a share of browsers beside the stable one, since a recorded time', async () => {
    const stable = await deployRemote(remoteBuild('v1'), deployDir);
    const before = Date.now();
    const canary = await deployRemote(remoteBuild('v2'), deployDir, { canary: 10 });
    const live = entry();
    expect(live?.version).toBe(stable.version);
    expect(live?.canary).toMatchObject({
      version: canary.version,
      entry: `/area-cliente/remotes/${NAME}/${canary.version}/mf-manifest.json`,
      percent: 10,
      routes: [{ path: 'ofertas', screen: 'v2', layout: 'main' }],
    });
    expect(Date.parse(live?.canary?.since ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await readHistory(deployDir, NAME)).at(-1)).toMatchObject({
      version: canary.version,
      canary: 10,
    });
  });

  it('change the share of the same canary without restarting its analysis, and leave an identical one alone', async () => {
    await deployRemote(remoteBuild('v1'), deployDir);
    await deployRemote(remoteBuild('v2'), deployDir, { canary: 10 });
    const since = entry()?.canary?.since;
    expect((await deployRemote(remoteBuild('v2'), deployDir, { canary: 10 })).changed).toBe(false);
    await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    expect(entry()?.canary).toMatchObject({ percent: 50, since });
  });

  it('refuse a canary the live shell cannot serve, a remote without a stable version and a bad share', async () => {
    await expect(deployRemote(remoteBuild('v1'), deployDir, { canary: 10 })).rejects.toThrow(
      'remote_offers has no stable version live: deploy it to everyone first',
    );
    await deployRemote(remoteBuild('v1'), deployDir);
    const manifest = readJson(join(deployDir, 'remotes.json'));
    await expect(
      deployRemote(remoteBuild('v3', { kernel: '^2.0.0', react: '19.3.1' }), deployDir, { canary: 10 }),
    ).rejects.toThrow('needs kernel ^2.0.0 (the shell provides 1.0.0): the live shell cannot serve it');
    for (const canary of [0, 100, -5]) {
      await expect(deployRemote(remoteBuild('v2'), deployDir, { canary })).rejects.toThrow('is not a share');
    }
    expect(readJson(join(deployDir, 'remotes.json'))).toEqual(manifest);
    await expect(deployRemote(remoteBuild('v1'), deployDir, { canary: 10 })).rejects.toThrow(
      'is already the stable version',
    );
  });

  it('promote: the canary becomes stable for everyone, and a later rollback goes back to the one before', async () => {
    const v1 = await deployRemote(remoteBuild('v1'), deployDir);
    const v2 = await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    expect(await promoteRemote(NAME, deployDir)).toEqual({ from: v1.version, to: v2.version });
    expect(entry()).toEqual({
      version: v2.version,
      entry: `/area-cliente/remotes/${NAME}/${v2.version}/mf-manifest.json`,
      needs: { kernel: '^1.0.0', react: '19.3.1' },
      routes: [{ path: 'ofertas', screen: 'v2', public: false, layout: 'main' }],
    });
    await expect(promoteRemote(NAME, deployDir)).rejects.toThrow('has no canary live to promote');
    expect(await rollbackRemote(NAME, deployDir)).toEqual({ from: v2.version, to: v1.version });
  });

  it('rollback with a canary live drops it; without one it goes back to the stable version before, never to a dropped canary', async () => {
    const v1 = await deployRemote(remoteBuild('v1'), deployDir);
    const v2 = await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    expect(await rollbackRemote(NAME, deployDir)).toEqual({ from: v2.version, to: v1.version, canary: true });
    expect(entry()?.canary).toBeUndefined();
    expect(entry()?.version).toBe(v1.version);
    const v3 = await deployRemote(remoteBuild('v3'), deployDir);
    expect(await rollbackRemote(NAME, deployDir)).toEqual({ from: v3.version, to: v1.version });
  });

  it('a deploy to everyone replaces a live canary', async () => {
    await deployRemote(remoteBuild('v1'), deployDir);
    await deployRemote(remoteBuild('v2'), deployDir, { canary: 10 });
    const v3 = await deployRemote(remoteBuild('v3'), deployDir);
    expect(entry()?.version).toBe(v3.version);
    expect(entry()?.canary).toBeUndefined();
  });

  it('prune never deletes a live canary', async () => {
    await deployRemote(remoteBuild('v1'), deployDir);
    const v2 = await deployRemote(remoteBuild('v2'), deployDir, { canary: 10 });
    const pruned = await pruneRemoteVersions(deployDir, { keep: 0, recentMs: 0 });
    expect(pruned[NAME] ?? []).not.toContain(v2.version);
    expect(entry()?.canary?.version).toBe(v2.version);
  });
});

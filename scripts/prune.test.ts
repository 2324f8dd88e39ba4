import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRemote, rollbackRemote } from './lib/deploy.mjs';
import { pruneRemoteVersions } from './lib/prune.mjs';
import { readHistory, readManifest, writeShellContract } from './lib/remotes-manifest.mjs';

let root: string;
let deployDir: string;
const NAME = 'remote_offers';
const DAY = 24 * 3_600_000;

function build(label: string) {
  const dir = join(root, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ build: label }));
  writeFileSync(join(dir, 'remoteEntry.js'), label);
  writeFileSync(join(dir, 'routes.json'), JSON.stringify({ routes: [] }));
  writeFileSync(join(dir, 'contract.json'), JSON.stringify({ kernel: '^1.0.0', react: '19.3.1' }));
  return dir;
}

/** Deploys versions a…f; returns their version names in order. */
async function deployAll(labels: string[]) {
  const versions: string[] = [];
  for (const label of labels) {
    versions.push((await deployRemote({ name: NAME, dist: build(label) }, deployDir)).version);
  }
  return versions;
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'area-cliente-prune-'));
  deployDir = join(root, 'deploy');
  await writeShellContract(deployDir, { kernel: '1.0.0', react: '19.3.1' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const exists = (v: string) => existsSync(join(deployDir, 'remotes', NAME, v));

describe('pruneRemoteVersions', () => {
  it('keeps the live version, the N before it and anything from the last day', async () => {
    const v = await deployAll(['a', 'b', 'c', 'd', 'e', 'f']);
    // Everything is recent: nothing goes.
    expect(await pruneRemoteVersions(deployDir, { keep: 2 })).toEqual({});
    // A day later: f live, e and d before it stay; a, b, c go, from disk and from the history.
    const pruned = await pruneRemoteVersions(deployDir, { keep: 2, now: Date.now() + DAY + 1 });
    expect(pruned).toEqual({ [NAME]: [v[0], v[1], v[2]] });
    expect(v.map(exists)).toEqual([false, false, false, true, true, true]);
    expect((await readHistory(deployDir, NAME)).map((h: { version: string }) => h.version)).toEqual(
      v.slice(3),
    );
    // Rollbacks still work over what is left.
    await rollbackRemote(NAME, deployDir);
    expect((await readManifest(deployDir)).remotes[NAME]?.version).toBe(v[4]);
  });

  it('counts "before" from the live version after a rollback', async () => {
    const v = await deployAll(['a', 'b', 'c', 'd']);
    await rollbackRemote(NAME, deployDir, v[1]);
    await pruneRemoteVersions(deployDir, { keep: 1, now: Date.now() + DAY + 1 });
    // b live, a before it; c and d (newer than the live one) go.
    expect(v.map(exists)).toEqual([true, true, false, false]);
  });

  it('removes what failed deploys left behind once it is a day old, never the live version', async () => {
    const [live] = await deployAll(['a']);
    const leftovers = ['20200101-000000-deadbeef', '20200101-000001-cafebabe.4242.tmp'];
    for (const folder of leftovers) {
      mkdirSync(join(deployDir, 'remotes', NAME, folder), { recursive: true });
      writeFileSync(join(deployDir, 'remotes', NAME, folder, 'remoteEntry.js'), 'half');
    }
    expect(await pruneRemoteVersions(deployDir, { now: Date.UTC(2020, 0, 1, 12) })).toEqual({});
    expect(await pruneRemoteVersions(deployDir, { now: Date.now() + DAY + 1 })).toEqual({
      [NAME]: leftovers,
    });
    expect([live!, ...leftovers].map(exists)).toEqual([true, false, false]);
  });
});

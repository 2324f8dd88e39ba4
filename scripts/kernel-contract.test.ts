import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellProvides } from '../tools/webpack/contract.js';
import { currentHash } from './lib/contract-compat';
import { deployRemote } from './lib/deploy.mjs';
import { readJson } from './lib/files.mjs';
import { type Manifest, writeShellContract } from './lib/remotes-manifest.mjs';
import { buildRemoteOffers, remoteOffersWorkspace } from './lib/workspace-copy';
import { repoRoot } from './lib/workspace.mjs';

// A squad builds remote-offers against a kernel with a bumped major, in a temporary copy of the
// workspace (the checkout stays as it is), and tries to deploy it where today's shell is live.

let work: string;
let dist: string;
const shell = shellProvides(join(repoRoot, 'shell'));
const major = Number(shell.kernel.split('.')[0]) + 1;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ac-kernel-contract-'));
  dist = buildRemoteOffers(remoteOffersWorkspace(work, `${major}.0.0`));
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`remote-offers built against kernel ${major}.0.0`, () => {
  it('states the kernel it needs, the range its federation config requires, and its API contract', async () => {
    expect(readJson(join(dist, 'contract.json'))).toEqual({
      kernel: `^${major}.0.0`,
      react: shell.react,
      contrato: await currentHash(),
    });
    const { shared } = readJson(join(dist, 'mf-manifest.json')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    expect(shared.find((s) => s.name === '@area-cliente/shared')?.requiredVersion).toBe(`^${major}.0.0`);
  });

  it(`is refused where a kernel ${shell.kernel} shell is live, and remotes.json stays as it was`, async () => {
    const deployDir = join(work, 'deploy-today');
    await writeShellContract(deployDir, shell);
    const live = { remotes: { remote_auth: { version: 'v1', entry: 'a/mf-manifest.json', routes: [] } } };
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify(live));
    await expect(deployRemote({ name: 'remote_offers', dist }, deployDir)).rejects.toThrow(
      `needs kernel ^${major}.0.0 (the shell provides ${shell.kernel}): the live shell cannot serve it and remotes.json is unchanged`,
    );
    expect(readFileSync(join(deployDir, 'remotes.json'), 'utf8')).toBe(JSON.stringify(live));
  });

  it('deploys as today where the shell provides that major or a later minor of it', async () => {
    const deployDir = join(work, 'deploy-next');
    await writeShellContract(deployDir, { ...shell, kernel: `${major}.3.0` });
    const { version } = await deployRemote({ name: 'remote_offers', dist }, deployDir);
    expect((readJson(join(deployDir, 'remotes.json')) as Manifest).remotes.remote_offers).toMatchObject({
      version,
      needs: { kernel: `^${major}.0.0` },
      // Its side-menu entries (routes.json's "menu") go live with it.
      menu: true,
    });
  });
});

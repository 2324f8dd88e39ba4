import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from './lib/canary-analysis.mjs';
import { fetchRumFigures, watchCanary } from './lib/canary-watch.mjs';
import { deployRemote } from './lib/deploy.mjs';
import { readManifest } from './lib/remotes-manifest.mjs';

// canary:watch against a tiny server answering GET /rum/remotes/:remote?since= as the API's metrics
// server does, over a deploy folder.
const NAME = 'remote_offers';
let root: string;
let deployDir: string;
let server: Server;
let baseUrl: string;
let answer: (version: string) => object | undefined;
/** Enough distinct clients, all signed in, none failing, unless an answer says otherwise. */
const CLIENTS = { clients: 25, signedInClients: 25, failingClients: 0 };
const requests: string[] = [];

function remoteBuild(label: string) {
  const dist = join(root, `build-${label}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'contract.json'), JSON.stringify({ kernel: '^1.0.0', react: '19.3.1' }));
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ build: label }));
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify({ routes: [{ path: 'ofertas', screen: 'o', layout: 'main' }] }),
  );
  return { name: NAME, dist };
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'area-cliente-watch-'));
  deployDir = join(root, 'deploy');
  mkdirSync(deployDir);
  writeFileSync(join(deployDir, 'contract.json'), JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }));
  requests.length = 0;
  server = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    const manifest = await readManifest(deployDir);
    const entry = manifest.remotes[NAME];
    const versions = [entry?.version, entry?.canary?.version].flatMap((v) => {
      const figures = v && answer(v);
      return figures
        ? [{ version: v, errors: 0, loadFailures: 0, lcpP75: null, inpP75: null, ...CLIENTS, ...figures }]
        : [];
    });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ remote: NAME, versions }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const options = () => ({
  name: NAME,
  target: deployDir,
  baseUrl,
  thresholds: { ...DEFAULT_THRESHOLDS, minPageViews: 20, promoteAfter: 60 },
  intervalMs: 10,
  timeoutMs: 5_000,
  onTimeout: 'rollback' as const,
});

describe('canary:watch', () => {
  it('rolls back a canary that fails on mount as soon as it has enough samples, logging its figures', async () => {
    const stable = await deployRemote(remoteBuild('v1'), deployDir);
    const canary = await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    let polls = 0;
    answer = (v) => {
      polls += v === canary.version ? 1 : 0;
      return v === canary.version
        ? { pageViews: polls * 10, errors: polls * 10, loadFailures: 0, failingClients: 25 }
        : { pageViews: 200, errors: 1 };
    };
    const lines: string[] = [];
    const result = await watchCanary({ ...options(), log: (line) => lines.push(line) });
    expect(result.outcome).toBe('rollback');
    expect(polls).toBe(2); // 10 page views: wait; 20: enough, and every one failed
    expect(lines.some((l) => l.includes('wait: not enough samples: 10 of 20 canary page views'))).toBe(true);
    expect(lines.some((l) => l.includes('rollback: error rate 100.0 % against 0.5 %'))).toBe(true);
    expect(lines.at(-1)).toBe(
      `rolled back: ${NAME} canary ${canary.version} dropped, ${stable.version} for everyone`,
    );
    expect((await readManifest(deployDir)).remotes[NAME]).toMatchObject({ version: stable.version });
    expect((await readManifest(deployDir)).remotes[NAME]?.canary).toBeUndefined();
    // It asked for the figures since the canary went live.
    expect(decodeURIComponent(requests[0] ?? '')).toMatch(
      /^\/rum\/remotes\/remote_offers\?since=\d{4}-\d\d-\d\dT/,
    );
  });

  it('promotes a healthy canary after the configured page views', async () => {
    await deployRemote(remoteBuild('v1'), deployDir);
    const canary = await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    let views = 0;
    answer = (v) =>
      v === canary.version ? { pageViews: (views += 20), errors: 0 } : { pageViews: 100, errors: 1 };
    const result = await watchCanary({ ...options(), log: () => {} });
    expect(result).toMatchObject({ outcome: 'promote', analysis: { canary: { pageViews: 60 } } });
    expect((await readManifest(deployDir)).remotes[NAME]).toMatchObject({ version: canary.version });
  });

  it('keeps polling an analysis it cannot read, and rolls the canary back at the timeout (fail closed)', async () => {
    const stable = await deployRemote(remoteBuild('v1'), deployDir);
    await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    const lines: string[] = [];
    const result = await watchCanary({
      ...options(),
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 100,
      log: (line) => lines.push(line),
    });
    expect(result.outcome).toBe('timeout');
    expect(
      lines.some((l) =>
        l.startsWith(
          'analysis unavailable: Cannot reach the real-user analysis at http://127.0.0.1:9/rum/remotes/remote_offers',
        ),
      ),
    ).toBe(true);
    expect((await readManifest(deployDir)).remotes[NAME]).toEqual(
      expect.objectContaining({ version: stable.version }),
    );
    expect((await readManifest(deployDir)).remotes[NAME]?.canary).toBeUndefined();
  });

  it('leaves a canary replaced meanwhile to its own watch', async () => {
    await deployRemote(remoteBuild('v1'), deployDir);
    await deployRemote(remoteBuild('v2'), deployDir, { canary: 50 });
    answer = () => ({ pageViews: 1 });
    let replaced = false;
    const result = await watchCanary({
      ...options(),
      log: (line) => {
        if (!replaced && line.includes('wait')) {
          replaced = true;
          void deployRemote(remoteBuild('v3'), deployDir, { canary: 10 });
        }
      },
    });
    expect(result.outcome).toBe('gone');
    expect((await readManifest(deployDir)).remotes[NAME]?.canary?.percent).toBe(10);
  });

  it('refuses an answer that is not the analysis', async () => {
    server.removeAllListeners('request');
    server.on('request', (_req, res) =>
      res.end(JSON.stringify({ versions: [{ version: '1', pageViews: -1 }] })),
    );
    await expect(fetchRumFigures(baseUrl, NAME, '2026-11-26T00:00:00Z')).rejects.toThrow('did not answer');
  });
});

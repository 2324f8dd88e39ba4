import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployRemote, deployShell, promoteRemote, rollbackRemote } from './lib/deploy.mjs';
import { deployTargetFromEnv } from './lib/deploy-targets/index.mjs';
import { s3Client, s3Target } from './lib/deploy-targets/s3.mjs';
import { pruneRemoteVersions } from './lib/prune.mjs';

const BUCKET = 'area-cliente-deploys';
const PREFIX = 'area-cliente';
const NAME = 'remote_offers';
const DAY = 24 * 3_600_000;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let root: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'area-cliente-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

// s3rver's fixed key pair; every test uses its own prefix so none sees another's deploys.
let prefix: string;
beforeEach(async () => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  prefix = `${PREFIX}-${Math.random().toString(36).slice(2, 8)}`;
  // The shell lives in the servers' folder; its deploy states what it provides in the bucket too.
  const shellDist = join(root, `shell-${prefix}`);
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html>');
  writeFileSync(join(shellDist, 'contract.json'), JSON.stringify({ kernel: '1.0.0', react: '19.3.1' }));
  await deployShell(shellDist, join(root, `deploy-${prefix}`), { remotesTarget: target() });
});
afterEach(() => vi.unstubAllEnvs());

const target = () =>
  deployTargetFromEnv('/unused', { DEPLOY_TARGET: `s3://${BUCKET}/${prefix}`, S3_ENDPOINT: endpoint });
const client = () => s3Client({ endpoint });

function build(label: string) {
  const dir = join(root, `build-${label}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ build: label }));
  writeFileSync(join(dir, 'remoteEntry.js'), `${bigScript}// ${label}`);
  writeFileSync(join(dir, 'remoteEntry.js.map'), '{"version":3}');
  writeFileSync(join(dir, `app.${label}.js`), label);
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ routes: [{ path: 'inicio', screen: 'inicio', layout: 'main' }] }),
  );
  writeFileSync(join(dir, 'contract.json'), JSON.stringify({ kernel: '^1.0.0', react: '19.3.1' }));
  return dir;
}

async function head(key: string) {
  return client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}/${key}` }));
}
async function getText(key: string) {
  const object = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/${key}` }));
  return Buffer.from(await object.Body!.transformToByteArray());
}
const manifest = async () => JSON.parse((await getText('remotes.json')).toString());
async function keys(under = '') {
  const page = await client().send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/${under}` }),
  );
  return (page.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
}

describe('remote deploys to an S3 bucket', () => {
  it('publish immutable versions with the folder server headers and switch remotes.json', async () => {
    const v1 = await deployRemote({ name: NAME, dist: build('one') }, target());
    expect(v1.changed).toBe(true);
    const folder = `remotes/${NAME}/${v1.version}`;
    expect(await keys(folder)).toEqual(
      [
        'app.one.js',
        'contract.json',
        'mf-manifest.json',
        'remoteEntry.js',
        'remoteEntry.js.br',
        'remoteEntry.js.gz',
        'routes.json',
      ].map((f) => `${folder}/${f}`),
    );
    const entry = await head(`${folder}/remoteEntry.js`);
    expect(entry.ContentType).toBe('application/javascript; charset=utf-8');
    expect(entry.CacheControl).toBe('public, max-age=31536000, immutable');
    const br = await head(`${folder}/remoteEntry.js.br`);
    expect([br.ContentType, br.ContentEncoding, br.CacheControl]).toEqual([
      'application/javascript; charset=utf-8',
      'br',
      'public, max-age=31536000, immutable',
    ]);
    expect(brotliDecompressSync(await getText(`${folder}/remoteEntry.js.br`)).toString()).toBe(
      `${bigScript}// one`,
    );
    const live = await head('remotes.json');
    expect([live.ContentType, live.CacheControl]).toEqual(['application/json; charset=utf-8', 'no-cache']);
    expect((await manifest()).remotes[NAME]).toEqual({
      version: v1.version,
      entry: `/area-cliente/remotes/${NAME}/${v1.version}/mf-manifest.json`,
      needs: { kernel: '^1.0.0', react: '19.3.1' },
      routes: [{ path: 'inicio', screen: 'inicio', public: false, layout: 'main' }],
    });
  });

  it('answers "already live" for the same build, rolls back, and reuses a published version', async () => {
    const one = build('one');
    const v1 = await deployRemote({ name: NAME, dist: one }, target());
    expect(await deployRemote({ name: NAME, dist: one }, target())).toEqual({
      version: v1.version,
      changed: false,
    });
    const v2 = await deployRemote({ name: NAME, dist: build('two') }, target());
    expect((await manifest()).remotes[NAME].version).toBe(v2.version);

    expect(await rollbackRemote(NAME, target())).toEqual({ from: v2.version, to: v1.version });
    expect((await manifest()).remotes[NAME].version).toBe(v1.version);
    await expect(rollbackRemote(NAME, target(), 'nope')).rejects.toThrow(/no deployed version nope/);
    // Deploying a build published before switches back to it without uploading it again.
    expect(await deployRemote({ name: NAME, dist: build('two') }, target())).toEqual({
      version: v2.version,
      changed: true,
    });
    expect(await keys('remotes.json.lock')).toEqual([]);
  });

  it('puts a canary beside the stable version in the bucket, drops it on rollback and promotes another', async () => {
    const v1 = await deployRemote({ name: NAME, dist: build('one') }, target());
    const v2 = await deployRemote({ name: NAME, dist: build('two') }, target(), { canary: 50 });
    expect((await manifest()).remotes[NAME]).toMatchObject({
      version: v1.version,
      canary: { version: v2.version, percent: 50 },
    });
    expect(await rollbackRemote(NAME, target())).toEqual({ from: v2.version, to: v1.version, canary: true });
    expect((await manifest()).remotes[NAME].canary).toBeUndefined();
    const v3 = await deployRemote({ name: NAME, dist: build('three') }, target(), { canary: 50 });
    expect(await promoteRemote(NAME, target())).toEqual({ from: v1.version, to: v3.version });
    expect((await manifest()).remotes[NAME]).toMatchObject({ version: v3.version });
    expect((await manifest()).remotes[NAME].canary).toBeUndefined();
    expect(await keys('remotes.json.lock')).toEqual([]);
  });

  it('prunes old versions, keeping the live one, the N before it and the last day', async () => {
    const versions: string[] = [];
    for (const label of ['a', 'b', 'c', 'd']) {
      versions.push((await deployRemote({ name: NAME, dist: build(label) }, target())).version);
    }
    expect(await pruneRemoteVersions(target(), { keep: 1 })).toEqual({});
    const pruned = await pruneRemoteVersions(target(), { keep: 1, now: Date.now() + DAY + 1 });
    expect(pruned).toEqual({ [NAME]: [versions[0], versions[1]] });
    const left = new Set((await keys(`remotes/${NAME}/`)).map((k) => k.split('/')[2]));
    expect(left).toEqual(new Set([versions[2], versions[3], 'history.json']));
    const history = JSON.parse((await getText(`remotes/${NAME}/history.json`)).toString());
    expect(history.versions.map((h: { version: string }) => h.version)).toEqual(versions.slice(2));
    expect(await rollbackRemote(NAME, target())).toEqual({ from: versions[3], to: versions[2] });
  });

  it('a failure half-way through an upload leaves the live manifest and the history untouched', async () => {
    const v1 = await deployRemote({ name: NAME, dist: build('one') }, target());
    const before = await manifest();
    const history = (await getText(`remotes/${NAME}/history.json`)).toString();

    const failing = s3Client({ endpoint });
    failing.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === 'PutObjectCommand' && input.Key?.endsWith('routes.json')) {
          throw Object.assign(new Error('connection reset'), { name: 'Error', code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const broken = s3Target({ bucket: BUCKET, prefix, client: failing });
    await expect(deployRemote({ name: NAME, dist: build('two') }, broken)).rejects.toThrow(
      /Cannot reach S3 \(ECONNRESET\)/,
    );

    expect(await manifest()).toEqual(before);
    expect((await getText(`remotes/${NAME}/history.json`)).toString()).toBe(history);
    // The half-uploaded version has no mf-manifest.json, so nothing takes it for published.
    expect((await keys(`remotes/${NAME}/`)).filter((k) => k.endsWith('mf-manifest.json'))).toEqual([
      `remotes/${NAME}/${v1.version}/mf-manifest.json`,
    ]);
    // A day later prune removes the leftover and keeps the live version.
    const leftover = (await keys(`remotes/${NAME}/`))
      .map((k) => k.split('/')[2])
      .find((v) => v !== v1.version && v !== 'history.json');
    expect(await pruneRemoteVersions(target(), { now: Date.now() + DAY + 1 })).toEqual({
      [NAME]: [leftover],
    });
    expect(new Set((await keys(`remotes/${NAME}/`)).map((k) => k.split('/')[2]))).toEqual(
      new Set([v1.version, 'history.json']),
    );

    const retry = await deployRemote({ name: NAME, dist: build('two') }, target());
    expect((await manifest()).remotes[NAME].version).toBe(retry.version);
  });
});

describe('the lock on remotes.json', () => {
  /** A client that honours If-None-Match: * on PUT, as AWS S3 does and s3rver does not. */
  function conditionalClient() {
    const held = new Set<string>();
    const client = s3Client({ endpoint });
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key: string; IfNoneMatch?: string };
        if (context.commandName === 'PutObjectCommand' && input.IfNoneMatch === '*') {
          if (held.has(input.Key)) {
            throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
              name: 'PreconditionFailed',
              $metadata: { httpStatusCode: 412 },
            });
          }
          held.add(input.Key);
        }
        if (context.commandName === 'DeleteObjectCommand') held.delete(input.Key);
        return next(args);
      },
      { step: 'initialize' },
    );
    return client;
  }

  it('serialises deploys of different remotes, so none is lost from remotes.json', async () => {
    const names = ['remote_auth', 'remote_claims', 'remote_offers', 'remote_portfolio', 'remote_receipts'];
    const shared = s3Target({ bucket: BUCKET, prefix, client: conditionalClient() });
    await Promise.all(names.map((name) => deployRemote({ name, dist: build(name) }, shared)));
    expect(Object.keys((await manifest()).remotes).sort()).toEqual(names);
    expect(await keys('remotes.json.lock')).toEqual([]);
  });
});

describe('S3 errors an operator can fix', () => {
  it('names a missing bucket', async () => {
    const missing = deployTargetFromEnv('/unused', {
      DEPLOY_TARGET: 's3://no-such-bucket/x',
      S3_ENDPOINT: endpoint,
    });
    await expect(deployRemote({ name: NAME, dist: build('one') }, missing)).rejects.toThrow(
      `Bucket no-such-bucket does not exist on ${endpoint}: create it or fix DEPLOY_TARGET (s3://no-such-bucket/x)`,
    );
  });

  it('says the credentials were refused', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAWRONG');
    await expect(rollbackRemote(NAME, target())).rejects.toThrow(
      new RegExp(`${endpoint} refused the credentials for s3://${BUCKET}/${prefix} \\(InvalidAccessKeyId`),
    );
  });

  it('says the endpoint is down', async () => {
    const down = deployTargetFromEnv('/unused', {
      DEPLOY_TARGET: `s3://${BUCKET}`,
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    await expect(pruneRemoteVersions(down)).rejects.toThrow(
      'Cannot reach http://127.0.0.1:9 (ECONNREFUSED) for s3://area-cliente-deploys: check S3_ENDPOINT and the network',
    );
  });

  it('refuses a DEPLOY_TARGET that is not an S3 URL', () => {
    expect(() => deployTargetFromEnv('/unused', { DEPLOY_TARGET: '/srv/deploy' })).toThrow(
      /DEPLOY_TARGET=\/srv\/deploy is not s3:\/\/bucket\[\/prefix\]/,
    );
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

// An S3 deploy (scripts/lib/deploy-targets) stores each object's headers at upload time: they must be
// what this server sends for the same file from the deploy folder.
const objectHeaders: {
  cacheControlFor: (key: string) => string;
  contentTypeFor: (file: string) => string;
} = await import(new URL('../../scripts/lib/deploy-targets/object-headers.mjs', import.meta.url).href);

const FILES = [
  'remotes.json',
  'config.json',
  'main.1a2b3c4d5e.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'remotes/remote_offers/20261123-180253-394c6fb5/mf-manifest.json',
  'remotes/remote_offers/20261123-180253-394c6fb5/remoteEntry.js',
  'remotes/remote_offers/20261123-180253-394c6fb5/176.d59a402c92.css',
  'remotes/remote_offers/20261123-180253-394c6fb5/148.892016a93e.js.LICENSE.txt',
];

const deployDir = mkdtempSync(join(tmpdir(), 'ac-s3-headers-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(deployDir, 'index.html'), '<!doctype html><head></head>');
  for (const file of FILES) {
    mkdirSync(dirname(join(deployDir, file)), { recursive: true });
    writeFileSync(join(deployDir, file), '{}');
  }
  t = await startApp({ deployDir });
});
afterAll(async () => {
  await t.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('S3 object headers', () => {
  it.each(FILES)('%s: Content-Type and Cache-Control as the folder server sends them', async (file) => {
    const res = await t.app.inject({ method: 'GET', url: `/area-cliente/${file}` });
    expect(res.statusCode).toBe(200);
    expect({
      type: objectHeaders.contentTypeFor(file),
      cache: objectHeaders.cacheControlFor(file),
    }).toEqual({ type: res.headers['content-type'], cache: res.headers['cache-control'] });
  });
});

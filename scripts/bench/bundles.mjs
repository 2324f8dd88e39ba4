// Front-end weight per package: what a first visit downloads before the screen can render
// (entry + every JS file in dist, raw and gzip). Builds stale packages first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, isStale } from '../lib/build.mjs';
import { withBuildLock } from '../lib/build-lock.mjs';
import { distDir, REMOTES, SHELL } from '../lib/workspace.mjs';

/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** @param {string} file */
function weigh(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** @param {string} dir */
function jsFiles(dir) {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile() && path.endsWith('.js'));
}

await withBuildLock(() => {
  for (const pkg of [SHELL, ...REMOTES]) if (isStale(pkg)) build(pkg);
});

console.log('package            entry (gzip)      all JS (raw / gzip)');
for (const pkg of [SHELL, ...REMOTES]) {
  const dir = distDir(pkg);
  const files = jsFiles(dir);
  const entry = files.find((f) => /(remoteEntry|main\.[0-9a-f]+)\.js$/.test(f));
  const total = files
    .map(weigh)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const entryGzip = entry ? kb(weigh(entry).gzip) : '-';
  console.log(`${pkg.dir.padEnd(18)} ${entryGzip.padEnd(17)} ${kb(total.raw)} / ${kb(total.gzip)}`);
}

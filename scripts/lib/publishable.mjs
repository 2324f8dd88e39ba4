import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './files.mjs';

/** Below this a compressed copy saves less than its headers cost (@fastify/compress's default too). */
const COMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|map)$/;

/**
 * The files of a build that go public: everything but source maps, which stay beside the build (in
 * dist/) for decoding production errors and are never served.
 */
export const publishableFiles = (dist) => listFiles(dist).filter((f) => !f.endsWith('.map'));

/**
 * Writes `target.br` (brotli, best quality) and `target.gz` (gzip -9) from `source` when it is text of
 * at least COMPRESS_MIN_BYTES, for servers that send precompressed siblings (@fastify/static
 * `preCompressed`, nginx `gzip_static`/`brotli_static`); otherwise removes stale ones.
 */
function writeCompressedSiblings(source, target) {
  const bytes = readFileSync(source);
  if (!TEXT_FILE.test(target) || bytes.length < COMPRESS_MIN_BYTES) {
    for (const ext of ['.br', '.gz']) rmSync(`${target}${ext}`, { force: true });
    return;
  }
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  const sizeHint = { [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { ...quality, ...sizeHint } }));
  writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Copies `files` (relative paths, in order) from `from` to `to`, each with its compressed siblings.
 * The siblings go first: a file already served never has siblings older than itself.
 */
export function copyPublishable(from, to, files) {
  for (const file of files) {
    const target = join(to, file);
    mkdirSync(dirname(target), { recursive: true });
    writeCompressedSiblings(join(from, file), target);
    cpSync(join(from, file), target);
  }
}

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
 * @param {string} dist
 */
export const publishableFiles = (dist) => listFiles(dist).filter((f) => !f.endsWith('.map'));

/**
 * The precompressed siblings of a file: `.br` (brotli, best quality) and `.gz` (gzip -9) when it is
 * text of at least COMPRESS_MIN_BYTES, for servers that send them (@fastify/static `preCompressed`,
 * nginx `gzip_static`/`brotli_static`, a CDN rule); none otherwise.
 * @param {string} name
 * @param {Buffer} bytes
 */
export function compressedSiblings(name, bytes) {
  if (!TEXT_FILE.test(name) || bytes.length < COMPRESS_MIN_BYTES) return [];
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  const sizeHint = { [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  return [
    { ext: '.br', encoding: 'br', bytes: brotliCompressSync(bytes, { params: { ...quality, ...sizeHint } }) },
    { ext: '.gz', encoding: 'gzip', bytes: gzipSync(bytes, { level: 9 }) },
  ];
}

/**
 * Writes `target`'s siblings from `source`, removing stale ones a smaller file no longer has.
 * @param {string} source
 * @param {string} target
 */
function writeCompressedSiblings(source, target) {
  const siblings = compressedSiblings(target, readFileSync(source));
  for (const ext of ['.br', '.gz']) rmSync(`${target}${ext}`, { force: true });
  for (const { ext, bytes } of siblings) writeFileSync(`${target}${ext}`, bytes);
}

/**
 * Copies `files` (relative paths, in order) from `from` to `to`, each with its compressed siblings.
 * The siblings go first: a file already served never has siblings older than itself.
 * @param {string} from
 * @param {string} to
 * @param {readonly string[]} files
 */
export function copyPublishable(from, to, files) {
  for (const file of files) {
    const target = join(to, file);
    mkdirSync(dirname(target), { recursive: true });
    writeCompressedSiblings(join(from, file), target);
    cpSync(join(from, file), target);
  }
}

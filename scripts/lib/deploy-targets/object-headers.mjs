import mime from 'mime';

/**
 * Content-Type and Cache-Control of a published object, as the folder server sends them
 * (api/src/plugins/frontend.ts and @fastify/send); api/test/s3-object-headers.test.ts compares them.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = new Set(['index.html', 'remotes.json', 'config.json', 'sw.js']);
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.\w+$/;

/**
 * `key` relative to the deploy root, with `/`.
 * @param {string} key
 */
export function cacheControlFor(key) {
  const parts = key.split('/');
  const name = parts.at(-1) ?? '';
  // remotes/<name>/<version>/...: a published version never changes; remotes.json says which is live.
  if (parts[0] === 'remotes' && parts.length >= 4) return IMMUTABLE;
  if (NO_CACHE.has(name)) return 'no-cache';
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * `mime` is the library @fastify/send uses; text types get `charset=utf-8` as it gives them.
 * @param {string} file
 */
export function contentTypeFor(file) {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return /^(?:text\/|application\/javascript|application\/json)/.test(type) ? `${type}; charset=utf-8` : type;
}

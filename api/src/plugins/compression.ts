import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller than this, a compressed body saves less than its encoding costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses text responses over 1 KiB made at request time (API JSON, the page with its preload
 * hints, remotes.json, config.json). Deployed files carry precompressed siblings instead, which
 * @fastify/static sends with their Content-Encoding, so they are left alone here.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is for build time. On the 9.8 KB portfolio, 2 takes half the CPU
    // of 4 for 6% more bytes (2.3 KB instead of 2.2 KB), and is still smaller and faster than gzip -1.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    // API answers are small (the portfolio ~10 KiB): one brotli call takes ~0.3 ms there, while a zlib
    // stream per response costs about three times the CPU (pnpm bench, 'API CPU ms/req'). The library
    // streams above 8 KiB on two cores; up to 64 KiB it is cheaper to compress in one call.
    syncThreshold: 64 * 1024,
  });
}

export default fp(compression, { name: 'compression' });

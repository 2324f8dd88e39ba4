import { existsSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const APP_BASE = '/area-cliente/';

// Files whose name never changes between releases: the browser must revalidate them every time.
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'sw.js',
  'manifest.webmanifest',
  'mf-manifest.json',
  'remoteEntry.js',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.\w+$/;

/** Cache-Control of a deployed file, by name and place (SPEC deployment layout). */
export function cacheControlFor(deployDir: string, file: string): string {
  const name = basename(file);
  if (NO_CACHE.has(name)) return 'no-cache';
  // remotes/<name>/<version>/...: a published version never changes.
  const parts = relative(deployDir, file).split(sep);
  if (parts[0] === 'remotes' && parts.length >= 4) return IMMUTABLE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * All-in-one mode: serves the deploy folder (shell, remotes.json, config.json, remotes) at
 * /area-cliente/. A GET for an app route (last segment without extension, outside remotes/) gets
 * index.html so the shell's history-mode router can take it.
 */
export default async function frontend(app: FastifyInstance, opts: { deployDir: string }) {
  const { deployDir } = opts;
  if (!existsSync(deployDir)) {
    app.log.warn({ deployDir }, 'Deploy folder not found: serving the API only');
    return;
  }
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE));

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: deployDir,
        prefix: '/',
        cacheControl: false,
        dotfiles: 'deny',
        index: 'index.html',
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(deployDir, file));
        },
      });
      scope.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const last = path.slice(path.lastIndexOf('/') + 1);
        const isAppRoute =
          (request.method === 'GET' || request.method === 'HEAD') &&
          path.startsWith(APP_BASE) &&
          !path.startsWith(`${APP_BASE}remotes/`) &&
          !last.includes('.');
        if (isAppRoute) return sendIndex(reply);
        return app.sendNotFound(request, reply);
      });
    },
    { prefix: APP_BASE.slice(0, -1) },
  );
}

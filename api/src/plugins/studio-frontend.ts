import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_BASE, STUDIO_FOLDER } from '../../../tools/page/studio-page.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.\w+$/;
// Its API and sign-in, answered by their own routes: an unknown path there is a 404, never the page.
const NOT_THE_PAGE = /^\/estudio\/(?:api|auth)(?:\/|$)/;

/**
 * The studio page's policy: scripts, styles, data and the offers remote it previews with, all from
 * this origin; nothing inline, no frame, no plugin. Images from this origin (the draft's, served by
 * its API) and data: (the kit's icons).
 */
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Marketing's studio, a host of its own: its page and files at /estudio/ from DEPLOY_DIR/estudio, with
 * its own CSP. Its page is the same for everyone (who is signed in is asked by the page itself, GET
 * /estudio/api/yo), so it carries no session and no personal data.
 */
export default async function studioFrontend(app: FastifyInstance, opts: { deployDir: string }) {
  const root = join(opts.deployDir, STUDIO_FOLDER);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'No studio build: /estudio/ is not served');
    return;
  }
  const page = join(root, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const readPage = () => {
    const { mtimeMs } = statSync(page);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(page, 'utf8') };
    return cached.html;
  };
  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', STUDIO_CSP)
      .send(readPage());

  app.get(STUDIO_BASE.slice(0, -1), (_request, reply) => reply.redirect(STUDIO_BASE));
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        cacheControl: false,
        dotfiles: 'deny',
        index: false,
        preCompressed: true,
        // The area's static files decorate the reply already.
        decorateReply: false,
        setHeaders: (reply, file) => {
          const name = basename(file.replace(/\.(?:br|gz)$/, ''));
          reply.header('cache-control', CONTENT_HASH.test(name) ? IMMUTABLE : 'no-cache');
          reply.header('content-security-policy', STUDIO_CSP);
        },
      });
      scope.get('/', { prefixTrailingSlash: 'slash' }, sendPage);
      scope.get('/index.html', (request, reply) => app.sendNotFound(request, reply));
      scope.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const last = path.slice(path.lastIndexOf('/') + 1);
        const isScreen =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !NOT_THE_PAGE.test(path) &&
          !last.includes('.');
        return isScreen ? sendPage(request, reply) : app.sendNotFound(request, reply);
      });
    },
    { prefix: STUDIO_BASE.slice(0, -1) },
  );
}

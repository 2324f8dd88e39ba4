import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type PublishedCampaign,
  readLivePointer,
  readPublishedCampaign,
  servedCampaign,
} from '@area-cliente/shared/campaign';
import { AppConfigSchema, type Marca } from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { APP_BASE } from '../../../tools/page/shell-page.js';
import { marcaPolicy, pageFor } from './page-skeleton';
import { contentSecurityPolicy } from './security-headers';
import { manifestPreloadLink, preloadLinks, type ServedRoute, servedRoute } from './route-preload';

// What decides which code runs: the browser revalidates these on every use.
const NO_CACHE = new Set(['index.html', 'remotes.json', 'config.json', 'sw.js', 'campaign.json']);
// The live campaign's document changes as its cards' windows come near and pass (servedCampaign): far
// less often than this, since it reaches three days ahead.
const CAMPAIGN_DOCUMENT_CACHE = 'public, max-age=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.\w+$/;
// Precompressed siblings (scripts/lib/publishable.mjs) are cached like the file they encode.
const COMPRESSED_SIBLING = /\.(?:br|gz)$/;

/** Cache-Control of a deployed file, by name and place (SPEC deployment layout). */
function cacheControlFor(deployDir: string, file: string): string {
  const path = file.replace(COMPRESSED_SIBLING, '');
  const name = basename(path);
  // remotes/<name>/<version>/...: a published version never changes, remoteEntry.js and
  // mf-manifest.json included; remotes.json says which version is live.
  const parts = relative(deployDir, path).split(sep);
  if (parts[0] === 'remotes' && parts.length >= 4) return IMMUTABLE;
  // campaigns/<live version>/<image>: content-hashed, never changes (liveCampaignFiles serves them).
  if (parts[0] === 'campaigns' && parts.length >= 3) return IMMUTABLE;
  if (NO_CACHE.has(name)) return 'no-cache';
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/** A deployed file as `read` turns it, read again only when a deploy replaces it. */
function deployedFile<T>(file: string, read: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The brand of config.json (write-config), or undefined when it has none the shell would accept. */
function marcaOf(configJson: string): Marca | undefined {
  const result = v.safeParse(v.pick(AppConfigSchema, ['marca']), JSON.parse(configJson));
  return result.success ? result.output.marca : undefined;
}

/**
 * What of campaigns/ a browser may download: the live version's document as
 * servedCampaign cuts it (no retired cards, none opening later than three days ahead) and that
 * cut's images. Older versions, history.json and the rest answer 404.
 */
function liveCampaignFiles(deployDir: string) {
  const readPointer = deployedFile(join(deployDir, 'campaign.json'), (text) =>
    readLivePointer(JSON.parse(text)),
  );
  let document: { version: string; published: PublishedCampaign } | undefined;
  return (version: string, now: Date): PublishedCampaign | undefined => {
    let live: string;
    try {
      live = readPointer().version;
    } catch {
      return undefined; // nothing published yet, or a pointer that does not read
    }
    if (version !== live) return undefined;
    // A published version never changes: read once.
    if (document?.version !== live) {
      const file = join(deployDir, 'campaigns', live, 'campana.json');
      document = { version: live, published: readPublishedCampaign(JSON.parse(readFileSync(file, 'utf8'))) };
    }
    return servedCampaign(document.published, now);
  };
}

/**
 * All-in-one mode: serves the deploy folder (shell, remotes.json, config.json, remotes) at
 * /area-cliente/. A GET for an app route (last segment without extension, outside remotes/) gets
 * index.html so the shell's history-mode router can take it.
 */
export default async function frontend(
  app: FastifyInstance,
  opts: {
    deployDir: string;
    remotesInBucket: boolean;
    /** Other origins the page shows images from: the roadside map's tile server (config/mapa.ts). */
    imageOrigins?: string[];
  },
) {
  const { deployDir, remotesInBucket, imageOrigins = [] } = opts;
  if (!existsSync(deployDir)) {
    app.log.warn({ deployDir }, 'Deploy folder not found: serving the API only');
    return;
  }
  const readIndex = deployedFile(join(deployDir, 'index.html'), (html) => html);
  const readMarca = deployedFile(join(deployDir, 'config.json'), marcaOf);
  const liveCampaign = liveCampaignFiles(deployDir);
  /** The shell's page with the route's skeleton, brand and preload hints in its slots (page-skeleton.ts). */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?')[0] ?? '').slice(APP_BASE.length);
    let links = [manifestPreloadLink(APP_BASE)];
    let csp = contentSecurityPolicy({ imageOrigins });
    let marca: Marca | undefined;
    let served: ServedRoute | undefined;
    try {
      marca = readMarca();
      const policy = marcaPolicy(marca);
      csp = contentSecurityPolicy({ ...policy, imageOrigins: [...policy.imageOrigins, ...imageOrigins] });
    } catch (error) {
      // The shell paints the brand itself once it reads config.json.
      request.log.warn({ err: error }, 'No brand in this page');
    }
    // With the remotes in a bucket (DEPLOY_TARGET) this folder has no remotes.json to read them from.
    if (!remotesInBucket) {
      try {
        served = servedRoute(deployDir, path);
        links = preloadLinks(deployDir, APP_BASE, served);
      } catch (error) {
        // Hints and skeleton only speed things up: without remotes.json or a manifest the page works as it is.
        request.log.warn({ err: error }, 'No preload hints for this page');
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(pageFor(readIndex(), { served, marca, links }));
  };

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE));

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: deployDir,
        prefix: '/',
        cacheControl: false,
        dotfiles: 'deny',
        // The page itself goes through sendIndex, which adds the route's hints.
        index: false,
        // The .br and .gz siblings written at deploy, for clients that accept them.
        preCompressed: true,
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(deployDir, file));
        },
      });
      scope.get('/', { prefixTrailingSlash: 'slash' }, sendIndex);
      // The studio's build is served at /estudio/ (studio-frontend.ts), with its own policy, never here.
      scope.get('/estudio/*', (request, reply) => app.sendNotFound(request, reply));
      // Deploy histories are for the operators' rollbacks, not for the public.
      scope.get('/remotes/:name/history.json', (request, reply) => app.sendNotFound(request, reply));
      scope.get('/campaigns/*', (request, reply) => {
        const [version = '', file = '', ...rest] = (request.params as { '*': string })['*'].split('/');
        const served = rest.length === 0 ? liveCampaign(version, app.clock.now()) : undefined;
        if (served && file === 'campana.json')
          return reply.header('cache-control', CAMPAIGN_DOCUMENT_CACHE).send(served);
        if (served && Object.values(served.imagenes).includes(file))
          return reply.sendFile(join('campaigns', version, file));
        return app.sendNotFound(request, reply);
      });
      scope.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const last = path.slice(path.lastIndexOf('/') + 1);
        const isAppRoute =
          (request.method === 'GET' || request.method === 'HEAD') &&
          path.startsWith(APP_BASE) &&
          !path.startsWith(`${APP_BASE}remotes/`) &&
          !last.includes('.');
        if (isAppRoute) return sendIndex(request, reply);
        return app.sendNotFound(request, reply);
      });
    },
    { prefix: APP_BASE.slice(0, -1) },
  );
}

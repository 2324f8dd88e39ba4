import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLinks } from '../config/links';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** The origin the browser used (honours trusted proxies), so demo pages open on the same host. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** GET /v1/ac/enlaces: every configured outside address the screens link to. */
export default async function enlacesRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.enlaces, {
    handler: async (request) => resolveLinks(app.config.links, requestOrigin(request)),
  });
}

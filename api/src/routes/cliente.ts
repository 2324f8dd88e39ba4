import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { resolveLinks } from '../config/links';
import { sessionCallerOf } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { route, routePath } from '../lib/route';
import { requireSession, sessionToken } from '../plugins/session';
import { requestOrigin } from './enlaces';

const CLUB_NO_DISPONIBLE = 'El club de ventajas no está disponible en este momento.';

/** The caller's own data: client record, portfolio and the benefits-club URL. */
export default async function clienteRoutes(app: FastifyInstance) {
  // The read every screen makes: its stored answer, checked against the session in one statement,
  // sent as stored (brotli bytes when the browser takes them), without parsing or compressing again.
  app.route({
    method: CALLS.portfolio.method,
    url: routePath(CALLS.portfolio.path),
    handler: async (request, reply) => {
      const br = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) === 'br';
      const answer = await app.services.portfolio.respuesta(sessionToken(request), br);
      request.session = answer.session;
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!answer.br) return reply.send(answer.text);
      return reply.header('content-encoding', 'br').send(answer.bytes);
    },
  });

  await app.register(guardedRoutes);
}

async function guardedRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.cliente, {
    handler: (request) => app.services.cliente.datos(sessionCallerOf(request)),
  });

  route(app, CALLS.urlClub, {
    handler: async (request) => {
      const url = resolveLinks(app.config.links, requestOrigin(request)).club;
      // A deployment without a club: the screen says so rather than opening a dead address.
      if (!url) throw new ApiError(Codigo.ERROR_NEGOCIO, CLUB_NO_DISPONIBLE, 404);
      return { url };
    },
  });
}

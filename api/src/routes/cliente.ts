import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { resolveLinks } from '../config/links';
import { isoDay } from '../lib/clock';
import { ApiError, notFound, sessionExpired } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf, sessionPolicy, sessionToken } from '../plugins/session';
import { findCliente } from '../repositories/clientes';
import { loadSessionPortfolio } from '../repositories/portfolio';
import { requestOrigin } from './enlaces';

const CLUB_NO_DISPONIBLE = 'El club de ventajas no está disponible en este momento.';

/** The caller's own data: client record, portfolio and the benefits-club URL. */
export default async function clienteRoutes(app: FastifyInstance) {
  // The read every screen makes checks the session in the same statement (one round trip less):
  // the same token rules and answers as requireSession, the idle timer refreshed the same way.
  route(app, CALLS.portfolio, {
    handler: async (request) => {
      const now = app.clock.now();
      const found = await loadSessionPortfolio(
        app.db,
        sessionToken(request),
        now,
        sessionPolicy(app),
        isoDay(now),
      );
      if (!found) throw sessionExpired();
      request.session = found.session;
      if (!found.portfolio) throw notFound();
      return found.portfolio;
    },
  });

  await app.register(guardedRoutes);
}

async function guardedRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.cliente, {
    handler: async (request) => {
      const cliente = await findCliente(app.db, sessionOf(request).idCliente, isoDay(app.clock.now()));
      if (!cliente) throw notFound();
      return cliente;
    },
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

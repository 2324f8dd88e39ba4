import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { resolveLinks } from '../config/links';
import { isoDay } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findCliente } from '../repositories/clientes';
import { loadPortfolio } from '../repositories/portfolio';
import { requestOrigin } from './enlaces';

const CLUB_NO_DISPONIBLE = 'El club de ventajas no está disponible en este momento.';

/** The caller's own data: client record, portfolio and the benefits-club URL. */
export default async function clienteRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.cliente, {
    handler: async (request) => {
      const cliente = await findCliente(app.db, sessionOf(request).idCliente, isoDay(app.clock.now()));
      if (!cliente) throw notFound();
      return cliente;
    },
  });

  route(app, CALLS.portfolio, {
    handler: async (request) => {
      const portfolio = await loadPortfolio(app.db, sessionOf(request).idCliente, isoDay(app.clock.now()));
      if (!portfolio) throw notFound();
      return portfolio;
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

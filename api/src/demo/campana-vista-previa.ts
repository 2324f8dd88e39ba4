import { DaySchema } from '@area-cliente/shared/campaign';
import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { allClienteIds } from '../repositories/clientes';
import { loadPortfolio } from '../repositories/portfolio';

// The demo's customers are a handful; the cap keeps a misused demo database from answering thousands.
const MAX_PERSONAS = 20;

const FechaParams = v.object({ fecha: DaySchema });

/**
 * GET /v1/ac/campanas/vista-previa/personas/:fecha: every demo customer's portfolio as it would be on
 * that day, for marketing's campaign preview (remote-offers). Part of the demo wing (demo/index.ts), where
 * the database holds the seeded customers and nothing else; in production the path answers 404 like any
 * unknown one, so no real customer's data can be read through it.
 */
export default async function campanaVistaPreviaRoutes(app: FastifyInstance) {
  route(app, CALLS.personasVistaPrevia, {
    params: FechaParams,
    preHandler: requireSession,
    handler: async (_request, { params: { fecha } }) => {
      const ids = await allClienteIds(app.db, MAX_PERSONAS);
      const portfolios = await Promise.all(ids.map((id) => loadPortfolio(app.db, id, fecha)));
      const personas = portfolios.filter((p) => p !== undefined);
      if (personas.length === 0) throw notFound();
      return { personas };
    },
  });
}

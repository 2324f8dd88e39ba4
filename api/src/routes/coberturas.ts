import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findCoberturasPoliza, findComparacionRenovacion } from '../repositories/coberturas';

const params = v.object({ idPoliza: IdParamSchema });

/** What one of the caller's policies covers and costs, and what its renewal changes. */
export default async function coberturasRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.coberturasPoliza, {
    params,
    handler: async (request, { params: { idPoliza } }) => {
      const coberturas = await findCoberturasPoliza(app.db, sessionOf(request).idCliente, idPoliza);
      if (!coberturas) throw notFound();
      return coberturas;
    },
  });

  route(app, CALLS.comparacionRenovacion, {
    params,
    handler: async (request, { params: { idPoliza } }) => {
      const comparacion = await findComparacionRenovacion(app.db, sessionOf(request).idCliente, idPoliza);
      if (comparacion === undefined) throw notFound();
      return { comparacion };
    },
  });
}

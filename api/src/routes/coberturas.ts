import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

const params = v.object({ idPoliza: IdParamSchema });

/** What one of the caller's policies covers and costs, and what its renewal changes. */
export default async function coberturasRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  const { coberturas } = app.services;

  route(app, CALLS.coberturasPoliza, {
    params,
    handler: (request, { params: { idPoliza } }) => coberturas.coberturas(sessionCallerOf(request), idPoliza),
  });

  route(app, CALLS.comparacionRenovacion, {
    params,
    handler: (request, { params: { idPoliza } }) =>
      coberturas.comparacionRenovacion(sessionCallerOf(request), idPoliza),
  });
}

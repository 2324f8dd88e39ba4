import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** The renewal notice of one of the caller's policies. */
export default async function avisoRenovacionRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.avisoRenovacion, {
    params: v.object({ idPoliza: IdParamSchema }),
    handler: (request, { params }) =>
      app.services.recibos.avisoRenovacion(sessionCallerOf(request), params.idPoliza),
  });
}

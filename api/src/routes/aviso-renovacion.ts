import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findAvisoRenovacion } from '../repositories/recibos';

/** The renewal notice of one of the caller's policies. */
export default async function avisoRenovacionRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  route(app, CALLS.avisoRenovacion, {
    params: v.object({ idPoliza: IdParamSchema }),
    handler: async (request, { params }) => {
      const aviso = await findAvisoRenovacion(app.db, sessionOf(request).idCliente, params.idPoliza);
      if (!aviso) throw notFound();
      return aviso;
    },
  });
}

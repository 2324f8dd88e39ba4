import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { findAvisoRenovacion } from '../repositories/recibos';

const ParamsSchema = v.object({ idPoliza: IdParamSchema });

/** The renewal notice of one of the caller's policies. */
export default async function avisoRenovacionRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  app.get('/avisoRenovacion/:idPoliza', async (request) => {
    const { idPoliza } = parse(ParamsSchema, request.params);
    const aviso = await findAvisoRenovacion(app.db, sessionOf(request).idCliente, idPoliza);
    if (!aviso) throw notFound();
    return ok(aviso);
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findRecibo } from '../repositories/recibos';
import { iniciarPago } from '../services/pagos';

const params = v.object({ idRecibo: IdParamSchema });

/** The caller's receipts: detail and the payment URL of the configured gateway. */
export default async function recibosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  const reciboOf = async (request: FastifyRequest, idRecibo: number) => {
    const recibo = await findRecibo(app.db, sessionOf(request).idCliente, idRecibo, isoDay(app.clock.now()));
    if (!recibo) throw notFound();
    return recibo;
  };

  route(app, CALLS.recibo, {
    params,
    handler: async (request, { params: { idRecibo } }) => reciboOf(request, idRecibo),
  });

  route(app, CALLS.pagoRecibo, {
    params,
    handler: async (request, { params: { idRecibo } }) =>
      iniciarPago(request, await reciboOf(request, idRecibo)),
  });
}

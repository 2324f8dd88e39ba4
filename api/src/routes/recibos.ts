import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findRecibo } from '../repositories/recibos';

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
    handler: async (request, { params: { idRecibo } }) => {
      const recibo = await reciboOf(request, idRecibo);
      const aPagar = {
        idRecibo,
        cobrado: recibo.estado === 'COBRADO',
        pagable: recibo.pagable,
        importe: recibo.importeNeto,
        concepto: `Recibo ${recibo.numRecibo} · ${recibo.titulo}`,
      };
      return app.services.pagos.iniciar(
        sessionCallerOf(request),
        aPagar,
        `${request.protocol}://${request.host}`,
      );
    },
  });
}

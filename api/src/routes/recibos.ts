import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

const params = v.object({ idRecibo: IdParamSchema });

/** The caller's receipts: detail and the payment URL of the configured gateway. */
export default async function recibosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  const { recibos } = app.services;

  route(app, CALLS.recibo, {
    params,
    handler: (request, { params: { idRecibo } }) => recibos.detalle(sessionCallerOf(request), idRecibo),
  });

  route(app, CALLS.pagoRecibo, {
    params,
    handler: async (request, { params: { idRecibo } }) => {
      const caller = sessionCallerOf(request);
      const recibo = await recibos.detalle(caller, idRecibo);
      const aPagar = {
        idRecibo,
        cobrado: recibo.estado === 'COBRADO',
        pagable: recibo.pagable,
        importe: recibo.importeNeto,
        concepto: `Recibo ${recibo.numRecibo} · ${recibo.titulo}`,
      };
      return app.services.pagos.iniciar(caller, aPagar, `${request.protocol}://${request.host}`);
    },
  });
}

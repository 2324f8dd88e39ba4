import { DOWNLOADS } from '@area-cliente/shared/contract';
import { ID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { downloadRoute } from '../downloads/download-route';

/** GET /recibos/{id}/imprimir/{token}: the receipt as a PDF, opened in a new tab. */
export default async function recibosImprimirRoutes(app: FastifyInstance) {
  const { recibos } = app.services;
  downloadRoute(app, DOWNLOADS.recibo, {
    tipo: 'RECIBO',
    referencia: ({ id }) => (ID_EN_RUTA.test(id) ? id : null),
    documento: (idCliente, id) => recibos.reciboImpreso(idCliente, Number(id)),
  });
}

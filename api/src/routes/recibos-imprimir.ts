import { DOWNLOADS } from '@area-cliente/shared/contract';
import { ID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { spendDownloadToken } from '../repositories/download-tokens';
import { isoDay } from '../lib/clock';
import { nombreFicheroRecibo, reciboPdf } from '../pdf/recibo';
import { routePath } from '../lib/route';
import { findRecibo } from '../repositories/recibos';

/**
 * GET /recibos/{id}/imprimir/{token}: the receipt as a PDF. Opened in a new tab, so no session
 * header: the short-lived token in the path names the client and this one receipt.
 */
export default async function recibosImprimirRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string; token: string } }>(routePath(DOWNLOADS.recibo), async (request, reply) => {
    const { id, token } = request.params;
    if (!ID_EN_RUTA.test(id)) return sendDownloadUnavailable(request, reply);
    const idCliente = await spendDownloadToken(app.db, app.clock, {
      token,
      tipo: 'RECIBO',
      referencia: id,
    });
    const now = app.clock.now();
    const recibo =
      idCliente === null ? undefined : await findRecibo(app.db, idCliente, Number(id), isoDay(now));
    // An Internauto policy's receipt is not offered for download, and a non-printable one neither.
    if (!recibo || !recibo.imprimible || recibo.esPolizaInternauto)
      return sendDownloadUnavailable(request, reply);
    return sendPdf(reply, nombreFicheroRecibo(recibo), await app.pdf.render(reciboPdf(recibo, now)));
  });
}

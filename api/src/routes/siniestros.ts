import { NUMERO_EN_RUTA, UUID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { spendDownloadToken } from '../downloads/tokens';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { documentoSiniestroPdf, nombreFichero } from '../pdf/documento-siniestro';
import { renderPdf } from '../pdf/render-pdf';
import { requireSession, sessionOf } from '../plugins/session';
import { findDocumentoSiniestro, findSiniestro, type RamoSiniestro } from '../repositories/siniestros';

/** Path segment of each claim read (SPEC §7) and the policy line it serves. */
const LINEAS: Record<string, RamoSiniestro> = {
  'siniestros-veh': 'VEH',
  'siniestros-hog': 'HOG',
  'siniestros-mov': 'MOV',
  'siniestros-neg': 'NEG',
  'siniestros-acc': 'ACC',
  'siniestros-masc': 'MASC',
};

/** Claim detail reads (one shape for every line) and the download of claim documents. */
export default async function siniestrosRoutes(app: FastifyInstance) {
  for (const [segmento, ramo] of Object.entries(LINEAS)) {
    app.get<{ Params: { numSiniestro: string } }>(
      `/${segmento}/:numSiniestro`,
      { preHandler: requireSession },
      async (request) => {
        const { numSiniestro } = request.params;
        if (!NUMERO_EN_RUTA.test(numSiniestro)) throw notFound();
        // A claim of another client, or of another line, answers like a missing one.
        const siniestro = await findSiniestro(app.db, sessionOf(request).idCliente, ramo, numSiniestro);
        if (!siniestro) throw notFound();
        return ok(siniestro);
      },
    );
  }

  // Opened in a new tab: no session header, the path's short-lived token names client and document.
  app.get<{ Params: { uuid: string; token: string } }>(
    '/polizas/documento/:uuid/:token',
    async (request, reply) => {
      const { uuid, token } = request.params;
      if (!UUID_EN_RUTA.test(uuid)) return sendDownloadUnavailable(request, reply);
      const idCliente = await spendDownloadToken(app.db, app.clock, {
        token,
        tipo: 'DOCUMENTO',
        referencia: uuid,
      });
      const documento =
        idCliente === null ? undefined : await findDocumentoSiniestro(app.db, idCliente, uuid);
      if (!documento) return sendDownloadUnavailable(request, reply);
      const pdf = await renderPdf(documentoSiniestroPdf(documento, app.clock.now()));
      return sendPdf(reply, nombreFichero(documento), pdf);
    },
  );
}

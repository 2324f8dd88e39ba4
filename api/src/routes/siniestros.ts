import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import { LINEAS_CON_SINIESTROS, NUMERO_EN_RUTA, UUID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendDownloadUnavailable, sendFile, sendPdf } from '../downloads/send-pdf';
import { spendDownloadToken } from '../repositories/download-tokens';
import { notFound } from '../lib/errors';
import { route, routePath } from '../lib/route';
import { CodigoEnRutaSchema } from '../lib/validate';
import { documentoSiniestroPdf, nombreFichero } from '../pdf/documento-siniestro';
import { parteSiniestroPdf } from '../pdf/parte-siniestro';
import { findFotoDeclarada, findParte } from '../repositories/declaraciones';
import { requireSession, sessionOf } from '../plugins/session';
import { findDocumentoSiniestro, findSiniestro } from '../repositories/siniestros';

/** Each claim read (SPEC §7) and the policy line it serves. */
const LINEAS = LINEAS_CON_SINIESTROS.map((l) => [CALLS[l.siniestros.llamada], l.ramo] as const);

/** Claim detail reads (one shape for every line) and the download of claim documents. */
export default async function siniestrosRoutes(app: FastifyInstance) {
  for (const [spec, ramo] of LINEAS) {
    route(app, spec, {
      preHandler: requireSession,
      params: v.object({ numSiniestro: CodigoEnRutaSchema }),
      handler: async (request, { params: { numSiniestro } }) => {
        if (!NUMERO_EN_RUTA.test(numSiniestro)) throw notFound();
        // A claim of another client, or of another line, answers like a missing one.
        const siniestro = await findSiniestro(app.db, sessionOf(request).idCliente, ramo, numSiniestro);
        if (!siniestro) throw notFound();
        return siniestro;
      },
    });
  }

  // Opened in a new tab: no session header, the path's short-lived token names client and document.
  app.get<{ Params: { uuid: string; token: string } }>(
    routePath(DOWNLOADS.documento),
    async (request, reply) => {
      const { uuid, token } = request.params;
      if (!UUID_EN_RUTA.test(uuid)) return sendDownloadUnavailable(request, reply);
      const idCliente = await spendDownloadToken(app.db, app.clock, {
        token,
        tipo: 'DOCUMENTO',
        referencia: uuid,
      });
      if (idCliente === null) return sendDownloadUnavailable(request, reply);
      // A claim declared online: its photos are the stored bytes, its 'Parte de siniestro' the declaration.
      const foto = await findFotoDeclarada(app.db, idCliente, uuid);
      const bytes = foto && (await app.files.get(uuid.toLowerCase()));
      if (foto) {
        if (!bytes) return sendDownloadUnavailable(request, reply);
        return sendFile(reply, foto.nombre, foto.mimeType, bytes);
      }
      const parte = await findParte(app.db, idCliente, uuid);
      if (parte) {
        const pdf = await app.pdf.render(parteSiniestroPdf(parte.numSiniestro, parte.datos, parte.enviada));
        return sendPdf(reply, `Parte de siniestro - ${parte.numSiniestro}.pdf`, pdf);
      }
      const documento = await findDocumentoSiniestro(app.db, idCliente, uuid);
      if (!documento) return sendDownloadUnavailable(request, reply);
      // A document signed online is its signed copy; one being signed, the exact bytes shown to sign.
      const firma =
        documento.clase === 'FIRMA'
          ? await app.services.firmaDocumento.pdfDeFirma(idCliente, {
              uuid: documento.documento.uuid,
              nombreDoc: documento.documento.nombreDoc,
              numSiniestro: documento.siniestro.numSiniestro,
            })
          : undefined;
      if (firma) return sendFile(reply, nombreFichero(documento), 'application/pdf', firma);
      const pdf = await app.pdf.render(documentoSiniestroPdf(documento, app.clock.now()));
      return sendPdf(reply, nombreFichero(documento), pdf);
    },
  );
}

import { DOWNLOADS } from '@area-cliente/shared/contract';
import { esDocumentoDigital, ID_EN_RUTA, NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { spendDownloadToken } from '../repositories/download-tokens';
import { isoDay } from '../lib/clock';
import { routePath } from '../lib/route';
import { certificadoMascotaPdf, documentoContratoPdf, filasRiesgo } from '../pdf/poliza-documentos';
import { findDocumentoContrato, findPolizaDetalle, findPolizaMascEnVigor } from '../repositories/polizas';

const CcppParams = v.object({ id: v.pipe(v.string(), v.regex(ID_EN_RUTA)), token: v.string() });
const CertificadoParams = v.object({
  numPoliza: v.pipe(v.string(), v.regex(NUMERO_EN_RUTA)),
  token: v.string(),
});

/**
 * Contract documents and the pet certificate, opened in a new tab (SPEC §7 "Downloads"). The path
 * token is the short-lived one-document token from POST /descargas/token, never the session's: it
 * names its client, so these routes need no session header.
 */
export default async function polizasDescargasRoutes(app: FastifyInstance) {
  app.get(routePath(DOWNLOADS.ccpp), async (request, reply) => {
    const params = v.safeParse(CcppParams, request.params);
    if (!params.success) return sendDownloadUnavailable(request, reply);
    const { id, token } = params.output;
    const idCliente = await spendDownloadToken(app.db, app.clock, { token, tipo: 'CCPP', referencia: id });
    if (idCliente === null) return sendDownloadUnavailable(request, reply);
    const found = await findDocumentoContrato(app.db, idCliente, Number(id));
    if (!found || !esDocumentoDigital(found.documento)) return sendDownloadUnavailable(request, reply);
    const now = app.clock.now();
    const poliza = await findPolizaDetalle(app.db, idCliente, found.ramo, found.idPoliza, isoDay(now));
    if (!poliza) return sendDownloadUnavailable(request, reply);
    const pdf = await app.pdf.render(
      documentoContratoPdf(found.documento, poliza, filasRiesgo(poliza as Record<string, unknown>), now),
    );
    return sendPdf(reply, `${found.documento.nombre} ${poliza.numPoliza}.pdf`, pdf);
  });

  app.get(routePath(DOWNLOADS.certificadoMascota), async (request, reply) => {
    const params = v.safeParse(CertificadoParams, request.params);
    if (!params.success) return sendDownloadUnavailable(request, reply);
    const { numPoliza, token } = params.output;
    const idCliente = await spendDownloadToken(app.db, app.clock, {
      token,
      tipo: 'CERTIFICADO_MASCOTA',
      referencia: numPoliza,
    });
    if (idCliente === null) return sendDownloadUnavailable(request, reply);
    const now = app.clock.now();
    const today = isoDay(now);
    const poliza = await findPolizaMascEnVigor(app.db, idCliente, numPoliza, today);
    if (!poliza) return sendDownloadUnavailable(request, reply);
    const pdf = await app.pdf.render(certificadoMascotaPdf(poliza, today, now));
    return sendPdf(reply, `Certificado de Aseguramiento ${poliza.nombre} ${poliza.numPoliza}.pdf`, pdf);
  });
}

import { CALLS, CERTIFICADO_SEGURO_PATH } from '@area-cliente/shared/contract';
import {
  ID_EN_RUTA,
  IdParamSchema,
  PAGINA_VERIFICACION,
  tieneTarjeta,
  urlVerificacion,
} from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { callerOf, sessionCallerOf } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { route, routePath } from '../lib/route';
import { certificadoSeguroPdf, nombreFicheroCertificado } from '../pdf/certificado-seguro';
import { requireSession } from '../plugins/session';
import { issueDownloadToken, spendDownloadToken } from '../repositories/download-tokens';
import { findPolizaTarjeta } from '../repositories/tarjetas';
import { nuevoCodigoVerificacion } from '../services/tarjetas';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });
const CertificadoParams = v.object({ idPoliza: v.pipe(v.string(), v.regex(ID_EN_RUTA)), token: v.string() });

/** The digital card, its codes, the insurance certificate and the public verification. */
export default async function tarjetasRoutes(app: FastifyInstance) {
  const { tarjetas } = app.services;
  await app.register(async (conSesion) => {
    conSesion.addHook('preHandler', requireSession);
    route(conSesion, CALLS.tarjetaPoliza, {
      params: IdPolizaParams,
      handler: (request, { params }) => tarjetas.emitir(sessionCallerOf(request), params.idPoliza),
    });
    route(conSesion, CALLS.anulaCodigosTarjeta, {
      params: IdPolizaParams,
      handler: (request, { params }) => tarjetas.anularCodigos(sessionCallerOf(request), params.idPoliza),
    });
    route(conSesion, CALLS.tokenCertificadoSeguro, {
      params: IdPolizaParams,
      handler: async (request, { params }) => {
        const caller = sessionCallerOf(request);
        const { idCliente, idSesion } = caller;
        // Another customer's policy, or a line without a card, answers exactly like a missing one.
        await tarjetas.autorizarCertificado(caller, params.idPoliza);
        return issueDownloadToken(app.db, app.clock, {
          idCliente,
          idSesion,
          tipo: 'CERTIFICADO_SEGURO',
          referencia: String(params.idPoliza),
        });
      },
    });
  });

  // Public: the page a card's QR opens asks here. No session, rate-limited per IP.
  route(app, CALLS.verificaTarjeta, {
    handler: (request, { body }) => tarjetas.verificarCodigo(callerOf(request), body.codigo),
  });

  // The certificate opens in a new tab with a one-document token, never the session's.
  app.get(routePath(CERTIFICADO_SEGURO_PATH), async (request, reply) => {
    const params = v.safeParse(CertificadoParams, request.params);
    if (!params.success) return sendDownloadUnavailable(request, reply);
    const { idPoliza, token } = params.output;
    const idCliente = await spendDownloadToken(app.db, app.clock, {
      token,
      tipo: 'CERTIFICADO_SEGURO',
      referencia: idPoliza,
    });
    const poliza =
      idCliente === null ? undefined : await findPolizaTarjeta(app.db, idCliente, Number(idPoliza));
    if (!poliza || !tieneTarjeta(poliza.ramo)) return sendDownloadUnavailable(request, reply);
    const now = app.clock.now();
    // Its own fresh code, in the certificates' pool: the printed certificate verifies at /verificar
    // until the date it prints, however many cards are opened meanwhile.
    const { codigo, caduca } = await nuevoCodigoVerificacion(app.db, poliza, 'CERTIFICADO', now);
    const origen = new URL(app.config.avisos.areaUrl).origin;
    const pdf = await app.pdf.render(
      certificadoSeguroPdf(poliza, {
        hoy: isoDay(now),
        aseguradora: app.config.sepa.creditorName,
        telefonoAsistencia: app.config.telefonosAsistencia[poliza.ramo],
        generadoEl: now,
        urlVerificacion: urlVerificacion(origen, codigo),
        codigoCaduca: caduca,
        paginaVerificacion: `${origen}${PAGINA_VERIFICACION}`,
      }),
    );
    return sendPdf(reply, nombreFicheroCertificado(poliza), pdf);
  });
}

import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import { ID_EN_RUTA, IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { sessionCallerOf } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { route, routePath } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { justificanteBajaPdf, nombreFicheroJustificante } from '../pdf/justificante-baja';
import { requireSession } from '../plugins/session';
import { spendDownloadToken } from '../repositories/download-tokens';
import { findPolizaBaja } from '../repositories/solicitudes-baja';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });
const JustificanteParams = v.object({ idPoliza: v.pipe(v.string(), v.regex(ID_EN_RUTA)), token: v.string() });

/** Oppose a policy's renewal, keep it, withdraw (services/solicitudes-baja.ts), and the receipt. */
export default async function solicitudesBajaRoutes(app: FastifyInstance) {
  await app.register(async (conSesion) => {
    const bajas = app.services.solicitudesBaja;
    conSesion.addHook('preHandler', requireSession);
    route(conSesion, CALLS.renovacionPoliza, {
      params: IdPolizaParams,
      handler: (request, { params }) => bajas.renovacion(sessionCallerOf(request), params.idPoliza),
    });
    route(conSesion, CALLS.noRenovarPoliza, {
      params: IdPolizaParams,
      handler: (request, { params, body }) =>
        bajas.solicitarBaja(
          sessionCallerOf(request),
          sessionToken(request),
          params.idPoliza,
          'NO_RENOVAR',
          body,
        ),
    });
    route(conSesion, CALLS.desistirPoliza, {
      params: IdPolizaParams,
      handler: (request, { params, body }) =>
        bajas.solicitarBaja(
          sessionCallerOf(request),
          sessionToken(request),
          params.idPoliza,
          'DESISTIMIENTO',
          body,
        ),
    });
    route(conSesion, CALLS.mantenerRenovacion, {
      params: IdPolizaParams,
      handler: (request, { params, body }) =>
        bajas.mantenerRenovacion(sessionCallerOf(request), params.idPoliza, body.passwordActual),
    });
  });

  // The receipt opens in a new tab with a one-document token (POST /descargas/token), never the session's.
  app.get(routePath(DOWNLOADS.justificanteBaja), async (request, reply) => {
    const params = v.safeParse(JustificanteParams, request.params);
    if (!params.success) return sendDownloadUnavailable(request, reply);
    const { idPoliza, token } = params.output;
    const idCliente = await spendDownloadToken(app.db, app.clock, {
      token,
      tipo: 'JUSTIFICANTE_BAJA',
      referencia: idPoliza,
    });
    if (idCliente === null) return sendDownloadUnavailable(request, reply);
    const poliza = await findPolizaBaja(app.db, idCliente, Number(idPoliza));
    if (!poliza?.solicitud) return sendDownloadUnavailable(request, reply);
    const now = app.clock.now();
    const pdf = await app.pdf.render(justificanteBajaPdf(poliza, poliza.solicitud, now, isoDay(now)));
    return sendPdf(reply, nombreFicheroJustificante(poliza, poliza.solicitud), pdf);
  });
}

import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import { ID_EN_RUTA, IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { downloadRoute } from '../downloads/download-route';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });

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
  downloadRoute(app, DOWNLOADS.justificanteBaja, {
    tipo: 'JUSTIFICANTE_BAJA',
    referencia: ({ idPoliza }) => (ID_EN_RUTA.test(idPoliza) ? idPoliza : null),
    documento: (idCliente, idPoliza) =>
      app.services.solicitudesBaja.justificante(idCliente, Number(idPoliza)),
  });
}

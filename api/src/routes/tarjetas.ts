import { CALLS, CERTIFICADO_SEGURO_PATH } from '@area-cliente/shared/contract';
import { ID_EN_RUTA, IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { downloadRoute } from '../downloads/download-route';
import { callerOf, sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });

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
      handler: (request, { params }) => tarjetas.tokenCertificado(sessionCallerOf(request), params.idPoliza),
    });
  });

  // Public: the page a card's QR opens asks here. No session, rate-limited per IP.
  route(app, CALLS.verificaTarjeta, {
    handler: (request, { body }) => tarjetas.verificarCodigo(callerOf(request), body.codigo),
  });

  // The certificate opens in a new tab with a one-document token, never the session's.
  downloadRoute(app, CERTIFICADO_SEGURO_PATH, {
    tipo: 'CERTIFICADO_SEGURO',
    referencia: ({ idPoliza }) => (ID_EN_RUTA.test(idPoliza) ? idPoliza : null),
    documento: (idCliente, idPoliza) =>
      app.services.certificadoSeguro.certificado(idCliente, Number(idPoliza)),
  });
}

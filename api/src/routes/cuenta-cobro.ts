import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { downloadRoute } from '../downloads/download-route';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

/** The collection account of the customer's policies and the SEPA mandates (services/cuenta-cobro.ts). */
export default async function cuentaCobroRoutes(app: FastifyInstance) {
  await app.register(async (privado) => {
    privado.addHook('preHandler', requireSession);
    const { cuentaCobro } = app.services;
    // The PIN is keyed with the session's own token (services/pin.ts).
    route(privado, CALLS.pinCuentaCobro, {
      handler: (request) => cuentaCobro.pin(sessionCallerOf(request), sessionToken(request)),
    });
    route(privado, CALLS.ordenCuentaCobro, {
      handler: (request, { body }) => cuentaCobro.orden(sessionCallerOf(request), body),
    });
    route(privado, CALLS.cambiaCuentaCobro, {
      handler: (request, { body }) =>
        cuentaCobro.cambiar(sessionCallerOf(request), sessionToken(request), body),
    });
    route(privado, CALLS.mandatosSepa, {
      handler: (request) => cuentaCobro.mandatos(sessionCallerOf(request)),
    });
  });

  downloadRoute(app, DOWNLOADS.mandatoSepa, {
    tipo: 'MANDATO_SEPA',
    referencia: ({ referencia }) => referencia,
    documento: app.services.cuentaCobro.mandatoImpreso,
  });
}

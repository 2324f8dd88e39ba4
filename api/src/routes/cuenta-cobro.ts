import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { sessionCallerOf } from '../lib/caller';
import { route, routePath } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { mandatoSepaPdf, nombreFicheroMandato } from '../pdf/mandato-sepa';
import { requireSession } from '../plugins/session';
import { mandatoDe } from '../repositories/cuenta-cobro';
import { spendDownloadToken } from '../repositories/download-tokens';

/** The collection account of the customer's policies and the SEPA mandates (services/cuenta-cobro.ts). */
export default async function cuentaCobroRoutes(app: FastifyInstance) {
  await app.register(async (privado) => {
    privado.addHook('preHandler', requireSession);
    const { cuentaCobro } = app.services;
    // The PIN is keyed with the session's own token (lib/pin-sesion.ts).
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

  // Opened in a new tab: the short-lived download token in the path names the customer and mandate.
  app.get<{ Params: { referencia: string; token: string } }>(
    routePath(DOWNLOADS.mandatoSepa),
    async (request, reply) => {
      const { referencia, token } = request.params;
      const idCliente = await spendDownloadToken(app.db, app.clock, {
        token,
        tipo: 'MANDATO_SEPA',
        referencia,
      });
      const mandato = idCliente === null ? undefined : await mandatoDe(app.db, idCliente, referencia);
      if (!mandato) return sendDownloadUnavailable(request, reply);
      const pdf = await app.pdf.render(mandatoSepaPdf(mandato, app.config.sepa, app.clock.now()));
      return sendPdf(reply, nombreFicheroMandato(mandato), pdf);
    },
  );
}

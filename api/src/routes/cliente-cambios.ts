import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

/**
 * The customer's own phone, e-mail and password (services/cliente-cambios.ts), and the PIN of the
 * second factor that confirms the sensitive changes (services/segundo-factor.ts). A PIN is keyed with
 * the session's own token (services/pin.ts).
 */
export default async function clienteCambiosRoutes(app: FastifyInstance) {
  const { clienteCambios, segundoFactor } = app.services;
  app.addHook('preHandler', requireSession);
  route(app, CALLS.pinSegundoFactor, {
    handler: (request, { body }) => segundoFactor.pin(sessionCallerOf(request), sessionToken(request), body),
  });
  route(app, CALLS.actualizaTelefono, {
    handler: (request, { body }) =>
      clienteCambios.cambiarTelefono(sessionCallerOf(request), sessionToken(request), body),
  });
  route(app, CALLS.actualizaEmail, {
    handler: (request, { body }) =>
      clienteCambios.cambiarEmail(sessionCallerOf(request), sessionToken(request), body),
  });
  route(app, CALLS.actualizarPasswordCliente, {
    handler: (request, { body }) => clienteCambios.cambiarClave(sessionCallerOf(request), body),
  });
}

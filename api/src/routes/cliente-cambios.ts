import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** The customer's own phone, e-mail and password (services/cliente-cambios.ts). */
export default async function clienteCambiosRoutes(app: FastifyInstance) {
  const { clienteCambios } = app.services;
  app.addHook('preHandler', requireSession);
  route(app, CALLS.actualizaTelefono, {
    handler: (request, { body }) => clienteCambios.cambiarTelefono(sessionCallerOf(request), body),
  });
  route(app, CALLS.actualizaEmail, {
    handler: (request, { body }) => clienteCambios.cambiarEmail(sessionCallerOf(request), body),
  });
  route(app, CALLS.actualizarPasswordCliente, {
    handler: (request, { body }) => clienteCambios.cambiarClave(sessionCallerOf(request), body),
  });
}

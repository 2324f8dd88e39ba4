import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

/** The customer's postal address and the history of their own changes in 'Mis datos'. */
export default async function direccionRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.historialCambios, {
    handler: (request) => app.services.cliente.historial(sessionCallerOf(request)),
  });
  const { direccion } = app.services;
  route(app, CALLS.direccionPostal, {
    handler: (request) => direccion.direccionPostal(sessionCallerOf(request)),
  });
  route(app, CALLS.cambiaDireccion, {
    handler: (request, { body }) =>
      direccion.cambiarDireccion(sessionCallerOf(request), sessionToken(request), body),
  });
}

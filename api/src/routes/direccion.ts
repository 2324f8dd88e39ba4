import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession, sessionOf } from '../plugins/session';
import { historialCambios } from '../repositories/historial-cambios';

/** The customer's postal address and the history of their own changes in 'Mis datos'. */
export default async function direccionRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.historialCambios, {
    // Only the caller's own rows: the session's customer is the one key of the read.
    handler: async (request) => ({ cambios: await historialCambios(app.db, sessionOf(request).idCliente) }),
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

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** POST /v1/ac/user/actualizarGdpr: the caller's consent (registration screens and the change popup). */
export default async function consentimientoRoutes(app: FastifyInstance) {
  route(app, CALLS.actualizarGdpr, {
    preHandler: requireSession,
    handler: (request, { body }) =>
      app.services.cliente.consentimiento(sessionCallerOf(request), body.gdprEmpresas),
  });
}

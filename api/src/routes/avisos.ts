import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** Notifications by e-mail and SMS: the caller's choices in 'Mis datos'. */
export default async function avisosRoutes(app: FastifyInstance) {
  const { avisos } = app.services;
  app.addHook('preHandler', requireSession);
  route(app, CALLS.preferenciasAvisos, {
    handler: (request) => avisos.preferencias(sessionCallerOf(request)),
  });
  route(app, CALLS.guardaPreferenciasAvisos, {
    handler: (request, { body }) => avisos.guardaPreferencias(sessionCallerOf(request), body),
  });
}

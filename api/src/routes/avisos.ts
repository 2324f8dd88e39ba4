import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { guardaPreferenciasAvisos, preferenciasAvisos } from '../services/avisos';

/** Notifications by e-mail and SMS (issue #32): the caller's choices in 'Mis datos'. */
export default async function avisosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.preferenciasAvisos, { handler: (request) => preferenciasAvisos(request) });
  route(app, CALLS.guardaPreferenciasAvisos, {
    handler: (request, { body }) => guardaPreferenciasAvisos(request, body),
  });
}

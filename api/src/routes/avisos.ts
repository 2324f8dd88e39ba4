import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { correosDelCliente } from '../repositories/correo-outbox';
import { guardaPreferenciasAvisos, preferenciasAvisos } from '../services/avisos';

/**
 * Notifications by e-mail and SMS (issue #32): the caller's choices in 'Mis datos'; in demo mode also
 * the demo e-mail outbox, only what was sent to the caller's own address.
 */
export default async function avisosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.preferenciasAvisos, { handler: (request) => preferenciasAvisos(request) });
  route(app, CALLS.guardaPreferenciasAvisos, {
    handler: (request, { body }) => guardaPreferenciasAvisos(request, body),
  });
  if (app.config.demo && !app.config.email) {
    route(app, CALLS.correosDemo, {
      handler: async (request) => ({
        correos: await correosDelCliente(app.db, sessionOf(request).idCliente, 5),
      }),
    });
  }
}

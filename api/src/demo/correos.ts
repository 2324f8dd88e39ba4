import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { correosDelCliente } from './correo-outbox';

/**
 * GET /v1/ac/cliente/avisos/correosDemo: the demo e-mail outbox of 'Mis datos', only what was sent to
 * the caller's own address. Registered when the demo has no SMTP server (the e-mail lands in the outbox).
 */
export default async function correosDemoRoutes(app: FastifyInstance) {
  route(app, CALLS.correosDemo, {
    preHandler: requireSession,
    handler: async (request) => ({
      correos: await correosDelCliente(app.db, sessionOf(request).idCliente, 5),
    }),
  });
}

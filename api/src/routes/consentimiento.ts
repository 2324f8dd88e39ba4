import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { updateGdpr } from '../repositories/registro-consentimiento';

/** POST /v1/ac/user/actualizarGdpr: the caller's consent (registration screens and the change popup). */
export default async function consentimientoRoutes(app: FastifyInstance) {
  route(app, CALLS.actualizarGdpr, {
    preHandler: requireSession,
    handler: async (request, { body }) => {
      await updateGdpr(app.db, sessionOf(request).idCliente, body.gdprEmpresas, app.clock.now());
      return null;
    },
  });
}

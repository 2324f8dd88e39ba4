import { ActualizarGdprRequestSchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { updateGdpr } from '../repositories/registro-consentimiento';

/** POST /v1/ac/user/actualizarGdpr: the caller's consent (registration screens and the change popup). */
export default async function consentimientoRoutes(app: FastifyInstance) {
  app.post('/user/actualizarGdpr', { preHandler: requireSession }, async (request) => {
    const body = parse(ActualizarGdprRequestSchema, request.body);
    await updateGdpr(app.db, sessionOf(request).idCliente, body.gdprEmpresas, app.clock.now());
    return ok(null);
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** Friend coupons: the client assigns an available coupon's discount to one of their policies. */
export default async function cuponesRoutes(app: FastifyInstance) {
  route(app, CALLS.asignaPolCuponAmigo, {
    preHandler: requireSession,
    handler: (request, { body }) => app.services.cupones.asignar(sessionCallerOf(request), body),
  });
}

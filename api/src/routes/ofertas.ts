import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** Offer requests: the premium-funeral family card. */
export default async function ofertasRoutes(app: FastifyInstance) {
  route(app, CALLS.registraTarjetaDecesosPremium, {
    preHandler: requireSession,
    handler: (request) => app.services.ofertas.tarjetaDecesosPremium(sessionCallerOf(request)),
  });
}

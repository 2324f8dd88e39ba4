import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { solicitarTarjetaDecesosPremium } from '../repositories/ofertas';

export const SIN_DECESOS_PREMIUM = 'Esta tarjeta es solo para clientes con un seguro de Decesos Premium.';

/** Offer requests: the premium-funeral family card. */
export default async function ofertasRoutes(app: FastifyInstance) {
  route(app, CALLS.registraTarjetaDecesosPremium, {
    preHandler: requireSession,
    handler: async (request) => {
      // Only holders of an in-force premium funeral policy.
      if (!(await solicitarTarjetaDecesosPremium(app.db, sessionOf(request).idCliente, app.clock.now()))) {
        throw new ApiError(Codigo.ERROR_NEGOCIO, SIN_DECESOS_PREMIUM);
      }
      return null;
    },
  });
}

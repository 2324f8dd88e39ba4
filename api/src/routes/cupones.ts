import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { asignarCupon } from '../repositories/cupones';

export const CUPON_NO_DISPONIBLE = 'Este cupón ya no está disponible para asignar.';
/** A policy that filled up since the list was shown (SPEC §9: 3 coupons per policy). */
export const POLIZA_COMPLETA = 'Esta póliza ya tiene 3 cupones asignados. Elige otra póliza.';

/** Friend coupons: the client assigns an available coupon's discount to one of their policies. */
export default async function cuponesRoutes(app: FastifyInstance) {
  route(app, CALLS.asignaPolCuponAmigo, {
    preHandler: requireSession,
    handler: async (request, { body }) => {
      const result = await asignarCupon(app.db, {
        ...body,
        idCliente: sessionOf(request).idCliente,
        now: app.clock.now(),
      });
      if (result === 'no-encontrado') throw notFound();
      if (result === 'no-disponible') throw new ApiError(Codigo.ERROR_NEGOCIO, CUPON_NO_DISPONIBLE);
      if (result === 'poliza-completa') throw new ApiError(Codigo.ERROR_NEGOCIO, POLIZA_COMPLETA);
      return null;
    },
  });
}

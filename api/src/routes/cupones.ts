import { AsignaPolCuponAmigoRequestSchema, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { ApiError, notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { asignarCupon } from '../repositories/cupones';

export const CUPON_NO_DISPONIBLE = 'Este cupón ya no está disponible para asignar.';
/** A policy that filled up since the list was shown (SPEC §9: 3 coupons per policy). */
export const POLIZA_COMPLETA = 'Esta póliza ya tiene 3 cupones asignados. Elija otra póliza.';

/** Friend coupons: the client assigns an available coupon's discount to one of their policies. */
export default async function cuponesRoutes(app: FastifyInstance) {
  app.post('/user/asignaPolCuponAmigo', { preHandler: requireSession }, async (request) => {
    const body = parse(AsignaPolCuponAmigoRequestSchema, request.body);
    const result = await asignarCupon(app.db, {
      ...body,
      idCliente: sessionOf(request).idCliente,
      now: app.clock.now(),
    });
    if (result === 'no-encontrado') throw notFound();
    if (result === 'no-disponible') throw new ApiError(Codigo.ERROR_NEGOCIO, CUPON_NO_DISPONIBLE);
    if (result === 'poliza-completa') throw new ApiError(Codigo.ERROR_NEGOCIO, POLIZA_COMPLETA);
    return ok(null);
  });
}

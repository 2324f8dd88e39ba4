import { Codigo, NoBodySchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';

export const SIN_DECESOS_PREMIUM = 'Esta tarjeta es solo para clientes con un seguro de Decesos Premium.';

/** Offer requests: the premium-funeral family card. */
export default async function ofertasRoutes(app: FastifyInstance) {
  app.post('/cliente/registraTarjetaDecesosPremium', { preHandler: requireSession }, async (request) => {
    parse(NoBodySchema, request.body);
    const { idCliente } = sessionOf(request);
    // Only holders of an in-force premium funeral policy; asking twice keeps the first request.
    const row = await app.db.maybe(
      `INSERT INTO tarjetas_decesos_premium (id_cliente, created_at)
       SELECT $1, $2 WHERE EXISTS (
         SELECT 1 FROM polizas WHERE id_cliente = $1 AND estado = 'VIGOR' AND es_decesos_premium)
       ON CONFLICT (id_cliente) DO UPDATE SET id_cliente = EXCLUDED.id_cliente
       RETURNING id_cliente`,
      [idCliente, app.clock.now()],
    );
    if (!row) throw new ApiError(Codigo.ERROR_NEGOCIO, SIN_DECESOS_PREMIUM);
    return ok(null);
  });
}

import { Codigo, NoBodySchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { registrarParticipacion, type CodigoSorteo } from '../repositories/sorteos';

/** SPEC §5: the text the '!Atención!' popup shows when the client already took part. */
export const YA_PARTICIPADO =
  'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.';
export const SORTEO_CERRADO = 'Este sorteo ha finalizado o no está disponible para ti.';

const SORTEOS: Record<string, CodigoSorteo> = {
  '/cliente/registraParticipacionSorteoTv': 'TV',
  '/cliente/registraParticipacionSorteoFreidoraAire': 'FREIDORA_AIRE',
};

/** Prize draws: one participation per client and draw, only while the draw is open. */
export default async function sorteosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  for (const [path, codigo] of Object.entries(SORTEOS)) {
    app.post(path, async (request) => {
      parse(NoBodySchema, request.body);
      const now = app.clock.now();
      const { idCliente } = sessionOf(request);
      const result = await registrarParticipacion(app.db, idCliente, codigo, isoDay(now), now);
      if (result === 'ya-participado') throw new ApiError(Codigo.ERROR_NEGOCIO, YA_PARTICIPADO);
      if (result === 'cerrado') throw new ApiError(Codigo.ERROR_NEGOCIO, SORTEO_CERRADO);
      return ok(null);
    });
  }
}

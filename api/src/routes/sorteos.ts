import { CALLS, Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { registrarParticipacion } from '../repositories/sorteos';

/** SPEC §5: the text the '!Atención!' popup shows when the client already took part. */
export const YA_PARTICIPADO =
  'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.';
export const SORTEO_CERRADO = 'Este sorteo ha finalizado o no está disponible para ti.';

const SORTEOS = [
  [CALLS.registraParticipacionSorteoTv, 'TV'],
  [CALLS.registraParticipacionSorteoFreidoraAire, 'FREIDORA_AIRE'],
] as const;

/** Prize draws: one participation per client and draw, only while the draw is open. */
export default async function sorteosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  for (const [spec, codigo] of SORTEOS) {
    route(app, spec, {
      handler: async (request) => {
        const now = app.clock.now();
        const { idCliente } = sessionOf(request);
        const result = await registrarParticipacion(app.db, idCliente, codigo, isoDay(now), now);
        if (result === 'ya-participado') throw new ApiError(Codigo.ERROR_NEGOCIO, YA_PARTICIPADO);
        if (result === 'cerrado') throw new ApiError(Codigo.ERROR_NEGOCIO, SORTEO_CERRADO);
        return null;
      },
    });
  }
}

import { CALLS, Codigo, CodigoSorteoSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoDay } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { registrarParticipacion } from '../repositories/sorteos';
import { campaignDrawsSync } from '../services/sorteos-campana';

/** SPEC §5: the text the '!Atención!' popup shows when the client already took part. */
export const YA_PARTICIPADO =
  'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.';
export const SORTEO_CERRADO = 'Este sorteo ha finalizado o no está disponible para ti.';

/** The SPEC's per-draw calls, kept as aliases of the call by code. */
const ALIASES = [
  [CALLS.registraParticipacionSorteoTv, 'TV'],
  [CALLS.registraParticipacionSorteoFreidoraAire, 'FREIDORA_AIRE'],
] as const;

const CodigoParams = v.object({ codigo: CodigoSorteoSchema });

/** How often each instance looks for a newly published campaign's draws. */
const SYNC_INTERVAL_MS = 5_000;

/** Prize draws: one participation per client and draw, only while the draw is open. */
export default async function sorteosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  const draws = campaignDrawsSync(app.db, app.config.deployDir, app.log);
  if (app.config.deployDir) {
    await draws.sync();
    const timer = setInterval(() => void draws.sync(), SYNC_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  async function participar(request: FastifyRequest, codigo: string): Promise<null> {
    // A draw published a moment ago is known before the entry is checked.
    await draws.sync();
    const now = app.clock.now();
    const { idCliente } = sessionOf(request);
    const result = await registrarParticipacion(app.db, idCliente, codigo, isoDay(now), now);
    if (result === 'ya-participado') throw new ApiError(Codigo.ERROR_NEGOCIO, YA_PARTICIPADO);
    if (result === 'cerrado') throw new ApiError(Codigo.ERROR_NEGOCIO, SORTEO_CERRADO);
    return null;
  }

  route(app, CALLS.participaSorteo, {
    params: CodigoParams,
    handler: (request, { params }) => participar(request, params.codigo),
  });
  for (const [spec, codigo] of ALIASES)
    route(app, spec, { handler: (request) => participar(request, codigo) });
}

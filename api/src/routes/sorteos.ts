import { CALLS, CodigoSorteoSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { campaignDrawsSync } from '../services/sorteos-campana';

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
    return app.services.sorteos.participar(sessionCallerOf(request), codigo);
  }

  route(app, CALLS.participaSorteo, {
    params: CodigoParams,
    handler: (request, { params }) => participar(request, params.codigo),
  });
  for (const [spec, codigo] of ALIASES)
    route(app, spec, { handler: (request) => participar(request, codigo) });
}

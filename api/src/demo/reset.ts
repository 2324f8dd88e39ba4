import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { requireSession } from '../plugins/session';
import { resetDemoData } from '../seed';

const NOT_JSON = 'Envía la petición como JSON (Content-Type: application/json).';
const NOT_SAME_ORIGIN = 'Esta petición solo se acepta desde la propia Área Cliente.';

/**
 * POST /v1/ac/dev/demo-reset: the demo's data back to how the README describes it (a retried e2e
 * journey, or a demo given twice). Part of the demo wing; elsewhere the path
 * answers 404 like any unknown one. It empties every table, so it takes a logged-in demo customer and a
 * same-origin JSON request: a page on another site can send neither (a cross-origin JSON POST needs
 * a CORS preflight the API never grants, and its Origin is checked anyway).
 */
export default async function demoResetRoutes(app: FastifyInstance) {
  app.post('/dev/demo-reset', { preHandler: [sameOriginJson, requireSession] }, async () => {
    await resetDemoData(app.db, isoDay(app.clock.now()));
    app.log.info('Demo data reset');
    return ok(null);
  });
}

/** Only the area's own page can send it: a JSON body and the server's own Origin. */
export async function sameOriginJson(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(Codigo.ERROR_NEGOCIO, NOT_JSON, 415);
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const sameOrigin = origin === `${request.protocol}://${request.host}`;
  if (!sameOrigin || (site !== undefined && site !== 'same-origin')) {
    throw new ApiError(Codigo.ERROR_NEGOCIO, NOT_SAME_ORIGIN, 403);
  }
}

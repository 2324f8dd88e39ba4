import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { resetDemoData } from '../seed';

/**
 * POST /v1/ac/dev/demo-reset: the demo's data back to how the README describes it (a retried e2e
 * journey, or a demo given twice). Registered in demo mode only; elsewhere the path answers 404
 * like any unknown one.
 */
export default async function demoResetRoutes(app: FastifyInstance) {
  if (!app.config.demo) return;
  app.post('/dev/demo-reset', async () => {
    await resetDemoData(app.db, isoDay(app.clock.now()));
    app.log.info('Demo data reset');
    return ok(null);
  });
}

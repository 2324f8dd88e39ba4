import { REMOTE_LOAD_FAILURE_PATH, RemoteLoadFailureSchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { parse } from '../lib/validate';

/** /v1/ac/telemetria/*: what browsers report for the metrics (no personal data, no session). */
export default async function telemetriaRoutes(app: FastifyInstance) {
  app.post(REMOTE_LOAD_FAILURE_PATH, async (request) => {
    const { remote } = parse(RemoteLoadFailureSchema, request.body);
    app.metrics.remoteLoadFailures.inc({ remote });
    return ok(null);
  });
}

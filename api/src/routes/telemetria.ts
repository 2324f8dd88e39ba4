import { Codigo, REMOTE_LOAD_FAILURE_PATH, RemoteLoadFailureSchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../lib/envelope';
import { Mensaje } from '../lib/errors';
import { parse } from '../lib/validate';
import { limitFailures } from '../services/limits';

/**
 * Reports one client IP may count per minute: a page whose five remotes all fail reports five, so a
 * customer reloading still counts, and no single client can inflate the counter an alert reads.
 */
export const TELEMETRY_MAX_PER_MINUTE = 10;

/** /v1/ac/telemetria/*: what browsers report for the metrics (no personal data, no session). */
export default async function telemetriaRoutes(app: FastifyInstance) {
  app.post(REMOTE_LOAD_FAILURE_PATH, async (request, reply) => {
    const { remote } = parse(RemoteLoadFailureSchema, request.body);
    const limited = await limitFailures(request, 'telemetria', TELEMETRY_MAX_PER_MINUTE);
    if (limited) {
      return reply
        .status(429)
        .header('retry-after', limited.retryAfterSeconds)
        .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES));
    }
    app.metrics.remoteLoadFailures.inc({ remote });
    return ok(null);
  });
}

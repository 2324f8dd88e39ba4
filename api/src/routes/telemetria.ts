import {
  Codigo,
  REMOTE_LOAD_FAILURE_PATH,
  RemoteLoadFailureSchema,
  RUM_BALIZA_PATH,
  RUM_MAX_BODY_BYTES,
  RUM_PATH,
  RumBatchSchema,
} from '@area-cliente/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { failure, ok } from '../lib/envelope';
import { ApiError, Mensaje } from '../lib/errors';
import { parse } from '../lib/validate';
import { beaconFor } from '../rum/beacon';
import { recordRumBatch } from '../rum/record';
import { deployedVersions } from '../rum/versions';
import { limitFailures } from '../lib/limits';

/**
 * Reports one client IP may count per minute: a page whose five remotes all fail reports five, so a
 * customer reloading still counts, and no single client can inflate the counter an alert reads.
 */
export const TELEMETRY_MAX_PER_MINUTE = 10;

const RUM_NO_VALIDO = 'Los datos de medición no son válidos';
const RUM_SIN_BALIZA =
  'La baliza de medición no es válida o ha caducado: la página pedirá otra y enviará los datos con ella.';
const RUM_DEMASIADO_GRANDE = `Los datos de medición ocupan más de ${RUM_MAX_BODY_BYTES / 1024} KB.`;

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

  // One per page load (and one more after a login): a batch counts only under a beacon issued here.
  app.post(RUM_BALIZA_PATH, async (request, reply) => {
    const limited = await limitFailures(request, 'rum', app.config.rumMaxPerMinute);
    if (limited) {
      return reply
        .status(429)
        .header('retry-after', limited.retryAfterSeconds)
        .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES));
    }
    return reply.header('cache-control', 'no-store').send(ok(await beaconFor(app, request)));
  });

  app.post(
    RUM_PATH,
    {
      bodyLimit: RUM_MAX_BODY_BYTES,
      // Fastify refuses an oversized body before the handler: answer it with the envelope and why.
      errorHandler: (err: FastifyError, _request, reply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.status(413).send(failure(Codigo.ERROR_NEGOCIO, RUM_DEMASIADO_GRANDE));
        }
        throw err;
      },
    },
    async (request, reply) => {
      const parsed = v.safeParse(RumBatchSchema, request.body);
      if (!parsed.success) {
        // The field's path (views.0.route) helps whoever reads the answer; nothing of the value.
        const path = v.getDotPath(parsed.issues[0]);
        const where = path ? ` (campo ${path})` : '';
        throw new ApiError(Codigo.ERROR_NEGOCIO, `${RUM_NO_VALIDO}${where}.`, 400);
      }
      const limited = await limitFailures(request, 'rum', app.config.rumMaxPerMinute);
      if (limited) {
        return reply
          .status(429)
          .header('retry-after', limited.retryAfterSeconds)
          .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES));
      }
      const deployed = app.config.remotesInBucket ? undefined : deployedVersions(app.config.deployDir);
      const outcome = await recordRumBatch(app.db, app.metrics.rum, deployed, parsed.output, app.clock.now());
      // A replay answers like the batch it repeats (a beacon the browser retried is no error) and counts nothing.
      if (outcome === 'sin-baliza') throw new ApiError(Codigo.ERROR_NEGOCIO, RUM_SIN_BALIZA, 403);
      return ok(null);
    },
  );
}

import {
  Codigo,
  REMOTE_LOAD_FAILURE_PATH,
  RemoteLoadFailureSchema,
  RUM_MAX_BODY_BYTES,
  RUM_PATH,
  RumBatchSchema,
} from '@area-cliente/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { failure, ok } from '../lib/envelope';
import { ApiError, Mensaje } from '../lib/errors';
import { parse } from '../lib/validate';
import { recordRumBatch } from '../rum/record';
import { deployedVersions } from '../rum/versions';
import { limitFailures } from '../lib/limits';

/**
 * Reports one client IP may count per minute: a page whose five remotes all fail reports five, so a
 * customer reloading still counts, and no single client can inflate the counter an alert reads.
 */
export const TELEMETRY_MAX_PER_MINUTE = 10;

const RUM_NO_VALIDO = 'Los datos de medición no son válidos';
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
      await recordRumBatch(app.db, app.metrics.rum, deployed, parsed.output, app.clock.now());
      return ok(null);
    },
  );
}

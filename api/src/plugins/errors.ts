import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db';
import { failure } from '../lib/envelope';
import { ApiError, Mensaje } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { limitFailures } from '../lib/limits';

/** What a 503 for an unreachable database tells the client to wait: a restart takes a few seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure answers the envelope. Client errors say 'Petición incorrecta'; server errors are
 * logged and answered with codigo 1111 and no internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof ApiError) {
        // Missing or someone else's: the answer is the same, the log keeps who asked.
        if (err.statusCode === 404 && request.session) {
          securityEvent(request, 'access.not_found', { idCliente: request.session.idCliente });
        }
        return reply.status(err.statusCode).send(failure(err.codigo, err.mensaje));
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        const mensaje = status === 429 ? Mensaje.DEMASIADAS_PETICIONES : Mensaje.PETICION_INCORRECTA;
        return reply.status(status).send(failure(Codigo.ERROR_NEGOCIO, mensaje));
      }
      // The database is restarting or failing over: a moment, not a bug. The client may retry.
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ code: (err as { code?: string }).code }, 'Database unavailable');
        return reply
          .status(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send(failure(Codigo.ERROR_COMUNICACION, Mensaje.ERROR_COMUNICACION));
      }
      request.log.error({ err }, 'Unhandled error');
      return reply.status(500).send(failure(Codigo.ERROR_COMUNICACION, Mensaje.ERROR_COMUNICACION));
    });

    // An attacker could search for valid URLs if the 404 handling were not rate limited.
    app.decorate('sendNotFound', async (request: FastifyRequest, reply: FastifyReply) => {
      const limited = await limitFailures(request, 'no-encontrado');
      if (limited) {
        return reply
          .status(429)
          .header('retry-after', limited.retryAfterSeconds)
          .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES));
      }
      return reply.status(404).send(failure(Codigo.ERROR_NEGOCIO, Mensaje.NO_ENCONTRADO));
    });
    app.setNotFoundHandler((request, reply) => app.sendNotFound(request, reply));
  },
  { name: 'errors' },
);

/**
 * Fastify's own refusals before routing (a malformed or over-long path segment) answer the envelope
 * like any bad request, instead of Fastify's JSON naming its internals.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.PETICION_INCORRECTA));
}

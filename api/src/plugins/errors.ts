import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';
import { ApiError, Mensaje } from '../lib/errors';

/**
 * Every failure answers the envelope. Client errors say 'Petición incorrecta'; server errors are
 * logged and answered with codigo 1111 and no internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof ApiError) {
        return reply.status(err.statusCode).send(failure(err.codigo, err.mensaje));
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        const mensaje = status === 429 ? Mensaje.DEMASIADAS_PETICIONES : Mensaje.PETICION_INCORRECTA;
        return reply.status(status).send(failure(Codigo.ERROR_NEGOCIO, mensaje));
      }
      request.log.error({ err }, 'Unhandled error');
      return reply.status(500).send(failure(Codigo.ERROR_COMUNICACION, Mensaje.ERROR_COMUNICACION));
    });

    // An attacker could search for valid URLs if the 404 handling were not rate limited.
    const hits = new Map<string, { count: number; resetAt: number }>();
    app.decorate('sendNotFound', (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      let entry = hits.get(request.ip);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) hits.clear();
        entry = { count: 0, resetAt: now + 60_000 };
        hits.set(request.ip, entry);
      }
      entry.count += 1;
      if (entry.count > app.config.notFoundMaxPerMinute) {
        return reply
          .status(429)
          .header('retry-after', Math.ceil((entry.resetAt - now) / 1000))
          .send(failure(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES));
      }
      return reply.status(404).send(failure(Codigo.ERROR_NEGOCIO, Mensaje.NO_ENCONTRADO));
    });
    app.setNotFoundHandler((request, reply) => app.sendNotFound(request, reply));
  },
  { name: 'errors' },
);

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, cookieDispositivo, sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

/**
 * /v1/ac/user/*: login, the session's remaining time, the customer's open sessions and audit events
 * (logout among them).
 */
export default async function userRoutes(app: FastifyInstance) {
  const { sesiones } = app.services;
  route(app, CALLS.auth, {
    handler: async (request, { body, reply }) => {
      const { dispositivo, ...auth } = await sesiones.iniciar(callerOf(request), body);
      // A successful login makes this browser known (services/sesiones.ts).
      reply.header('set-cookie', cookieDispositivo(dispositivo));
      return auth;
    },
  });
  route(app, CALLS.insertAudit, {
    preHandler: requireSession,
    handler: (request, { body }) => sesiones.registrarAuditoria(sessionCallerOf(request), body),
  });
  // Looking is not activity: no requireSession (it would refresh the idle timer).
  route(app, CALLS.sesion, { handler: (request) => sesiones.estado(sessionToken(request)) });
  route(app, CALLS.mantenerSesion, {
    preHandler: requireSession,
    handler: (request) => sesiones.estado(sessionToken(request)),
  });
  route(app, CALLS.sesionesAbiertas, {
    preHandler: requireSession,
    handler: (request) => sesiones.abiertas(sessionCallerOf(request)),
  });
  route(app, CALLS.cerrarOtrasSesiones, {
    preHandler: requireSession,
    handler: (request) => sesiones.cerrarOtras(sessionCallerOf(request)),
  });
}

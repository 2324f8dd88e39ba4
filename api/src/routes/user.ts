import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import {
  cerrarOtrasSesiones,
  estadoSesion,
  iniciarSesion,
  registrarAuditoria,
  sesionesAbiertas,
} from '../services/sesiones';

/**
 * /v1/ac/user/*: login, the session's remaining time, the customer's open sessions and audit events
 * (logout among them).
 */
export default async function userRoutes(app: FastifyInstance) {
  route(app, CALLS.auth, { handler: (request, { body, reply }) => iniciarSesion(request, reply, body) });
  route(app, CALLS.insertAudit, {
    preHandler: requireSession,
    handler: (request, { body }) => registrarAuditoria(request, body),
  });
  // Looking is not activity: no requireSession (it would refresh the idle timer).
  route(app, CALLS.sesion, { handler: (request) => estadoSesion(request) });
  route(app, CALLS.mantenerSesion, {
    preHandler: requireSession,
    handler: (request) => estadoSesion(request),
  });
  route(app, CALLS.sesionesAbiertas, { preHandler: requireSession, handler: sesionesAbiertas });
  route(app, CALLS.cerrarOtrasSesiones, { preHandler: requireSession, handler: cerrarOtrasSesiones });
}

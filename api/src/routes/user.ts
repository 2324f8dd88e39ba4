import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { iniciarSesion, registrarAuditoria } from '../services/sesiones';

/** /v1/ac/user/*: login and audit events (logout among them). */
export default async function userRoutes(app: FastifyInstance) {
  route(app, CALLS.auth, { handler: (request, { body }) => iniciarSesion(request, body) });
  route(app, CALLS.insertAudit, {
    preHandler: requireSession,
    handler: (request, { body }) => registrarAuditoria(request, body),
  });
}

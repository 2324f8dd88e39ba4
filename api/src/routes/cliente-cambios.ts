import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { cambiarClave, cambiarEmail, cambiarTelefono } from '../services/cliente-cambios';

/** The customer's own phone, e-mail and password (services/cliente-cambios.ts). */
export default async function clienteCambiosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  route(app, CALLS.actualizaTelefono, { handler: (request, { body }) => cambiarTelefono(request, body) });
  route(app, CALLS.actualizaEmail, { handler: (request, { body }) => cambiarEmail(request, body) });
  route(app, CALLS.actualizarPasswordCliente, {
    handler: (request, { body }) => cambiarClave(request, body),
  });
}

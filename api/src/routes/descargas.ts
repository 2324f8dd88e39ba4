import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/**
 * POST /v1/ac/descargas/token: a short-lived token for one of the caller's documents. Asking for it is
 * opening the document: one 'Mis documentos' lists is marked read, whichever screen opens it.
 */
export default async function descargasRoutes(app: FastifyInstance) {
  route(app, CALLS.descargaToken, {
    preHandler: requireSession,
    handler: (request, { body: { tipo, referencia } }) =>
      app.services.descargas.abrir(sessionCallerOf(request), tipo, referencia),
  });
}

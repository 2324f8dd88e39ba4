import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { contarNoLeidos, listarDocumentos } from '../repositories/documentos-bandeja';

/**
 * 'Mis documentos' (issue #32): the caller's documents, a page at a time, and the header's unread
 * count. Only the caller's own documents are ever read (the session's client in every statement); a
 * policy filter naming another customer's policy finds nothing, like an unknown one. Documents are
 * marked read where they are opened: POST /descargas/token.
 */
export default async function documentosRoutes(app: FastifyInstance) {
  route(app, CALLS.documentos, {
    preHandler: requireSession,
    handler: async (request, { body }) =>
      listarDocumentos(app.db, sessionOf(request).idCliente, isoDay(app.clock.now()), body),
  });
  route(app, CALLS.documentosNoLeidos, {
    preHandler: requireSession,
    handler: async (request) => ({
      noLeidos: await contarNoLeidos(app.db, sessionOf(request).idCliente, isoDay(app.clock.now())),
    }),
  });
}

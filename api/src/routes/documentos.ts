import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/**
 * 'Mis documentos' (services/mis-documentos.ts): the caller's documents, a page at a time, and the
 * header's unread count. Documents are marked read where they are opened: POST /descargas/token;
 * notices, by POST /documentos/avisos/:id/leido.
 */
export default async function documentosRoutes(app: FastifyInstance) {
  const { misDocumentos } = app.services;
  route(app, CALLS.documentos, {
    preHandler: requireSession,
    handler: (request, { body }) => misDocumentos.documentos(sessionCallerOf(request), body),
  });
  route(app, CALLS.documentosNoLeidos, {
    preHandler: requireSession,
    handler: (request) => misDocumentos.documentosNoLeidos(sessionCallerOf(request)),
  });
  // 'Avisos': the caller's notices; opening one marks it read (another customer's id: not found).
  route(app, CALLS.avisosBandeja, {
    preHandler: requireSession,
    handler: (request) => misDocumentos.avisos(sessionCallerOf(request)),
  });
  route(app, CALLS.avisosNoLeidos, {
    preHandler: requireSession,
    handler: (request) => misDocumentos.avisosNoLeidos(sessionCallerOf(request)),
  });
  route(app, CALLS.marcaAvisoLeido, {
    preHandler: requireSession,
    params: v.object({ idAviso: IdParamSchema }),
    handler: (request, { params: { idAviso } }) =>
      misDocumentos.marcarAviso(sessionCallerOf(request), idAviso),
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import { AVISOS_EN_BANDEJA, IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { contarAvisosNoLeidos, listarAvisos, marcarAvisoLeido } from '../repositories/avisos-bandeja';
import { contarNoLeidos, listarDocumentos } from '../repositories/documentos-bandeja';

/**
 * 'Mis documentos': the caller's documents, a page at a time, and the header's unread
 * count. Only the caller's own documents are ever read (the session's client in every statement); a
 * policy filter naming another customer's policy finds nothing, like an unknown one. Documents are
 * marked read where they are opened: POST /descargas/token; notices, by POST /documentos/avisos/:id/leido.
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
  // 'Avisos': the caller's notices; opening one marks it read (another customer's id: not found).
  route(app, CALLS.avisosBandeja, {
    preHandler: requireSession,
    handler: async (request) => listarAvisos(app.db, sessionOf(request).idCliente, AVISOS_EN_BANDEJA),
  });
  route(app, CALLS.avisosNoLeidos, {
    preHandler: requireSession,
    handler: async (request) => ({
      avisosNoLeidos: await contarAvisosNoLeidos(app.db, sessionOf(request).idCliente),
    }),
  });
  route(app, CALLS.marcaAvisoLeido, {
    preHandler: requireSession,
    params: v.object({ idAviso: IdParamSchema }),
    handler: async (request, { params: { idAviso } }) => {
      const { idCliente } = sessionOf(request);
      if (!(await marcarAvisoLeido(app.db, idCliente, idAviso, app.clock.now()))) throw notFound();
      return { avisosNoLeidos: await contarAvisosNoLeidos(app.db, idCliente) };
    },
  });
}

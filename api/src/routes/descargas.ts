import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ownsDownload } from '../repositories/download-tokens';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { abrirDescarga } from '../services/descargas';

/**
 * POST /v1/ac/descargas/token: a short-lived token for one of the caller's documents. Asking for it is
 * opening the document: one 'Mis documentos' lists is marked read (issue #32), whichever screen opens it.
 */
export default async function descargasRoutes(app: FastifyInstance) {
  route(app, CALLS.descargaToken, {
    preHandler: requireSession,
    handler: async (request, { body: { tipo, referencia } }) => {
      const { idCliente, idSesion } = sessionOf(request);
      // Another client's document answers exactly like a missing one.
      if (!(await ownsDownload(app.db, idCliente, tipo, referencia))) throw notFound();
      return abrirDescarga(app.db, app.clock, { idCliente, idSesion, tipo, referencia });
    },
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { esDescargaBandeja, marcarLeido } from '../repositories/documentos-bandeja';
import { issueDownloadToken, ownsDownload } from '../repositories/download-tokens';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';

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
      return app.db.transaction(async (tx) => {
        const token = await issueDownloadToken(tx, app.clock, { idCliente, idSesion, tipo, referencia });
        if (esDescargaBandeja(tipo)) await marcarLeido(tx, idCliente, tipo, referencia, app.clock.now());
        return token;
      });
    },
  });
}

import { DescargaTokenRequestSchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { issueDownloadToken, ownsDownload } from '../downloads/tokens';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';

/** POST /v1/ac/descargas/token: a short-lived token for one of the caller's documents. */
export default async function descargasRoutes(app: FastifyInstance) {
  app.post('/descargas/token', { preHandler: requireSession }, async (request) => {
    const { tipo, referencia } = parse(DescargaTokenRequestSchema, request.body);
    const { idCliente, idSesion } = sessionOf(request);
    // Another client's document answers exactly like a missing one.
    if (!(await ownsDownload(app.db, idCliente, tipo, referencia))) throw notFound();
    return ok(await issueDownloadToken(app.db, app.clock, { idCliente, idSesion, tipo, referencia }));
  });
}

import { CALLS, JUSTIFICANTE_RECLAMACION_PATH } from '@area-cliente/shared/contract';
import { normalizaCodigoReclamacion } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendDownloadUnavailable, sendPdf } from '../downloads/send-pdf';
import { sessionCallerOf } from '../lib/caller';
import { route, routePath } from '../lib/route';
import { justificanteReclamacionPdf, nombreFicheroJustificante } from '../pdf/justificante-reclamacion';
import { notFound } from '../lib/errors';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { spendDownloadToken } from '../repositories/download-tokens';
import { asuntosReclamacion, reclamacionPorCodigo } from '../repositories/reclamaciones';

// A malformed code answers like an unknown one (404), not 400, so both look alike.
const CodigoParams = v.object({ codigo: CodigoEnRutaSchema });

/** Complaints to the customer service department: file, list, read, reject the answer. */
export default async function reclamacionesRoutes(app: FastifyInstance) {
  const { reclamaciones } = app.services;
  route(app, CALLS.reclamacionAsuntos, {
    preHandler: requireSession,
    handler: async (request) => ({ asuntos: await asuntosReclamacion(app.db, sessionOf(request).idCliente) }),
  });
  route(app, CALLS.reclamaciones, {
    preHandler: requireSession,
    handler: (request) => reclamaciones.listar(sessionCallerOf(request)),
  });
  route(app, CALLS.presentaReclamacion, {
    preHandler: requireSession,
    handler: (request, { body }) => reclamaciones.presentar(sessionCallerOf(request), body),
  });
  route(app, CALLS.reclamacion, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) => reclamaciones.ver(sessionCallerOf(request), params.codigo),
  });
  route(app, CALLS.rechazaRespuestaReclamacion, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) =>
      reclamaciones.rechazarRespuesta(sessionCallerOf(request), params.codigo),
  });

  route(app, CALLS.tokenJustificanteReclamacion, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: async (request, { params }) => {
      const codigo = normalizaCodigoReclamacion(params.codigo);
      if (codigo === null) throw notFound();
      // Another customer's complaint answers exactly like a missing one; opened here, it is read in
      // 'Mis documentos' too.
      return app.services.descargas.abrir(sessionCallerOf(request), 'RECLAMACION', codigo);
    },
  });

  // The acknowledgement PDF, opened in a new tab with a one-use download token (no session header).
  app.get<{ Params: { codigo: string; token: string } }>(
    routePath(JUSTIFICANTE_RECLAMACION_PATH),
    async (request, reply) => {
      const codigo = normalizaCodigoReclamacion(request.params.codigo);
      if (codigo === null) return sendDownloadUnavailable(request, reply);
      const idCliente = await spendDownloadToken(app.db, app.clock, {
        token: request.params.token,
        tipo: 'RECLAMACION',
        referencia: codigo,
      });
      const r = idCliente === null ? undefined : await reclamacionPorCodigo(app.db, idCliente, codigo);
      if (!r) return sendDownloadUnavailable(request, reply);
      return sendPdf(
        reply,
        nombreFicheroJustificante(codigo),
        await app.pdf.render(justificanteReclamacionPdf(r)),
      );
    },
  );
}

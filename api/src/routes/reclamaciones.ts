import { CALLS, JUSTIFICANTE_RECLAMACION_PATH } from '@area-cliente/shared/contract';
import { normalizaCodigoReclamacion } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { downloadRoute } from '../downloads/download-route';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession } from '../plugins/session';

// A malformed code answers like an unknown one (404), not 400, so both look alike.
const CodigoParams = v.object({ codigo: CodigoEnRutaSchema });

/** Complaints to the customer service department: file, list, read, reject the answer. */
export default async function reclamacionesRoutes(app: FastifyInstance) {
  const { reclamaciones } = app.services;
  route(app, CALLS.reclamacionAsuntos, {
    preHandler: requireSession,
    handler: (request) => reclamaciones.asuntos(sessionCallerOf(request)),
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
    handler: (request, { params }) =>
      reclamaciones.tokenJustificante(sessionCallerOf(request), params.codigo),
  });

  // The acknowledgement PDF, opened in a new tab with a one-use download token (no session header).
  downloadRoute(app, JUSTIFICANTE_RECLAMACION_PATH, {
    tipo: 'RECLAMACION',
    referencia: ({ codigo }) => normalizaCodigoReclamacion(codigo),
    documento: reclamaciones.justificante,
  });
}

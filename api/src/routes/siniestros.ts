import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import { LINEAS_CON_SINIESTROS, UUID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { downloadRoute } from '../downloads/download-route';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession } from '../plugins/session';

/** Each claim read (SPEC §7) and the policy line it serves. */
const LINEAS = LINEAS_CON_SINIESTROS.map((l) => [CALLS[l.siniestros.llamada], l.ramo] as const);

/** Claim detail reads (one shape for every line) and the download of claim documents. */
export default async function siniestrosRoutes(app: FastifyInstance) {
  const { siniestros } = app.services;
  for (const [spec, ramo] of LINEAS) {
    route(app, spec, {
      preHandler: requireSession,
      params: v.object({ numSiniestro: CodigoEnRutaSchema }),
      handler: (request, { params: { numSiniestro } }) =>
        siniestros.detalle(sessionCallerOf(request), ramo, numSiniestro),
    });
  }

  downloadRoute(app, DOWNLOADS.documento, {
    tipo: 'DOCUMENTO',
    referencia: ({ uuid }) => (UUID_EN_RUTA.test(uuid) ? uuid : null),
    documento: siniestros.documento,
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession } from '../plugins/session';

/** Partner workshops near a postcode, and a claim's workshop changed while it is open. */
export default async function talleresRoutes(app: FastifyInstance) {
  const { talleres } = app.services;
  route(app, CALLS.talleresCercanos, {
    preHandler: requireSession,
    params: v.object({ codPostal: CodigoEnRutaSchema }),
    handler: (request, { params: { codPostal } }) => talleres.cercanos(sessionCallerOf(request), codPostal),
  });
  route(app, CALLS.cambiaTallerSiniestro, {
    preHandler: requireSession,
    params: v.object({ numSiniestro: CodigoEnRutaSchema }),
    handler: (request, { params: { numSiniestro }, body }) =>
      talleres.cambiar(sessionCallerOf(request), numSiniestro, body),
  });
}

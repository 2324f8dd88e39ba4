import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { requireSession } from '../plugins/session';

const params = v.object({ idPoliza: IdParamSchema });

/** 'Modificar la póliza': what a policy allows to change, the quote and the confirmation (services/suplementos.ts). */
export default async function suplementosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  const { suplementos } = app.services;

  route(app, CALLS.opcionesSuplemento, {
    params,
    handler: (request, { params: { idPoliza } }) => suplementos.opciones(sessionCallerOf(request), idPoliza),
  });
  route(app, CALLS.presupuestoSuplemento, {
    params,
    handler: (request, { params: { idPoliza }, body }) =>
      suplementos.presupuesto(sessionCallerOf(request), idPoliza, body),
  });
  // The PIN is keyed with the session's own token (services/pin.ts).
  route(app, CALLS.confirmaSuplemento, {
    params,
    handler: (request, { params: { idPoliza }, body }) =>
      suplementos.confirmar(sessionCallerOf(request), sessionToken(request), idPoliza, body),
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { sessionToken } from '../lib/session-request';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession } from '../plugins/session';

const PARAMS = v.object({ uuid: CodigoEnRutaSchema });

/** Signing a claim document with an SMS PIN (services/firma-documento.ts). */
export default async function firmaDocumentoRoutes(app: FastifyInstance) {
  const { firmaDocumento } = app.services;
  // The PIN is keyed with the session's own token (services/pin.ts).
  route(app, CALLS.pinFirmaDocumento, {
    preHandler: requireSession,
    params: PARAMS,
    handler: (request, { params }) =>
      firmaDocumento.pin(sessionCallerOf(request), sessionToken(request), params.uuid),
  });
  route(app, CALLS.firmaDocumento, {
    preHandler: requireSession,
    params: PARAMS,
    handler: (request, { params, body }) =>
      firmaDocumento.firmar(sessionCallerOf(request), sessionToken(request), params.uuid, body),
  });
}

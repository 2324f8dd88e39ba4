import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { firmaDocumento, pinFirmaDocumento } from '../services/firma-documento';

const PARAMS = v.object({ uuid: v.string() });

/** Signing a claim document with an SMS PIN (services/firma-documento.ts). */
export default async function firmaDocumentoRoutes(app: FastifyInstance) {
  route(app, CALLS.pinFirmaDocumento, {
    preHandler: requireSession,
    params: PARAMS,
    handler: (request, { params }) => pinFirmaDocumento(request, params.uuid),
  });
  route(app, CALLS.firmaDocumento, {
    preHandler: requireSession,
    params: PARAMS,
    handler: (request, { params, body }) => firmaDocumento(request, params.uuid, body),
  });
}

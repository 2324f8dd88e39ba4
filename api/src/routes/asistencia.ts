import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { CodigoEnRutaSchema } from '../lib/validate';
import { requireSession } from '../plugins/session';

const PolizaParams = v.object({ idPoliza: IdParamSchema });
// A malformed code answers like an unknown one (404), so both look alike.
const CodigoParams = v.object({ codigo: CodigoEnRutaSchema });

/** Roadside assistance: the form's start, the request, its tracking page, its cancel, the policy's list. */
export default async function asistenciaRoutes(app: FastifyInstance) {
  const { asistencia } = app.services;
  route(app, CALLS.asistenciaNueva, {
    params: PolizaParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistencia.nueva(sessionCallerOf(request), params.idPoliza),
  });
  route(app, CALLS.pideAsistencia, {
    preHandler: requireSession,
    handler: (request, { body }) => asistencia.pedir(sessionCallerOf(request), body),
  });
  route(app, CALLS.asistenciasAbiertas, {
    preHandler: requireSession,
    handler: (request) => asistencia.abiertas(sessionCallerOf(request)),
  });
  route(app, CALLS.asistencia, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistencia.ver(sessionCallerOf(request), params.codigo),
  });
  route(app, CALLS.cancelaAsistencia, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistencia.cancelar(sessionCallerOf(request), params.codigo),
  });
  route(app, CALLS.asistenciasPoliza, {
    params: PolizaParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistencia.dePoliza(sessionCallerOf(request), params.idPoliza),
  });
}

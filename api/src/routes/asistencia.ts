import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

// Any text: a malformed id or code answers like an unknown one (404), so both look alike.
const PolizaParams = v.object({ idPoliza: v.string() });
const CodigoParams = v.object({ codigo: v.string() });

const idDeRuta = (texto: string) => (/^[1-9]\d{0,14}$/.test(texto) ? Number(texto) : 0);

/** Roadside assistance (issue #32): the form's start, the request, its tracking page, its cancel, the policy's list. */
export default async function asistenciaRoutes(app: FastifyInstance) {
  const { asistencia } = app.services;
  route(app, CALLS.asistenciaNueva, {
    params: PolizaParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistencia.nueva(sessionCallerOf(request), idDeRuta(params.idPoliza)),
  });
  route(app, CALLS.pideAsistencia, {
    preHandler: requireSession,
    handler: (request, { body }) => asistencia.pedir(sessionCallerOf(request), body),
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
    handler: (request, { params }) =>
      asistencia.dePoliza(sessionCallerOf(request), idDeRuta(params.idPoliza)),
  });
}

import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import {
  asistenciasPoliza,
  cancelarAsistencia,
  nuevaAsistencia,
  pedirAsistencia,
  verAsistencia,
} from '../services/asistencia';

// Any text: a malformed id or code answers like an unknown one (404), so both look alike.
const PolizaParams = v.object({ idPoliza: v.string() });
const CodigoParams = v.object({ codigo: v.string() });

const idDeRuta = (texto: string) => (/^[1-9]\d{0,14}$/.test(texto) ? Number(texto) : 0);

/** Roadside assistance (issue #32): the form's start, the request, its tracking page, its cancel, the policy's list. */
export default async function asistenciaRoutes(app: FastifyInstance) {
  route(app, CALLS.asistenciaNueva, {
    params: PolizaParams,
    preHandler: requireSession,
    handler: (request, { params }) => nuevaAsistencia(request, idDeRuta(params.idPoliza)),
  });
  route(app, CALLS.pideAsistencia, {
    preHandler: requireSession,
    handler: (request, { body }) => pedirAsistencia(request, body),
  });
  route(app, CALLS.asistencia, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) => verAsistencia(request, params.codigo),
  });
  route(app, CALLS.cancelaAsistencia, {
    params: CodigoParams,
    preHandler: requireSession,
    handler: (request, { params }) => cancelarAsistencia(request, params.codigo),
  });
  route(app, CALLS.asistenciasPoliza, {
    params: PolizaParams,
    preHandler: requireSession,
    handler: (request, { params }) => asistenciasPoliza(request, idDeRuta(params.idPoliza)),
  });
}

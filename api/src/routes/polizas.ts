import { CALLS, type CallSpec } from '@area-cliente/shared/contract';
import { IdParamSchema, NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { resolveLinks } from '../config/links';
import { sessionCallerOf, type SessionCaller } from '../lib/caller';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { requestOrigin } from './enlaces';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });
const NumPolizaParams = v.object({ numPoliza: v.pipe(v.string(), v.regex(NUMERO_EN_RUTA)) });
const IdClienteParams = v.object({ idCliente: IdParamSchema });

type DetalleById<T> = (caller: SessionCaller, idPoliza: number) => Promise<T>;

/** GET /v1/ac/polizas-*: the caller's policy details, one route per line (SPEC §7). */
export default async function polizasRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  const { polizas } = app.services;

  // An address this deployment has not configured answers like a missing one (no broken link).
  const configuredLink = (request: FastifyRequest, key: 'hnaAreaCliente' | 'contratosInteractivos') => {
    const url = resolveLinks(app.config.links, requestOrigin(request))[key];
    if (!url) throw notFound();
    return url;
  };
  const byId = <C extends CallSpec>(spec: C, detalle: DetalleById<v.InferOutput<C['data']>>) =>
    route(app, spec, {
      params: IdPolizaParams,
      handler: (request, { params }) => detalle(sessionCallerOf(request), params.idPoliza),
    });

  byId(CALLS.polizaVeh, polizas.veh);
  byId(CALLS.polizaHog, polizas.hog);
  byId(CALLS.polizaDec, polizas.dec);
  byId(CALLS.polizaSaludMMT, polizas.saludMMT);
  byId(CALLS.polizaMov, polizas.mov);
  byId(CALLS.polizaNeg, polizas.neg);
  byId(CALLS.polizaAcc, polizas.acc);
  byId(CALLS.polizaMasc, polizas.masc);

  route(app, CALLS.polizaSalud, {
    params: NumPolizaParams,
    handler: (request, { params }) => polizas.salud(sessionCallerOf(request), params.numPoliza),
  });

  route(app, CALLS.urlHnaAreaCliente, {
    params: IdClienteParams,
    handler: async (request, { params: { idCliente } }) => {
      await polizas.exigirPolizaHna(sessionCallerOf(request), idCliente);
      return { url: configuredLink(request, 'hnaAreaCliente') };
    },
  });

  route(app, CALLS.urlContratosInteractivos, {
    handler: async (request) => ({ url: configuredLink(request, 'contratosInteractivos') }),
  });
}

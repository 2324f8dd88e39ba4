import { CALLS, type CallSpec } from '@area-cliente/shared/contract';
import { IdParamSchema, NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { resolveLinks } from '../config/links';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import {
  findPolizaAcc,
  findPolizaDec,
  findPolizaHog,
  findPolizaMasc,
  findPolizaMov,
  findPolizaNeg,
  findPolizaSalud,
  findPolizaSaludMMT,
  findPolizaVeh,
  hasPolizaHnaEnVigor,
} from '../repositories/polizas';
import { requestOrigin } from './enlaces';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });
const NumPolizaParams = v.object({ numPoliza: v.pipe(v.string(), v.regex(NUMERO_EN_RUTA)) });
const IdClienteParams = v.object({ idCliente: IdParamSchema });

type FindById<T> = (
  db: FastifyInstance['db'],
  idCliente: number,
  idPoliza: number,
  today: string,
) => Promise<T | undefined>;

/** GET /v1/ac/polizas-*: the caller's policy details, one route per line (SPEC §7). */
export default async function polizasRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  const today = () => isoDay(app.clock.now());
  // An address this deployment has not configured answers like a missing one (no broken link).
  const configuredLink = (request: FastifyRequest, key: 'hnaAreaCliente' | 'contratosInteractivos') => {
    const url = resolveLinks(app.config.links, requestOrigin(request))[key];
    if (!url) throw notFound();
    return url;
  };
  // Another customer's policy, or one of another line, answers exactly like a missing one.
  const found = <T>(poliza: T | undefined): T => {
    if (!poliza) throw notFound();
    return poliza;
  };
  const byId = <C extends CallSpec>(spec: C, find: FindById<v.InferOutput<C['data']>>) =>
    route(app, spec, {
      params: IdPolizaParams,
      handler: async (request, { params }) =>
        found(await find(app.db, sessionOf(request).idCliente, params.idPoliza, today())),
    });

  byId(CALLS.polizaVeh, findPolizaVeh);
  byId(CALLS.polizaHog, findPolizaHog);
  byId(CALLS.polizaDec, findPolizaDec);
  byId(CALLS.polizaSaludMMT, findPolizaSaludMMT);
  byId(CALLS.polizaMov, findPolizaMov);
  byId(CALLS.polizaNeg, findPolizaNeg);
  byId(CALLS.polizaAcc, findPolizaAcc);
  byId(CALLS.polizaMasc, findPolizaMasc);

  route(app, CALLS.polizaSalud, {
    params: NumPolizaParams,
    handler: async (request, { params }) =>
      found(await findPolizaSalud(app.db, sessionOf(request).idCliente, params.numPoliza, today())),
  });

  // The partner's client area is offered to the caller only, and only with a partner policy.
  route(app, CALLS.urlHnaAreaCliente, {
    params: IdClienteParams,
    handler: async (request, { params: { idCliente } }) => {
      if (idCliente !== sessionOf(request).idCliente) throw notFound();
      if (!(await hasPolizaHnaEnVigor(app.db, idCliente))) throw notFound();
      return { url: configuredLink(request, 'hnaAreaCliente') };
    },
  });

  route(app, CALLS.urlContratosInteractivos, {
    handler: async (request) => ({ url: configuredLink(request, 'contratosInteractivos') }),
  });
}

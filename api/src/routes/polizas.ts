import { IdParamSchema, NUMERO_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Queryable } from '../db';
import { isoDay } from '../lib/clock';
import { resolveLinks } from '../config/links';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
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
} from '../repositories/polizas';
import { requestOrigin } from './enlaces';

const IdPolizaParams = v.object({ idPoliza: IdParamSchema });
const NumPolizaParams = v.object({ numPoliza: v.pipe(v.string(), v.regex(NUMERO_EN_RUTA)) });
const IdClienteParams = v.object({ idCliente: IdParamSchema });

type FindById<T> = (
  db: Queryable,
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
  const byId = <T>(path: string, find: FindById<T>) =>
    app.get(path, async (request: FastifyRequest) => {
      const { idPoliza } = parse(IdPolizaParams, request.params);
      return ok(found(await find(app.db, sessionOf(request).idCliente, idPoliza, today())));
    });

  byId('/polizas-veh/:idPoliza', findPolizaVeh);
  byId('/polizas-hog/:idPoliza', findPolizaHog);
  byId('/polizas-dec/:idPoliza', findPolizaDec);
  byId('/polizas-saludMMT/:idPoliza', findPolizaSaludMMT);
  byId('/polizas-mov/:idPoliza', findPolizaMov);
  byId('/polizas-neg/:idPoliza', findPolizaNeg);
  byId('/polizas-acc/:idPoliza', findPolizaAcc);
  byId('/polizas-masc/:idPoliza', findPolizaMasc);

  app.get('/polizas-salud/:numPoliza', async (request) => {
    const { numPoliza } = parse(NumPolizaParams, request.params);
    return ok(found(await findPolizaSalud(app.db, sessionOf(request).idCliente, numPoliza, today())));
  });

  // The partner's client area is offered to the caller only, and only with a partner policy.
  app.get('/urlHnaAreaCliente/:idCliente', async (request) => {
    const { idCliente } = parse(IdClienteParams, request.params);
    if (idCliente !== sessionOf(request).idCliente) throw notFound();
    const hna = await app.db.maybe(
      `SELECT 1 FROM polizas WHERE id_cliente = $1 AND ramo = 'SALUD_HNA' AND estado = 'VIGOR'`,
      [idCliente],
    );
    if (!hna) throw notFound();
    return ok({ url: configuredLink(request, 'hnaAreaCliente') });
  });

  app.get('/getUrlContratosInteractivos', async (request) =>
    ok({ url: configuredLink(request, 'contratosInteractivos') }),
  );
}

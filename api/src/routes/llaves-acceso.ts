import { CALLS } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { callerOf, cookieDispositivo, sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { llavesAccesoService, type OrigenPeticion } from '../services/llaves-acceso';

const ParamsLlave = v.object({ idLlave: IdParamSchema });

/** Where the request came to (the demo's relying party is the host it is served from). */
const origenDe = (request: FastifyRequest): OrigenPeticion => ({
  protocol: request.protocol,
  host: request.host,
  origin: request.headers.origin,
});

/**
 * Passkeys (services/llaves-acceso.ts): the caller's, in 'Mis datos' (a session required), the login
 * with one (none), and the options of a change confirmed with one.
 */
export default async function llavesAccesoRoutes(app: FastifyInstance) {
  const llaves = llavesAccesoService(app);

  route(app, CALLS.llavesAcceso, {
    preHandler: requireSession,
    handler: (request) => llaves.listar(sessionCallerOf(request)),
  });
  route(app, CALLS.opcionesRegistroLlave, {
    preHandler: requireSession,
    handler: (request) => llaves.opcionesRegistro(sessionCallerOf(request), origenDe(request)),
  });
  route(app, CALLS.registraLlave, {
    preHandler: requireSession,
    handler: (request, { body }) => llaves.registrar(sessionCallerOf(request), body.respuesta),
  });
  route(app, CALLS.eliminaLlave, {
    preHandler: requireSession,
    params: ParamsLlave,
    handler: (request, { params }) => llaves.eliminar(sessionCallerOf(request), params.idLlave),
  });
  route(app, CALLS.opcionesConfirmacionLlave, {
    preHandler: requireSession,
    handler: (request) => llaves.opcionesConfirmacion(sessionCallerOf(request), origenDe(request)),
  });

  route(app, CALLS.opcionesAccesoLlave, {
    handler: (request) => llaves.opcionesAcceso(callerOf(request), origenDe(request)),
  });
  route(app, CALLS.accesoLlave, {
    handler: async (request, { body, reply }) => {
      const { dispositivo, ...auth } = await llaves.acceder(callerOf(request), body.respuesta);
      // As the password login (routes/user.ts): this browser is known to the key's owner from now on.
      reply.header('set-cookie', cookieDispositivo(dispositivo));
      return auth;
    },
  });
}

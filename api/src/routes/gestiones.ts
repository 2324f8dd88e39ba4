import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { TELEFONO_INCORRECTO, TelefonoSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionCallerOf } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

/** Call-back requests (creaGestionCliente). */
export default async function gestionesRoutes(app: FastifyInstance) {
  route(app, CALLS.creaGestionCliente, {
    preHandler: requireSession,
    onInvalidBody: (raw) => {
      if (!v.is(TelefonoSchema, (raw as { telefono?: unknown } | null)?.telefono)) {
        // The SPEC §5 phone message, answered by the server too so a bad number never fails silently.
        throw new ApiError(Codigo.ERROR_NEGOCIO, TELEFONO_INCORRECTO, 400);
      }
    },
    handler: (request, { body }) => app.services.gestiones.solicitarLlamada(sessionCallerOf(request), body),
  });
}

import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { TelefonoSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { solicitarLlamada } from '../services/gestiones';

/** SPEC §5 phone message, answered by the server too so a bad number never fails silently. */
export const TELEFONO_INCORRECTO = 'Número de telefono incorrecto';

/** Call-back requests (creaGestionCliente). */
export default async function gestionesRoutes(app: FastifyInstance) {
  route(app, CALLS.creaGestionCliente, {
    preHandler: requireSession,
    onInvalidBody: (raw) => {
      if (!v.is(TelefonoSchema, (raw as { telefono?: unknown } | null)?.telefono)) {
        throw new ApiError(Codigo.ERROR_NEGOCIO, TELEFONO_INCORRECTO, 400);
      }
    },
    handler: (request, { body }) => solicitarLlamada(request, body),
  });
}

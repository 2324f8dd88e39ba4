import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { TELEFONO_INCORRECTO, TelefonoSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession, sessionOf } from '../plugins/session';
import { findCliente } from '../repositories/clientes';
import { countGestionesSince, insertGestion } from '../repositories/gestiones';

export const DEMASIADAS_GESTIONES =
  'Ya hemos recibido varias solicitudes tuyas. Te llamaremos lo antes posible.';

/** A client may ask for a few call-backs an hour; more is abuse of the office's phone queue. */
const MAX_GESTIONES_POR_HORA = 5;

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
    handler: async (request, { body }) => {
      const now = app.clock.now();
      const { idCliente } = sessionOf(request);
      const cliente = await findCliente(app.db, idCliente, isoDay(now));
      if (!cliente) throw notFound();
      const hourAgo = new Date(now.getTime() - 3_600_000);
      if ((await countGestionesSince(app.db, idCliente, hourAgo)) >= MAX_GESTIONES_POR_HORA) {
        throw new ApiError(Codigo.ERROR_NEGOCIO, DEMASIADAS_GESTIONES, 429);
      }
      // The office comes from the client's own record: the ids in the body are not trusted.
      await insertGestion(app.db, {
        idCliente,
        telefono: body.telefono,
        asunto: body.asunto,
        idWorkerPropio: cliente.idWorkerPropioCliente,
        idOwnerPropio: cliente.idOwnerPropioCliente,
        now,
      });
      return null;
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { callerOf } from '../lib/caller';
import { ok } from '../lib/envelope';

export const NOTIFICACION_PATH = '/recibos/pasarela/notificacion';

/**
 * The gateway's server-to-server notification. No session: the HMAC signature is the credential,
 * and only a valid one can mark a receipt paid.
 */
export default async function pasarelaRoutes(app: FastifyInstance) {
  app.post(NOTIFICACION_PATH, async (request) =>
    ok(await app.services.pagos.notificar(callerOf(request), request.body)),
  );
}

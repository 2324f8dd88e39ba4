import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redDeIp } from '../lib/dispositivo';
import { registrationToken, sessionPolicy } from '../lib/session-request';
import { clientKey, issueBeacon } from '../repositories/rum-clientes';
import { peekSession } from '../repositories/sessions';

/** How long a page load's beacon counts: the shell asks for a new one after it. */
export const BEACON_TTL_MS = 2 * 3_600_000;

/**
 * A beacon for the calling page load: counted as its signed-in customer when the call carries a live
 * session (read without counting as activity), else as its network. Never an error for a session that
 * is over: a beacon is not worth a login.
 */
export async function beaconFor(app: FastifyInstance, request: FastifyRequest) {
  const now = app.clock.now();
  const token = registrationToken(request);
  const session = token ? await peekSession(app.db, token, now, sessionPolicy(app)) : undefined;
  const who = session ? `c:${session.idCliente}` : `ip:${redDeIp(request.ip)}`;
  const caduca = new Date(now.getTime() + BEACON_TTL_MS);
  const baliza = await issueBeacon(
    app.db,
    { cliente: await clientKey(app.db, who), conSesion: session !== undefined },
    caduca,
  );
  return { baliza, caduca: caduca.toISOString() };
}

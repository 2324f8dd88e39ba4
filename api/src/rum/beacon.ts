import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrationToken, sessionPolicy } from '../lib/session-request';
import { clientKey, issueBeacon } from '../repositories/rum-clientes';
import { peekSession } from '../repositories/sessions';

/** How long a page load's beacon counts: the shell asks for a new one after it. */
export const BEACON_TTL_MS = 2 * 3_600_000;

/**
 * The network a client address stands for: an IPv4 address, or an IPv6 /64 (one subscriber's whole
 * prefix, which one home or one server can spread across at will).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A beacon for the calling page load: counted as its signed-in customer when the call carries a live
 * session (read without counting as activity), else as its network. Never an error for a session that
 * is over: a beacon is not worth a login.
 */
export async function beaconFor(app: FastifyInstance, request: FastifyRequest) {
  const now = app.clock.now();
  const token = registrationToken(request);
  const session = token ? await peekSession(app.db, token, now, sessionPolicy(app)) : undefined;
  const who = session ? `c:${session.idCliente}` : `ip:${networkOf(request.ip)}`;
  const caduca = new Date(now.getTime() + BEACON_TTL_MS);
  const baliza = await issueBeacon(
    app.db,
    { cliente: await clientKey(app.db, who), conSesion: session !== undefined },
    caduca,
  );
  return { baliza, caduca: caduca.toISOString() };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { goToLogin, sessionExpired } from '../lib/errors';
import { touchSession } from '../repositories/sessions';

export const TOKEN_HEADER = 'auth-token';
/** What the front end sends while logged out. */
const NO_TOKEN = 'no-token';

/**
 * `requireSession` guards protected routes: no token → 1300 (go to login); an unknown, revoked or
 * expired one → 1200 (session expired). Both answer HTTP 401.
 */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('session', null);
  },
  { name: 'session' },
);

export async function requireSession(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const raw = request.headers[TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token || token === NO_TOKEN) throw goToLogin();
  const found = await touchSession(this.db, token, this.clock.now(), {
    idleMs: this.config.sessionIdleMs,
    maxMs: this.config.sessionMaxMs,
  });
  if (!found) throw sessionExpired();
  request.session = found;
}

/** The caller's session on a route guarded by `requireSession`. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw goToLogin();
  return request.session;
}

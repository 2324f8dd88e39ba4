import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionExpired } from '../lib/errors';
import { sessionPolicy, sessionToken } from '../lib/session-request';
import { touchSession } from '../repositories/sessions';

// Routes read the session through the plugin that guards them.
export { sessionOf, sessionToken } from '../lib/session-request';

/**
 * `requireSession` guards protected routes: no token → 1300 (go to login); an unknown, revoked or
 * expired one → 1200 (session expired). Both answer HTTP 401. GET portfolio checks the session in
 * its own statement with the same rules (routes/cliente.ts).
 */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('session', null);
  },
  { name: 'session' },
);

export async function requireSession(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const found = await touchSession(this.db, sessionToken(request), this.clock.now(), sessionPolicy(this));
  if (!found) throw sessionExpired();
  request.session = found;
}

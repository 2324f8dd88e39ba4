import type { FastifyInstance, FastifyRequest } from 'fastify';
import { goToLogin } from './errors';
import { dispositivoDe } from './dispositivo';
import type { SessionOrigin, SessionPolicy } from '../repositories/sessions';

export const TOKEN_HEADER = 'auth-token';
/** What the front end sends while logged out. */
const NO_TOKEN = 'no-token';

/** The token a request sends; none (or the logged-out placeholder) → 1300, go to login. */
export function sessionToken(request: FastifyRequest): string {
  const raw = request.headers[TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token || token === NO_TOKEN) throw goToLogin();
  return token;
}

/** Idle and absolute session lifetimes, from the configuration. */
export function sessionPolicy(app: FastifyInstance): SessionPolicy {
  return { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs };
}

/** The caller's session on a route guarded by `requireSession`. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw goToLogin();
  return request.session;
}

/** Where a session opened by this request comes from: its IP and a coarse device label. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  return { ip: request.ip, dispositivo: dispositivoDe(request.headers['user-agent']) };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { goToLogin } from './errors';
import type { SessionPolicy } from '../repositories/sessions';

const TOKEN_HEADER = 'auth-token';
/** What the front end sends while logged out. */
const NO_TOKEN = 'no-token';

/** The Auth-token header's value, if sent. */
function tokenHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers[TOKEN_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The token a request sends; none (or the logged-out placeholder) → 1300, go to login. */
export function sessionToken(request: FastifyRequest): string {
  const token = tokenHeader(request);
  if (!token || token === NO_TOKEN) throw goToLogin();
  return token;
}

/** A registration flow's token, sent as Auth-token while logged out ('' when none). */
export function registrationToken(request: FastifyRequest): string {
  return tokenHeader(request) ?? '';
}

/** Idle and absolute session lifetimes, from the configuration. */
export function sessionPolicy({ config }: Pick<FastifyInstance, 'config'>): SessionPolicy {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
}

/** The caller's session on a route guarded by `requireSession`. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw goToLogin();
  return request.session;
}

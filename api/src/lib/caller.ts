import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DISPOSITIVO_CONOCIDO_MS } from '../repositories/dispositivos';
import { dispositivoDe } from './dispositivo';
import { sessionOf } from './session-request';

/**
 * Who is asking, as plain values: what a service needs of the request and nothing more. Built here
 * once from the request by the route; services never see the request itself.
 */
export interface Caller {
  ip: string;
  /** A coarse device label from the User-Agent ('Chrome en Android'), for the sessions list. */
  dispositivo: string | null;
  /** The request's logger: its lines carry the request id (`reqId`). */
  log: FastifyBaseLogger;
  /** The logged-in customer, when the route is guarded by `requireSession`. */
  idCliente?: number;
  /** The 'known device' cookie this browser sent (services/sesiones.ts), when it is well formed. */
  dispositivoConocido?: string;
}

/** A caller on a route guarded by `requireSession`. */
export interface SessionCaller extends Caller {
  idCliente: number;
  idSesion: number;
}

/**
 * The 'known device' cookie: httpOnly (no script reads it), Secure, SameSite=Strict, `__Host-` (only
 * this host sets it, for the whole site). An opaque random token, checked against its SHA-256 in the
 * database, so it cannot be forged and holds across instances. The session token stays a header.
 */
const COOKIE_DISPOSITIVO = '__Host-dispositivo';

/** The Set-Cookie value a login answers: this browser is known to the customer for the device's life. */
export const cookieDispositivo = (token: string) =>
  `${COOKIE_DISPOSITIVO}=${token}; Path=/; Max-Age=${DISPOSITIVO_CONOCIDO_MS / 1000}; HttpOnly; Secure; SameSite=Strict`;

function deviceCookie(request: FastifyRequest): { dispositivoConocido?: string } {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_DISPOSITIVO && value && /^[\w-]{43}$/.test(value))
      return { dispositivoConocido: value };
  }
  return {};
}

/** The caller of any route (logged in or not). */
export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    dispositivo: dispositivoDe(request.headers['user-agent']),
    log: request.log,
    ...(request.session ? { idCliente: request.session.idCliente } : {}),
    ...deviceCookie(request),
  };
}

/** The logged-in caller of a route guarded by `requireSession`. */
export function sessionCallerOf(request: FastifyRequest): SessionCaller {
  const { idCliente, idSesion } = sessionOf(request);
  return { ...callerOf(request), idCliente, idSesion };
}

import {
  Codigo,
  type AuthData,
  type AuthRequest,
  type CallData,
  type CALLS,
  type InsertAuditRequest,
  type Sesion,
} from '@area-cliente/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto';
import { madridIso, MENSAJES_BLOQUEO, normalizeDocumento } from '@area-cliente/shared/domain';
import { ApiError, Mensaje, notFound, sessionExpired } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { sessionOf, sessionOrigin, sessionPolicy, sessionToken } from '../lib/session-request';
import { insertAudit } from '../repositories/auditoria';
import { findCredenciales, numDocOf } from '../repositories/clientes';
import { credencialesDe } from '../repositories/cliente-cambios';
import { DISPOSITIVO_CONOCIDO_MS, isKnownDevice, rememberDevice } from '../repositories/dispositivos';
import { loginSucceeded, reserveLoginAttempt, type LoginAttempt } from '../repositories/login-throttle';
import {
  createSession,
  endOtherSessions,
  lockSessionsOf,
  openSessions,
  peekSession,
  revokeSession,
} from '../repositories/sessions';
import { lugarDeIp } from '../lib/dispositivo';

/** Error answer of a wrong or missing current password when confirming a change. */
export const MENSAJE_REAUTENTICACION = {
  CLAVE_ACTUAL: 'La contraseña actual no es correcta',
  CLAVE_ACTUAL_REQUERIDA: 'Escribe tu contraseña actual para confirmar el cambio',
} as const;

/** The words of a refused check: the account's lock (which a PIN lifts) or the IP's. */
const mensajeBloqueo = (refused: Extract<LoginAttempt, { allowed: false }>) =>
  refused.blockedBy === 'cuenta'
    ? MENSAJES_BLOQUEO.cuentaBloqueada(refused.retryAfterSeconds)
    : MENSAJES_BLOQUEO.conexionBloqueada(refused.retryAfterSeconds);

/**
 * The 'known device' cookie: httpOnly (no script reads it), Secure, SameSite=Strict, `__Host-` (only
 * this host sets it, for the whole site). An opaque random token, checked against its SHA-256 in the
 * database, so it cannot be forged and holds across instances. The session token stays a header.
 */
const COOKIE_DISPOSITIVO = '__Host-dispositivo';

function deviceCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_DISPOSITIVO && value && /^[\w-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/** Whether the request comes from a browser this customer has logged in from before. */
async function fromKnownDevice(request: FastifyRequest, idCliente: number | undefined, now: Date) {
  const token = deviceCookie(request);
  return (
    token !== undefined && idCliente !== undefined && isKnownDevice(request.server.db, token, idCliente, now)
  );
}

/**
 * A wrong password or unknown ID: the last attempt before the lock warns, the one that reaches it says
 * for how long (the rest of the window). Counted on the ID as typed, so unknown IDs answer alike.
 */
function credencialesIncorrectas(attempt: Extract<LoginAttempt, { allowed: true }>): ApiError {
  if (attempt.left === 0) {
    return new ApiError(Codigo.LOGIN_LIMITADO, MENSAJES_BLOQUEO.cuentaBloqueada(attempt.resetsInSeconds));
  }
  if (attempt.left === 1) {
    return new ApiError(Codigo.LOGIN_LIMITADO, MENSAJES_BLOQUEO.ultimoIntento(attempt.resetsInSeconds));
  }
  return new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.CREDENCIALES);
}

/**
 * Login: the attempt is counted (per account and per IP) before the password is checked, so
 * concurrent guesses cannot pass the limit; unknown IDs cost one hash like any other. A browser this
 * customer logged in from before is counted against the account only (reserveLoginAttempt), and a
 * successful login makes the browser known.
 */
export async function iniciarSesion(
  request: FastifyRequest,
  reply: FastifyReply,
  body: AuthRequest,
): Promise<AuthData> {
  const app = request.server;
  const cuenta = normalizeDocumento(body.username);
  const now = app.clock.now();
  const credenciales = await findCredenciales(app.db, cuenta);
  const known = await fromKnownDevice(request, credenciales?.idCliente, now);
  const attempt = await reserveLoginAttempt(app.db, cuenta, request.ip, now, app.config.login, known);
  if (!attempt.allowed) {
    securityEvent(request, 'login.blocked', { idCliente: credenciales?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'blocked' });
    const codigo = attempt.blockedBy === 'cuenta' ? Codigo.LOGIN_LIMITADO : Codigo.ERROR_NEGOCIO;
    throw new ApiError(codigo, mensajeBloqueo(attempt));
  }
  // Unknown IDs and customers without a web password still pay for one hash: same time, same answer.
  const valid = await verifyPassword(
    body.password,
    credenciales?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!credenciales || !valid) {
    securityEvent(request, 'login.failed', { idCliente: credenciales?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'credentials' });
    throw credencialesIncorrectas(attempt);
  }
  await loginSucceeded(app.db, cuenta, request.ip, now, known);
  const device = await rememberDevice(
    app.db,
    credenciales.idCliente,
    known ? deviceCookie(request) : undefined,
    now,
  );
  reply.header(
    'set-cookie',
    `${COOKIE_DISPOSITIVO}=${device}; Path=/; Max-Age=${DISPOSITIVO_CONOCIDO_MS / 1000}; HttpOnly; Secure; SameSite=Strict`,
  );
  const token = await createSession(
    app.db,
    credenciales.idCliente,
    now,
    sessionPolicy(app),
    sessionOrigin(request),
  );
  return { token };
}

/**
 * How long the caller's session has left (GET /user/sesion looks, POST keeps it alive first through
 * `requireSession`). The one copy of the limits stays here: the front end only learns the seconds.
 */
export async function estadoSesion(request: FastifyRequest): Promise<Sesion> {
  const app = request.server;
  const now = app.clock.now();
  const policy = sessionPolicy(app);
  const window = await peekSession(app.db, sessionToken(request), now, policy);
  if (!window) throw sessionExpired();
  const seconds = (until: number) => Math.max(0, Math.floor((until - now.getTime()) / 1000));
  const end = window.expiresAt.getTime();
  return {
    caducaEnSegundos: seconds(Math.min(window.lastSeenAt.getTime() + policy.idleMs, end)),
    terminaEnSegundos: seconds(end),
  };
}

/** Records an audit event of the caller; USUARIO_LOGOUT also ends the session. */
export async function registrarAuditoria(request: FastifyRequest, body: InsertAuditRequest): Promise<null> {
  const app = request.server;
  const session = sessionOf(request);
  // The event is recorded for the caller; naming another customer answers like a missing one.
  if (body.idCliente !== session.idCliente) {
    securityEvent(request, 'access.foreign_id', { idCliente: session.idCliente });
    throw notFound();
  }
  const now = app.clock.now();
  await insertAudit(app.db, {
    idCliente: session.idCliente,
    nif: await numDocOf(app.db, session.idCliente),
    nameEvento: body.nameEvento,
    info: body.info,
    ip: request.ip,
    now,
  });
  if (body.nameEvento === 'USUARIO_LOGOUT') await revokeSession(app.db, session.idSesion, now);
  return null;
}

/**
 * Confirms a change with the caller's current password; a wrong one counts as a failed login of that
 * account and IP, so re-authentication cannot be used to guess passwords past the login limits.
 */
export async function reautenticar(
  request: FastifyRequest,
  idCliente: number,
  password: string | undefined,
): Promise<void> {
  const app = request.server;
  const cred = await credencialesDe(app.db, idCliente);
  if (!password) {
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.CLAVE_ACTUAL_REQUERIDA);
  }
  const now = app.clock.now();
  const known = await fromKnownDevice(request, idCliente, now);
  const attempt = await reserveLoginAttempt(app.db, cred.numDoc, request.ip, now, app.config.login, known);
  if (!attempt.allowed) {
    securityEvent(request, 'reauth.blocked', { idCliente });
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, mensajeBloqueo(attempt));
  }
  const valid = cred.passwordHash !== null && (await verifyPassword(password, cred.passwordHash));
  if (!valid) {
    securityEvent(request, 'reauth.failed', { idCliente });
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.CLAVE_ACTUAL);
  }
  await loginSucceeded(app.db, cred.numDoc, request.ip, now, known);
}

/**
 * The caller's open sessions for 'Mis datos': device label, place (the IP with its host part hidden),
 * last use and which one is the caller's. Only the caller's own; never a token, hash or full IP.
 */
export async function sesionesAbiertas(
  request: FastifyRequest,
): Promise<CallData<typeof CALLS.sesionesAbiertas>> {
  const app = request.server;
  const { idCliente, idSesion } = sessionOf(request);
  const abiertas = await openSessions(app.db, idCliente, app.clock.now(), sessionPolicy(app));
  return {
    sesiones: abiertas.map((s) => ({
      dispositivo: s.dispositivo,
      lugar: lugarDeIp(s.ip),
      // As every instant the API sends: Madrid wall-clock time with its offset.
      ultimoUso: madridIso(s.lastSeenAt),
      actual: s.idSesion === idSesion,
    })),
  };
}

/** 'Cerrar las demás sesiones': ends every other session of the caller; idempotent (0 the second time). */
export async function cerrarOtrasSesiones(
  request: FastifyRequest,
): Promise<CallData<typeof CALLS.cerrarOtrasSesiones>> {
  const app = request.server;
  const { idCliente, idSesion } = sessionOf(request);
  const cerradas = await app.db.transaction(async (tx) => {
    // Another device may have ended this one a moment ago: then this one ends nothing.
    if (!(await lockSessionsOf(tx, idCliente, idSesion))) throw sessionExpired();
    return endOtherSessions(tx, idCliente, idSesion, app.clock.now(), sessionPolicy(app));
  });
  securityEvent(request, 'sessions.others_ended', { idCliente, sesiones: cerradas });
  return { cerradas };
}

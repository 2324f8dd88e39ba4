import {
  Codigo,
  type AuthData,
  type AuthRequest,
  type CallData,
  type CALLS,
  type InsertAuditRequest,
  type Sesion,
} from '@area-cliente/shared/contract';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto';
import { madridIso, MENSAJES_BLOQUEO, normalizeDocumento } from '@area-cliente/shared/domain';
import { ApiError, Mensaje, notFound, sessionExpired } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import type { Caller, SessionCaller } from '../lib/caller';
import { sessionPolicy } from '../lib/session-request';
import { insertAudit } from '../repositories/auditoria';
import { reset, take } from '../repositories/limites';
import { findCredenciales, numDocOf } from '../repositories/clientes';
import { credencialesDe } from '../repositories/cliente-cambios';
import { forgetDevices, isKnownDevice, rememberDevice } from '../repositories/dispositivos';
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
import { avisarAccesoNuevo } from './avisos';
import type { AppParts } from './parts';

/** Error answer of a wrong or missing current password when confirming a change. */
export const MENSAJE_REAUTENTICACION = {
  CLAVE_ACTUAL: 'La contraseña actual no es correcta',
  CLAVE_ACTUAL_REQUERIDA: 'Escribe tu contraseña actual para confirmar el cambio',
  /** Another request of the same account is checking its password right now (a double tap). */
  EN_CURSO: 'Ya estamos comprobando tu contraseña. Espera un momento.',
} as const;

/**
 * How long one re-authentication may hold the account's turn: far beyond a password check (one
 * scrypt), short enough that an instance dying mid-check keeps nobody waiting long.
 */
const TURNO_REAUTENTICACION_MS = 20_000;

/** The words of a refused check: the account's lock (which a PIN lifts) or the IP's. */
const mensajeBloqueo = (refused: Extract<LoginAttempt, { allowed: false }>) =>
  refused.blockedBy === 'cuenta'
    ? MENSAJES_BLOQUEO.cuentaBloqueada(refused.retryAfterSeconds)
    : MENSAJES_BLOQUEO.conexionBloqueada(refused.retryAfterSeconds);

/** What the services of this file use of the app. */
type Parts = Pick<AppParts, 'db' | 'clock' | 'config' | 'metrics'>;

/** Whether the caller's browser is one this customer has logged in from before. */
async function fromKnownDevice(db: Parts['db'], caller: Caller, idCliente: number | undefined, now: Date) {
  const token = caller.dispositivoConocido;
  return token !== undefined && idCliente !== undefined && isKnownDevice(db, token, idCliente, now);
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
 * successful login makes the browser known with a new value each time (the one it presented is spent,
 * repositories/dispositivos.ts `rememberDevice`).
 */
async function iniciarSesion(
  app: Parts,
  caller: Caller,
  body: AuthRequest,
): Promise<AuthData & { dispositivo: string }> {
  const cuenta = normalizeDocumento(body.username);
  const now = app.clock.now();
  const credenciales = await findCredenciales(app.db, cuenta);
  const known = await fromKnownDevice(app.db, caller, credenciales?.idCliente, now);
  const attempt = await reserveLoginAttempt(app.db, cuenta, caller.ip, now, app.config.login, known);
  if (!attempt.allowed) {
    securityEvent(caller, 'login.blocked', { idCliente: credenciales?.idCliente });
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
    securityEvent(caller, 'login.failed', { idCliente: credenciales?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'credentials' });
    throw credencialesIncorrectas(attempt);
  }
  await loginSucceeded(app.db, cuenta, caller.ip, now, known);
  const device = await rememberDevice(
    app.db,
    credenciales.idCliente,
    known ? caller.dispositivoConocido : undefined,
    now,
  );
  if (!known) {
    const { idCliente } = credenciales;
    await avisarAccesoNuevo(app.db, {
      idCliente,
      dispositivo: caller.dispositivo,
      lugar: lugarDeIp(caller.ip),
      now,
    });
  }
  const origin = { ip: caller.ip, dispositivo: caller.dispositivo };
  const token = await createSession(app.db, credenciales.idCliente, now, sessionPolicy(app), origin);
  // The route sets it as the 'known device' cookie (COOKIE_DISPOSITIVO).
  return { token, dispositivo: device };
}

/**
 * How long the caller's session has left (GET /user/sesion looks, POST keeps it alive first through
 * `requireSession`). The one copy of the limits stays here: the front end only learns the seconds.
 */
async function estadoSesion(app: Parts, token: string): Promise<Sesion> {
  const now = app.clock.now();
  const policy = sessionPolicy(app);
  const window = await peekSession(app.db, token, now, policy);
  if (!window) throw sessionExpired();
  const seconds = (until: number) => Math.max(0, Math.floor((until - now.getTime()) / 1000));
  const end = window.expiresAt.getTime();
  return {
    caducaEnSegundos: seconds(Math.min(window.lastSeenAt.getTime() + policy.idleMs, end)),
    terminaEnSegundos: seconds(end),
  };
}

/** Records an audit event of the caller; USUARIO_LOGOUT also ends the session. */
async function registrarAuditoria(
  app: Parts,
  session: SessionCaller,
  body: InsertAuditRequest,
): Promise<null> {
  // The event is recorded for the caller; naming another customer answers like a missing one.
  if (body.idCliente !== session.idCliente) {
    securityEvent(session, 'access.foreign_id', { idCliente: session.idCliente });
    throw notFound();
  }
  const now = app.clock.now();
  await insertAudit(app.db, {
    idCliente: session.idCliente,
    nif: await numDocOf(app.db, session.idCliente),
    nameEvento: body.nameEvento,
    info: body.info,
    ip: session.ip,
    now,
  });
  if (body.nameEvento === 'USUARIO_LOGOUT') await revokeSession(app.db, session.idSesion, now);
  return null;
}

/**
 * Confirms a change with the caller's current password, then runs it (`cambio`); a wrong password counts
 * as a failed login of that account and IP, so re-authentication cannot be used to guess passwords past
 * the login limits.
 *
 * One check at a time per account (a turn in `limites`, shared by every instance), held until `cambio`
 * ends: a change sent several times at once (a double tap, a retried request) would otherwise reserve
 * an attempt each before the first one's right password gave them back, so right passwords would read
 * as a lock and spend the address's failure budget; and a password change must be over before another
 * request checks the password it replaces. The others are answered 409 'already checking' without
 * reserving or checking anything: no failure, no budget spent, and no faster guessing either.
 */
export async function conContrasenaActual<T>(
  app: Parts,
  caller: Caller,
  idCliente: number,
  password: string | undefined,
  cambio: () => Promise<T>,
): Promise<T> {
  if (!password) {
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.CLAVE_ACTUAL_REQUERIDA);
  }
  const turno = `reautenticacion:${idCliente}`;
  const libre = await take(app.db, turno, { max: 1, windowMs: TURNO_REAUTENTICACION_MS }, app.clock.now());
  if (!libre.allowed) {
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.EN_CURSO, 409);
  }
  try {
    const cred = await credencialesDe(app.db, idCliente);
    const now = app.clock.now();
    const known = await fromKnownDevice(app.db, caller, idCliente, now);
    const attempt = await reserveLoginAttempt(app.db, cred.numDoc, caller.ip, now, app.config.login, known);
    if (!attempt.allowed) {
      securityEvent(caller, 'reauth.blocked', { idCliente });
      throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, mensajeBloqueo(attempt));
    }
    const valid = cred.passwordHash !== null && (await verifyPassword(password, cred.passwordHash));
    if (!valid) {
      securityEvent(caller, 'reauth.failed', { idCliente });
      throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.CLAVE_ACTUAL);
    }
    // The right password: the account's failures are forgiven and the address's unit given back.
    await loginSucceeded(app.db, cred.numDoc, caller.ip, now, known);
    return await cambio();
  } finally {
    await reset(app.db, turno);
  }
}

/** `conContrasenaActual` for a change that runs after it: the check alone. */
export function reautenticar(
  app: Parts,
  caller: Caller,
  idCliente: number,
  password: string | undefined,
): Promise<void> {
  return conContrasenaActual(app, caller, idCliente, password, async () => undefined);
}

/**
 * The caller's open sessions for 'Mis datos': device label, place (the IP with its host part hidden),
 * last use and which one is the caller's. Only the caller's own; never a token, hash or full IP.
 */
async function sesionesAbiertas(
  app: Parts,
  { idCliente, idSesion }: SessionCaller,
): Promise<CallData<typeof CALLS.sesionesAbiertas>> {
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

/**
 * 'Cerrar las demás sesiones': ends every other session of the caller; idempotent (0 the second time).
 * The customer suspects another device: every browser of theirs stops being known (this one too, until
 * its next login), so a copied 'known device' cookie no longer gets past an IP block.
 */
async function cerrarOtrasSesiones(
  app: Parts,
  caller: SessionCaller,
): Promise<CallData<typeof CALLS.cerrarOtrasSesiones>> {
  const { idCliente, idSesion } = caller;
  const cerradas = await app.db.transaction(async (tx) => {
    // Another device may have ended this one a moment ago: then this one ends nothing.
    if (!(await lockSessionsOf(tx, idCliente, idSesion))) throw sessionExpired();
    await forgetDevices(tx, idCliente);
    return endOtherSessions(tx, idCliente, idSesion, app.clock.now(), sessionPolicy(app));
  });
  securityEvent(caller, 'sessions.others_ended', { idCliente, sesiones: cerradas });
  return { cerradas };
}

/** Login, the session's remaining time, the customer's open sessions and audit events. */
export function sesionesService(app: AppParts) {
  return {
    iniciar: (caller: Caller, body: AuthRequest) => iniciarSesion(app, caller, body),
    /** `token`: the session token the request sent (lib/session-request.ts `sessionToken`). */
    estado: (token: string) => estadoSesion(app, token),
    registrarAuditoria: (caller: SessionCaller, body: InsertAuditRequest) =>
      registrarAuditoria(app, caller, body),
    abiertas: (caller: SessionCaller) => sesionesAbiertas(app, caller),
    cerrarOtras: (caller: SessionCaller) => cerrarOtrasSesiones(app, caller),
  };
}

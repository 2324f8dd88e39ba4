import {
  Codigo,
  type AuthData,
  type AuthRequest,
  type InsertAuditRequest,
} from '@area-cliente/shared/contract';
import type { FastifyRequest } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto';
import { normalizeDocumento } from '@area-cliente/shared/domain';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { sessionOf, sessionPolicy } from '../plugins/session';
import { insertAudit } from '../repositories/auditoria';
import { findCredenciales, numDocOf } from '../repositories/clientes';
import { credencialesDe } from '../repositories/cliente-cambios';
import { loginSucceeded, reserveLoginAttempt } from '../repositories/login-throttle';
import { createSession, revokeSession } from '../repositories/sessions';

/** Error answer of a wrong or missing current password when confirming a change. */
export const MENSAJE_REAUTENTICACION = {
  CLAVE_ACTUAL: 'La contraseña actual no es correcta',
  CLAVE_ACTUAL_REQUERIDA: 'Escriba su contraseña actual para confirmar el cambio',
} as const;

/**
 * Login: the attempt is counted (per account and per IP) before the password is checked, so
 * concurrent guesses cannot pass the limit; unknown IDs cost one hash like any other.
 */
export async function iniciarSesion(request: FastifyRequest, body: AuthRequest): Promise<AuthData> {
  const app = request.server;
  const cuenta = normalizeDocumento(body.username);
  const now = app.clock.now();
  const credenciales = await findCredenciales(app.db, cuenta);
  if (!(await reserveLoginAttempt(app.db, cuenta, request.ip, now, app.config.login))) {
    securityEvent(request, 'login.blocked', { idCliente: credenciales?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'blocked' });
    throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.LOGIN_BLOQUEADO);
  }
  // Unknown IDs and customers without a web password still pay for one hash: same time, same answer.
  const valid = await verifyPassword(
    body.password,
    credenciales?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!credenciales || !valid) {
    securityEvent(request, 'login.failed', { idCliente: credenciales?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'credentials' });
    throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.CREDENCIALES);
  }
  await loginSucceeded(app.db, cuenta, request.ip, now);
  const token = await createSession(app.db, credenciales.idCliente, now, sessionPolicy(app), request.ip);
  return { token };
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
  if (!(await reserveLoginAttempt(app.db, cred.numDoc, request.ip, now, app.config.login))) {
    securityEvent(request, 'reauth.blocked', { idCliente });
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, Mensaje.LOGIN_BLOQUEADO);
  }
  const valid = cred.passwordHash !== null && (await verifyPassword(password, cred.passwordHash));
  if (!valid) {
    securityEvent(request, 'reauth.failed', { idCliente });
    throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_REAUTENTICACION.CLAVE_ACTUAL);
  }
  await loginSucceeded(app.db, cred.numDoc, request.ip, now);
}

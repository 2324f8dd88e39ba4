import {
  ActualizaEmailRequestSchema,
  ActualizarPasswordClienteRequestSchema,
  ActualizaTelefonoRequestSchema,
  Codigo,
} from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { ok } from '../lib/envelope';
import { ApiError, badRequest, Mensaje, notFound } from '../lib/errors';
import { checkPassword } from '../lib/password-policy';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import {
  actualizarEmail,
  actualizarTelefono,
  cambiarPassword,
  clasificarPolizas,
  credencialesDe,
  sesionDeRegistroAbiertaEl,
  telefonoActual,
} from '../repositories/cliente-cambios';
import { securityEvent } from '../lib/security-events';
import { loginSucceeded, reserveLoginAttempt } from '../repositories/login-throttle';

export const MENSAJE_CAMBIOS = {
  CLAVE_ACTUAL: 'La contraseña actual no es correcta',
  CLAVE_ACTUAL_REQUERIDA: 'Escriba su contraseña actual para confirmar el cambio',
  TELEFONO_IGUAL: 'Ese número de teléfono ya es el que tenemos registrado',
  CLAVES_DISTINTAS: 'Las contraseñas no coinciden',
  CLAVE_IGUAL: 'La nueva contraseña debe ser distinta de la actual',
} as const;

/**
 * The registration screens set the e-mail right after authRegistro opened the session; within this
 * window that session alone is proof enough (no current password to ask for yet in the customer's mind).
 */
const REGISTRO_RECIENTE_MS = 10 * 60_000;

/**
 * /cliente/actualizaTelefono, /cliente/actualizaEmail and /user/actualizarPasswordCliente: the
 * customer's own contact data and password. Beyond SPEC (OWASP ASVS 6.2.3 / 7.5.1) each change is
 * confirmed with the current password, throttled together with the logins of that account, and a
 * password change ends the customer's other sessions.
 */
export default async function clienteCambiosRoutes(app: FastifyInstance) {
  /** Checks the current password; a wrong one counts as a failed login of that account and IP. */
  async function reautenticar(request: FastifyRequest, password: string | undefined): Promise<void> {
    const { idCliente } = sessionOf(request);
    const cred = await credencialesDe(app.db, idCliente);
    if (!password) throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_CAMBIOS.CLAVE_ACTUAL_REQUERIDA);
    const now = app.clock.now();
    if (!(await reserveLoginAttempt(app.db, cred.numDoc, request.ip, now, app.config.login))) {
      securityEvent(request, 'reauth.blocked', { idCliente });
      throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, Mensaje.LOGIN_BLOQUEADO);
    }
    const valid = cred.passwordHash !== null && (await verifyPassword(password, cred.passwordHash));
    if (!valid) {
      securityEvent(request, 'reauth.failed', { idCliente });
      throw new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, MENSAJE_CAMBIOS.CLAVE_ACTUAL);
    }
    await loginSucceeded(app.db, cred.numDoc, request.ip, now);
  }

  /** The session authRegistro opened minutes ago: the SMS PIN and the new password just proved who this is. */
  async function sesionDeRegistro(request: FastifyRequest): Promise<boolean> {
    const { idCliente, idSesion } = sessionOf(request);
    const abierta = await sesionDeRegistroAbiertaEl(app.db, idCliente, idSesion);
    return (
      abierta !== undefined && app.clock.now().getTime() - new Date(abierta).getTime() <= REGISTRO_RECIENTE_MS
    );
  }

  /** The policies the change applies to: the caller's in-force ones, never the partner insurer's. */
  async function polizasDelCambio(request: FastifyRequest, ids: readonly number[]): Promise<number[]> {
    const { idCliente } = sessionOf(request);
    const { validas, ajenas, noAdmitidas } = await clasificarPolizas(app.db, idCliente, ids);
    // Another customer's policy answers exactly like a missing one.
    if (ajenas.length) {
      securityEvent(request, 'access.foreign_id', { idCliente });
      throw notFound();
    }
    if (noAdmitidas.length) throw badRequest();
    return validas;
  }

  app.post('/cliente/actualizaTelefono', { preHandler: requireSession }, async (request) => {
    const body = parse(ActualizaTelefonoRequestSchema, request.body);
    const { idCliente } = sessionOf(request);
    const polizas = await polizasDelCambio(request, body.polizas);
    await reautenticar(request, body.passwordActual);
    if ((await telefonoActual(app.db, idCliente)) === body.telefono) {
      throw new ApiError(Codigo.TELEFONO_RECHAZADO, MENSAJE_CAMBIOS.TELEFONO_IGUAL);
    }
    await app.db.transaction((tx) => actualizarTelefono(tx, idCliente, body.telefono, polizas));
    securityEvent(request, 'contact.phone_changed', { idCliente });
    return ok(null);
  });

  app.post('/cliente/actualizaEmail', { preHandler: requireSession }, async (request) => {
    const body = parse(ActualizaEmailRequestSchema, request.body);
    const { idCliente } = sessionOf(request);
    if (body.idCliente !== undefined && body.idCliente !== idCliente) {
      securityEvent(request, 'access.foreign_id', { idCliente });
      throw notFound();
    }
    const polizas = await polizasDelCambio(request, body.polizas);
    if (body.passwordActual !== undefined || !(await sesionDeRegistro(request))) {
      await reautenticar(request, body.passwordActual);
    }
    await app.db.transaction((tx) => actualizarEmail(tx, idCliente, body.email, polizas));
    securityEvent(request, 'contact.email_changed', { idCliente });
    return ok(null);
  });

  app.post('/user/actualizarPasswordCliente', { preHandler: requireSession }, async (request) => {
    const body = parse(ActualizarPasswordClienteRequestSchema, request.body);
    const session = sessionOf(request);
    await reautenticar(request, body.passwordActual);
    if (body.password !== body.passwordRepetida) {
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_CAMBIOS.CLAVES_DISTINTAS);
    }
    const regla = checkPassword(body.password);
    if (regla) throw new ApiError(Codigo.ERROR_NEGOCIO, regla);
    if (body.password === body.passwordActual) {
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_CAMBIOS.CLAVE_IGUAL);
    }
    const hash = await hashPassword(body.password);
    await app.db.transaction((tx) =>
      cambiarPassword(tx, session.idCliente, session.idSesion, hash, app.clock.now()),
    );
    securityEvent(request, 'password.changed', { idCliente: session.idCliente });
    return ok(null);
  });
}

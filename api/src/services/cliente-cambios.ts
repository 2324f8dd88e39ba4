import {
  Codigo,
  type ActualizaEmailRequest,
  type ActualizarPasswordClienteRequest,
  type ActualizaTelefonoRequest,
  type AuthData,
} from '@area-cliente/shared/contract';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../lib/crypto';
import { ApiError, badRequest, notFound, sessionExpired } from '../lib/errors';
import { maskEmail, maskTelefono } from '../lib/mask-contacto';
import { checkPassword } from '../lib/password-policy';
import { securityEvent } from '../lib/security-events';
import { sessionOf, sessionOrigin } from '../lib/session-request';
import {
  actualizarEmail,
  actualizarTelefono,
  cambiarPassword,
  clasificarPolizas,
  sesionDeRegistroAbiertaEl,
  telefonoActual,
} from '../repositories/cliente-cambios';
import { registrarCambio } from '../repositories/historial-cambios';
import { contactoCliente } from '../repositories/avisos';
import { lockSessionsOf, rotateSession } from '../repositories/sessions';
import { avisarCambioDatos } from './avisos';
import { MENSAJE_REAUTENTICACION, reautenticar } from './sesiones';

/*
 * The customer's own contact data and password. Beyond SPEC (OWASP ASVS 6.2.3 / 7.5.1) each change is
 * confirmed with the current password, throttled together with the logins of that account, and a
 * password change rotates the caller's session (new token in the answer) and ends every other one.
 */

export const MENSAJE_CAMBIOS = {
  ...MENSAJE_REAUTENTICACION,
  TELEFONO_IGUAL: 'Ese número de teléfono ya es el que tenemos registrado',
  CLAVES_DISTINTAS: 'Las contraseñas no coinciden',
  CLAVE_IGUAL: 'La nueva contraseña debe ser distinta de la actual',
} as const;

/**
 * The registration screens set the e-mail right after authRegistro opened the session; within this
 * window that session alone is proof enough (no current password to ask for yet in the customer's mind).
 */
const REGISTRO_RECIENTE_MS = 10 * 60_000;

/** The session authRegistro opened minutes ago: the SMS PIN and the new password just proved who this is. */
async function sesionDeRegistro(request: FastifyRequest): Promise<boolean> {
  const app = request.server;
  const { idCliente, idSesion } = sessionOf(request);
  const abierta = await sesionDeRegistroAbiertaEl(app.db, idCliente, idSesion);
  return (
    abierta !== undefined && app.clock.now().getTime() - new Date(abierta).getTime() <= REGISTRO_RECIENTE_MS
  );
}

/** The policies the change applies to: the caller's in-force ones, never the partner insurer's. */
export async function polizasDelCambio(request: FastifyRequest, ids: readonly number[]): Promise<number[]> {
  const { idCliente } = sessionOf(request);
  const { validas, ajenas, noAdmitidas } = await clasificarPolizas(request.server.db, idCliente, ids);
  // Another customer's policy answers exactly like a missing one.
  if (ajenas.length) {
    securityEvent(request, 'access.foreign_id', { idCliente });
    throw notFound();
  }
  if (noAdmitidas.length) throw badRequest();
  return validas;
}

export async function cambiarTelefono(
  request: FastifyRequest,
  body: ActualizaTelefonoRequest,
): Promise<null> {
  const app = request.server;
  const { idCliente, idSesion } = sessionOf(request);
  const polizas = await polizasDelCambio(request, body.polizas);
  await reautenticar(request, idCliente, body.passwordActual);
  const anterior = await telefonoActual(app.db, idCliente);
  if (anterior === body.telefono) {
    throw new ApiError(Codigo.TELEFONO_RECHAZADO, MENSAJE_CAMBIOS.TELEFONO_IGUAL);
  }
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await actualizarTelefono(tx, idCliente, body.telefono, polizas);
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: request.ip,
      tipo: 'TELEFONO',
      descripcion: `Teléfono cambiado a ${maskTelefono(body.telefono)}`,
      now,
    });
    // The SMS goes to the previous number: its owner is the one to warn.
    await avisarCambioDatos(tx, {
      idCliente,
      idSesion,
      tipo: 'TELEFONO',
      now,
      anterior: { canal: 'SMS', destino: anterior ?? null },
    });
  });
  app.avisos.despertar();
  securityEvent(request, 'contact.phone_changed', { idCliente });
  return null;
}

export async function cambiarEmail(request: FastifyRequest, body: ActualizaEmailRequest): Promise<null> {
  const app = request.server;
  const { idCliente, idSesion } = sessionOf(request);
  if (body.idCliente !== undefined && body.idCliente !== idCliente) {
    securityEvent(request, 'access.foreign_id', { idCliente });
    throw notFound();
  }
  const polizas = await polizasDelCambio(request, body.polizas);
  if (body.passwordActual !== undefined || !(await sesionDeRegistro(request))) {
    await reautenticar(request, idCliente, body.passwordActual);
  }
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const anterior = (await contactoCliente(tx, idCliente))?.email ?? null;
    await actualizarEmail(tx, idCliente, body.email, polizas);
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: request.ip,
      tipo: 'EMAIL',
      descripcion: `E-mail cambiado a ${maskEmail(body.email)}`,
      now,
    });
    // The e-mail goes to the previous address (none at registration: then to the new one).
    await avisarCambioDatos(tx, {
      idCliente,
      idSesion,
      tipo: 'EMAIL',
      now,
      ...(anterior && anterior !== body.email
        ? { anterior: { canal: 'EMAIL' as const, destino: anterior } }
        : {}),
    });
  });
  app.avisos.despertar();
  securityEvent(request, 'contact.email_changed', { idCliente });
  return null;
}

/**
 * A password change answers a new token for the caller's session (the client stores any `data.token`);
 * the token that asked and every other session of the customer end with the old password.
 */
export async function cambiarClave(
  request: FastifyRequest,
  body: ActualizarPasswordClienteRequest,
): Promise<AuthData> {
  const app = request.server;
  const session = sessionOf(request);
  await reautenticar(request, session.idCliente, body.passwordActual);
  if (body.password !== body.passwordRepetida) {
    throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_CAMBIOS.CLAVES_DISTINTAS);
  }
  const regla = checkPassword(body.password);
  if (regla) throw new ApiError(Codigo.ERROR_NEGOCIO, regla);
  if (body.password === body.passwordActual) {
    throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_CAMBIOS.CLAVE_IGUAL);
  }
  const hash = await hashPassword(body.password);
  const now = app.clock.now();
  const token = await app.db.transaction(async (tx) => {
    // Ended meanwhile (a logout, another device): the password stays as it was.
    const viva = await lockSessionsOf(tx, session.idCliente, session.idSesion);
    const nueva = viva && (await rotateSession(tx, session.idSesion, now, sessionOrigin(request)));
    if (!nueva) throw sessionExpired();
    await cambiarPassword(tx, session.idCliente, nueva.idSesion, hash, now);
    await registrarCambio(tx, {
      idCliente: session.idCliente,
      idSesion: nueva.idSesion,
      ip: request.ip,
      tipo: 'CLAVE',
      descripcion: 'Contraseña cambiada',
      now,
    });
    await avisarCambioDatos(tx, {
      idCliente: session.idCliente,
      idSesion: nueva.idSesion,
      tipo: 'CLAVE',
      now,
    });
    return nueva.token;
  });
  app.avisos.despertar();
  securityEvent(request, 'password.changed', { idCliente: session.idCliente });
  return { token };
}

import {
  Codigo,
  type ActualizaEmailRequest,
  type ActualizarPasswordClienteRequest,
  type ActualizaTelefonoRequest,
  type AuthData,
} from '@area-cliente/shared/contract';
import type { Queryable } from '../db';
import { hashPassword } from '../lib/crypto';
import { isoDay } from '../lib/clock';
import { ApiError, badRequest, notFound, sessionExpired } from '../lib/errors';
import { maskEmail, maskTelefono } from '../lib/mask-contacto';
import { checkPassword } from '../lib/password-policy';
import { securityEvent } from '../lib/security-events';
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
import { forgetDevices } from '../repositories/dispositivos';
import { lockSessionsOf, rotateSession } from '../repositories/sessions';
import { avisarCambioDatos } from './avisos';
import { conSegundoFactor } from './segundo-factor';
import { conContrasenaActual, MENSAJE_REAUTENTICACION } from './sesiones';
import type { SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';

/*
 * The customer's own contact data and password. Beyond SPEC the phone and e-mail (where the security
 * notices and the second factor itself go) are confirmed with a second factor, never the password alone
 * (segundo-factor.ts). A password change is confirmed with the current password (OWASP ASVS 6.2.3),
 * throttled together with the logins of that account, rotates the caller's session (new token in the
 * answer) and ends every other one.
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
async function sesionDeRegistro(app: AppParts, caller: SessionCaller): Promise<boolean> {
  const { idCliente, idSesion } = caller;
  const abierta = await sesionDeRegistroAbiertaEl(app.db, idCliente, idSesion);
  return (
    abierta !== undefined && app.clock.now().getTime() - new Date(abierta).getTime() <= REGISTRO_RECIENTE_MS
  );
}

/** The policies the change applies to: the caller's current ones, never the partner insurer's. */
export async function polizasDelCambio(
  app: AppParts,
  caller: SessionCaller,
  ids: readonly number[],
): Promise<number[]> {
  const { idCliente } = caller;
  const hoy = isoDay(app.clock.now());
  const { validas, ajenas, noAdmitidas } = await clasificarPolizas(app.db, idCliente, ids, hoy);
  // Another customer's policy answers exactly like a missing one.
  if (ajenas.length) {
    securityEvent(caller, 'access.foreign_id', { idCliente });
    throw notFound();
  }
  if (noAdmitidas.length) throw badRequest();
  return validas;
}

/** The PIN goes to the phone on record: the number being replaced, whose owner is the one to ask. */
async function cambiarTelefono(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  body: ActualizaTelefonoRequest,
): Promise<null> {
  const { idCliente, idSesion } = caller;
  const polizas = await polizasDelCambio(app, caller, body.polizas);
  const anterior = await telefonoActual(app.db, idCliente);
  if (anterior === body.telefono) {
    throw new ApiError(Codigo.TELEFONO_RECHAZADO, MENSAJE_CAMBIOS.TELEFONO_IGUAL);
  }
  const now = app.clock.now();
  await conSegundoFactor(app, caller, token, 'telefono', body, async (tx) => {
    await actualizarTelefono(tx, idCliente, body.telefono, polizas);
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
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
  securityEvent(caller, 'contact.phone_changed', { idCliente });
  return null;
}

async function cambiarEmail(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  body: ActualizaEmailRequest,
): Promise<null> {
  const { idCliente, idSesion } = caller;
  if (body.idCliente !== undefined && body.idCliente !== idCliente) {
    securityEvent(caller, 'access.foreign_id', { idCliente });
    throw notFound();
  }
  const polizas = await polizasDelCambio(app, caller, body.polizas);
  // The registration screens' first e-mail: their SMS PIN and new password were the two factors.
  const sinNada = body.pin === undefined && body.llave === undefined && body.passwordActual === undefined;
  const deRegistro = sinNada && (await sesionDeRegistro(app, caller));
  const now = app.clock.now();
  const confirmar = <T>(cambio: (tx: Queryable) => Promise<T>) =>
    deRegistro ? app.db.transaction(cambio) : conSegundoFactor(app, caller, token, 'email', body, cambio);
  await confirmar(async (tx) => {
    const anterior = (await contactoCliente(tx, idCliente))?.email ?? null;
    await actualizarEmail(tx, idCliente, body.email, polizas);
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
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
  securityEvent(caller, 'contact.email_changed', { idCliente });
  return null;
}

/**
 * A password change answers a new token for the caller's session (the client stores any `data.token`);
 * the token that asked and every other session of the customer end with the old password, and no
 * browser of theirs is a known device any more.
 */
async function cambiarClave(
  app: AppParts,
  caller: SessionCaller,
  body: ActualizarPasswordClienteRequest,
): Promise<AuthData> {
  const session = caller;
  // The account's turn is held until the new password is in: a request sent with it at the same time
  // is told a check is under way, not counted as a wrong password (services/sesiones.ts).
  const token = await conContrasenaActual(app, caller, session.idCliente, body.passwordActual, async () => {
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
    return app.db.transaction(async (tx) => {
      // Ended meanwhile (a logout, another device): the password stays as it was.
      const viva = await lockSessionsOf(tx, session.idCliente, session.idSesion);
      const nueva =
        viva &&
        (await rotateSession(tx, session.idSesion, now, { ip: caller.ip, dispositivo: caller.dispositivo }));
      if (!nueva) throw sessionExpired();
      await cambiarPassword(tx, session.idCliente, nueva.idSesion, hash, now);
      // A 'known device' cookie copied before the change must not outlive it (this browser's too).
      await forgetDevices(tx, session.idCliente);
      await registrarCambio(tx, {
        idCliente: session.idCliente,
        idSesion: nueva.idSesion,
        ip: caller.ip,
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
  });
  app.avisos.despertar();
  securityEvent(caller, 'password.changed', { idCliente: session.idCliente });
  return { token };
}

/** Changes to the customer's phone, e-mail and password from 'Mis datos'. */
export function clienteCambiosService(app: AppParts) {
  return {
    cambiarTelefono: bound(app, cambiarTelefono),
    cambiarEmail: bound(app, cambiarEmail),
    cambiarClave: bound(app, cambiarClave),
  };
}

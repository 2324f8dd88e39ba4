import {
  Codigo,
  type AccionSegundoFactor,
  type CallData,
  type CALLS,
  type PinSegundoFactorRequest,
  type RespuestaAccesoLlave,
} from '@area-cliente/shared/contract';
import { madridIso } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { SessionCaller } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { telefonoActual } from '../repositories/cliente-cambios';
import type { FactorConfirmacion } from '../repositories/segundo-factor';
import { verificarLlaveDeAcceso } from './llaves-acceso';
import { bound, type AppParts } from './parts';
import { ambitoSesion, comprobarPin, emitirPin, gastarPin, PIN, type MensajesPin } from './pin';

/*
 * Strong customer authentication (PSD2 style): the changes that move money or where it is reported
 * (collection account, postal address, e-mail, phone, stopping a renewal, withdrawing) are never
 * confirmed with the password alone. The second factor is a PIN sent by SMS to the phone on record:
 * issued for ONE action and the caller's session (keyed with its token), a few attempts counted
 * outside the change (a rolled-back change never gives a guess back), and spent inside the change's
 * own transaction, so one PIN makes one change however many requests carry it. Or one of the
 * customer's passkeys (services/llaves-acceso.ts) over a confirmation challenge, spent by the first
 * request that names it: one answer, one change, too.
 */

const MINUTE = 60_000;

export const SEGUNDO_FACTOR = {
  pinTtlMs: PIN.ttlMs,
  pinIntentos: PIN.intentos,
  /** The wait before another PIN for the same session. */
  reenvioMs: PIN.reenvioMs,
  /** PINs per customer and hour (counted in the database): bounds guesses and SMS to one phone. */
  pinesPorHora: 3,
} as const;

export const MENSAJE_SEGUNDO_FACTOR = {
  /** The password alone (or nothing) sent to confirm a change that needs a second factor. */
  REQUERIDO: 'Para confirmar este cambio te enviamos un código por SMS: escríbelo para continuar.',
  SIN_TELEFONO:
    'Para confirmar este cambio te enviamos un código por SMS, pero no tenemos ningún teléfono móvil tuyo. Llama a Atención al Cliente y te ayudamos.',
  PIN_INCORRECTO: 'El código no es correcto. Revisa el SMS y vuelve a escribirlo.',
  PIN_CADUCADO: 'El código ha caducado. Pide uno nuevo.',
  PIN_AGOTADO: 'Has superado el número de intentos. Pide un código nuevo.',
  PIN_USADO: 'Ese código ya se ha usado. Pide uno nuevo.',
  PIN_OTRA_ACCION: 'Ese código era para otro cambio. Pide uno nuevo para este.',
  PIN_SIN_ENVIAR: 'Pide un código por SMS para continuar.',
  DEMASIADOS_PINES: 'Has pedido demasiados códigos. Inténtalo de nuevo dentro de una hora.',
  SMS_NO_ENVIADO: 'No hemos podido enviarte el SMS. Inténtalo de nuevo en unos minutos.',
  reenvioEspera: (segundos: number) => `Espera ${segundos} segundos para pedir otro código.`,
} as const;

/** A second factor as a change's request carries it. */
export type SegundoFactor = { pin: string } | { llave: RespuestaAccesoLlave };

/** How the records that keep it (a mandate, a request's receipt) name the factor. */
export const factorConfirmacion = (factor: SegundoFactor): FactorConfirmacion =>
  'pin' in factor ? 'PIN_SMS' : 'LLAVE_ACCESO';
type ConFactor = { pin?: string | undefined; llave?: RespuestaAccesoLlave | undefined };

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

const MENSAJES_PIN: MensajesPin = {
  INCORRECTO: MENSAJE_SEGUNDO_FACTOR.PIN_INCORRECTO,
  NINGUNO: MENSAJE_SEGUNDO_FACTOR.PIN_SIN_ENVIAR,
  OTRA_ACCION: MENSAJE_SEGUNDO_FACTOR.PIN_OTRA_ACCION,
  USADO: MENSAJE_SEGUNDO_FACTOR.PIN_USADO,
  CADUCADO: MENSAJE_SEGUNDO_FACTOR.PIN_CADUCADO,
  AGOTADO: MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO,
  DEMASIADOS_PINES: MENSAJE_SEGUNDO_FACTOR.DEMASIADOS_PINES,
  SMS_NO_ENVIADO: MENSAJE_SEGUNDO_FACTOR.SMS_NO_ENVIADO,
  reenvioEspera: MENSAJE_SEGUNDO_FACTOR.reenvioEspera,
};

/** The phone the PIN goes to; a customer without one is told to call (nothing can confirm online). */
async function telefonoParaPin(app: AppParts, idCliente: number): Promise<string> {
  const telefono = await telefonoActual(app.db, idCliente);
  if (!telefono) throw negocio(MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO);
  return telefono;
}

/** Sends a PIN for `accion` to the phone on record, within the resend wait and the hourly budget. */
export async function enviarPin(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  { accion }: PinSegundoFactorRequest,
): Promise<CallData<typeof CALLS.pinSegundoFactor>> {
  const { idCliente, idSesion } = caller;
  const telefono = await telefonoParaPin(app, idCliente);
  const now = app.clock.now();
  const emitido = await emitirPin(app, caller, {
    motivo: { proposito: 'segundo-factor', accion },
    ambito: ambitoSesion(idSesion),
    objeto: accion,
    token,
    telefono,
    idCliente,
    mensajes: MENSAJES_PIN,
    cupos: [
      {
        clave: `pin-segundo-factor:${idCliente}`,
        max: SEGUNDO_FACTOR.pinesPorHora,
        windowMs: 60 * MINUTE,
        alerta: 'pin-segundo-factor',
      },
    ],
  });
  return {
    telefonoEnmascarado: emitido.telefono,
    caducaEn: madridIso(emitido.expiresAt),
    reenvioEn: madridIso(new Date(now.getTime() + SEGUNDO_FACTOR.reenvioMs)),
  };
}

/**
 * The factor a change's request carries: a passkey's answer first (no phone needed), else the PIN;
 * without a phone on record there can be no PIN, and the customer is told to call. The current
 * password alone is refused whatever it is (not even checked: no way to guess it either).
 */
async function factorDe(app: AppParts, idCliente: number, body: ConFactor): Promise<SegundoFactor> {
  if (body.llave !== undefined) return { llave: body.llave };
  await telefonoParaPin(app, idCliente);
  if (body.pin === undefined) throw negocio(MENSAJE_SEGUNDO_FACTOR.REQUERIDO);
  return { pin: body.pin };
}

/**
 * Confirms `accion` with the second factor in `body` and runs `cambio` in one transaction that spends
 * it first: of any number of requests carrying the same PIN, one changes and the others are refused.
 * A change that fails inside rolls back and leaves the PIN unspent (its attempt stays counted).
 */
export async function conSegundoFactor<T>(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  accion: AccionSegundoFactor,
  body: ConFactor,
  cambio: (tx: Queryable, factor: SegundoFactor) => Promise<T>,
): Promise<T> {
  const factor = await factorDe(app, caller.idCliente, body);
  if ('llave' in factor) {
    // Its challenge is spent by the check itself: of several requests with one answer, one passes.
    await verificarLlaveDeAcceso(app, caller.idCliente, factor.llave);
    return app.db.transaction((tx) => cambio(tx, factor));
  }
  // One attempt is spent whether right or wrong, outside the change: a rollback gives no guess back.
  const idPin = await comprobarPin(app, caller, {
    proposito: 'segundo-factor',
    ambito: ambitoSesion(caller.idSesion),
    objeto: accion,
    token,
    pin: factor.pin,
    idCliente: caller.idCliente,
    mensajes: MENSAJES_PIN,
  });
  return app.db.transaction(async (tx) => {
    if (!(await gastarPin(tx, idPin, app.clock.now()))) throw negocio(MENSAJE_SEGUNDO_FACTOR.PIN_USADO);
    return cambio(tx, factor);
  });
}

/** The second factor's PIN by SMS (POST segundoFactor/pin). */
export function segundoFactorService(app: AppParts) {
  return { pin: bound(app, enviarPin) };
}

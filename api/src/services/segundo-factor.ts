import { timingSafeEqual } from 'node:crypto';
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
import { maskTelefono } from '../lib/mask-contacto';
import { nuevoPin, pinHash } from '../lib/pin-sesion';
import { securityEvent } from '../lib/security-events';
import { telefonoActual } from '../repositories/cliente-cambios';
import { giveBack, take } from '../repositories/limites';
import {
  estadoPin,
  insertPin,
  retirarPin,
  takePinAttempt,
  ultimoPinEnviado,
  usarPin,
  type EstadoPin,
  type FactorConfirmacion,
} from '../repositories/segundo-factor';
import { verificarLlaveDeAcceso } from './llaves-acceso';
import { bound, type AppParts } from './parts';

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
  pinTtlMs: 10 * MINUTE,
  pinIntentos: 5,
  /** The wait before another PIN for the same session. */
  reenvioMs: MINUTE,
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

/** What the SMS says the code confirms. */
const QUE_CONFIRMA: Record<AccionSegundoFactor, string> = {
  'cuenta-cobro': 'el cambio de cuenta de cobro',
  direccion: 'el cambio de dirección postal',
  email: 'el cambio de e-mail',
  telefono: 'el cambio de teléfono móvil',
  'no-renovar': 'que no se renueve tu póliza',
  desistimiento: 'el desistimiento de tu póliza',
};

const textoSmsSegundoFactor = (accion: AccionSegundoFactor, pin: string) =>
  `Tu código para confirmar ${QUE_CONFIRMA[accion]} es ${pin}. No lo compartas con nadie.`;

/** A second factor as a change's request carries it. */
export type SegundoFactor = { pin: string } | { llave: RespuestaAccesoLlave };

/** How the records that keep it (a mandate, a request's receipt) name the factor. */
export const factorConfirmacion = (factor: SegundoFactor): FactorConfirmacion =>
  'pin' in factor ? 'PIN_SMS' : 'LLAVE_ACCESO';
type ConFactor = { pin?: string | undefined; llave?: RespuestaAccesoLlave | undefined };

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

const MENSAJE_ESTADO: Record<EstadoPin, string> = {
  NINGUNO: MENSAJE_SEGUNDO_FACTOR.PIN_SIN_ENVIAR,
  OTRA_ACCION: MENSAJE_SEGUNDO_FACTOR.PIN_OTRA_ACCION,
  USADO: MENSAJE_SEGUNDO_FACTOR.PIN_USADO,
  CADUCADO: MENSAJE_SEGUNDO_FACTOR.PIN_CADUCADO,
  AGOTADO: MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO,
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
  const ultimo = await ultimoPinEnviado(app.db, idSesion);
  const waitMs = ultimo ? ultimo.getTime() + SEGUNDO_FACTOR.reenvioMs - now.getTime() : 0;
  if (waitMs > 0) throw negocio(MENSAJE_SEGUNDO_FACTOR.reenvioEspera(Math.ceil(waitMs / 1000)));
  const clave = `pin-segundo-factor:${idCliente}`;
  const budget = await take(app.db, clave, { max: SEGUNDO_FACTOR.pinesPorHora, windowMs: 60 * MINUTE }, now);
  if (!budget.allowed) {
    securityEvent(caller, 'limit.exceeded', { idCliente, limite: 'pin-segundo-factor' });
    throw negocio(MENSAJE_SEGUNDO_FACTOR.DEMASIADOS_PINES);
  }
  const pin = nuevoPin();
  const expiresAt = new Date(now.getTime() + SEGUNDO_FACTOR.pinTtlMs);
  const idPin = await insertPin(app.db, {
    idCliente,
    idSesion,
    accion,
    pinHash: pinHash(token, pin),
    now,
    expiresAt,
  });
  try {
    await app.sms.send(telefono, textoSmsSegundoFactor(accion, pin));
  } catch (err) {
    // The provider failed or timed out: the customer may ask again at once, and the PIN that never
    // arrived spends neither the resend wait nor the hour's budget.
    caller.log.error({ provider: app.sms.name, err }, 'SMS not sent');
    await retirarPin(app.db, idPin);
    await giveBack(app.db, clave, now);
    throw negocio(MENSAJE_SEGUNDO_FACTOR.SMS_NO_ENVIADO);
  }
  return {
    telefonoEnmascarado: maskTelefono(telefono),
    caducaEn: madridIso(expiresAt),
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
 * Checks the PIN against the session's newest one, issued for `accion`; one attempt is spent whether
 * right or wrong (outside any transaction, so it stays spent). Answers the PIN's id to spend.
 */
async function comprobarPin(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  accion: AccionSegundoFactor,
  pin: string,
): Promise<number> {
  const { idCliente, idSesion } = caller;
  const consulta = {
    idCliente,
    idSesion,
    accion,
    now: app.clock.now(),
    max: SEGUNDO_FACTOR.pinIntentos,
  };
  const attempt = await takePinAttempt(app.db, consulta);
  if (!attempt) {
    const estado = await estadoPin(app.db, consulta);
    if (estado === 'AGOTADO') securityEvent(caller, 'pin.exhausted', { idCliente });
    throw negocio(MENSAJE_ESTADO[estado]);
  }
  if (!timingSafeEqual(Buffer.from(attempt.pinHash), pinHash(token, pin))) {
    const agotado = attempt.intentos >= SEGUNDO_FACTOR.pinIntentos;
    securityEvent(caller, agotado ? 'pin.exhausted' : 'pin.failed', { idCliente });
    throw negocio(agotado ? MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO : MENSAJE_SEGUNDO_FACTOR.PIN_INCORRECTO);
  }
  return attempt.idPin;
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
  const idPin = await comprobarPin(app, caller, token, accion, factor.pin);
  return app.db.transaction(async (tx) => {
    if (!(await usarPin(tx, idPin, app.clock.now()))) throw negocio(MENSAJE_SEGUNDO_FACTOR.PIN_USADO);
    return cambio(tx, factor);
  });
}

/** The second factor's PIN by SMS (POST segundoFactor/pin). */
export function segundoFactorService(app: AppParts) {
  return { pin: bound(app, enviarPin) };
}

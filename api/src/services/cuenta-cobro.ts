import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  Codigo,
  type CallData,
  type CALLS,
  type CambiaCuentaCobroRequest,
  type Mandato,
} from '@area-cliente/shared/contract';
import { bancoDeIban, madridIso, maskIban, normalizeIban, validateIban } from '@area-cliente/shared/domain';
import { ApiError, badRequest } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { nuevoPin, pinHash, referenciaSesion } from '../lib/pin-sesion';
import { fechaHora } from '../pdf/render-pdf';
import { telefonoActual } from '../repositories/cliente-cambios';
import { polizasDelCambio } from './cliente-cambios';
import {
  bloquearCliente,
  cambiarCuentaCobro,
  estadoPin,
  insertMandato,
  insertPinCuentaCobro,
  mandatosDe,
  polizasConOtraCuenta,
  takePinAttempt,
  ultimoPinEnviado,
  usarPin,
  type MandatoSepa,
} from '../repositories/cuenta-cobro';
import { registrarCambio } from '../repositories/historial-cambios';
import { avisarCambioDatos } from './avisos';
import { take } from '../repositories/limites';
import { reautenticar } from './sesiones';
import type { SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';

/*
 * Issue 31, change of the collection account. A classic fraud path (a stolen session redirects the
 * premiums), so: confirmed with the current password or a PIN sent to the phone on record, at most a
 * few changes a day, and an SMS to that phone telling what changed, masked, and what to do if it was
 * not the customer. The change, the receipts it moves, the mandate and the history line land in one
 * transaction that locks the customer's row, so repeated requests never change twice.
 */

const MINUTE = 60_000;

export const CUENTA_COBRO = {
  /** Changes per customer and day (counted in the database). */
  cambiosPorDia: 3,
  pinTtlMs: 10 * MINUTE,
  pinIntentos: 5,
  reenvioMs: MINUTE,
  /** PINs per customer and hour: bounds guesses and SMS sent to one phone. */
  pinesPorHora: 3,
} as const;

export const MENSAJE_CUENTA_COBRO = {
  CONFIRMACION: 'Confirma el cambio con tu contraseña o con el PIN que te enviamos por SMS',
  SIN_TELEFONO:
    'Para cambiar la cuenta necesitamos un teléfono móvil registrado. Añádelo en Mis datos o llama a Atención al Cliente.',
  MISMA_CUENTA: 'Esa cuenta ya es la cuenta de cobro de las pólizas que has elegido',
  DEMASIADOS_CAMBIOS: 'Has cambiado la cuenta de cobro demasiadas veces hoy. Inténtalo de nuevo mañana.',
  PIN_INCORRECTO: 'El PIN no es correcto',
  PIN_CADUCADO: 'El PIN ha caducado. Solicita uno nuevo.',
  PIN_AGOTADO: 'Has superado el número de intentos. Solicita un nuevo PIN.',
  PIN_SIN_ENVIAR: 'Solicita un PIN para continuar.',
  DEMASIADOS_PINES: 'Has solicitado demasiados PIN. Inténtalo de nuevo más tarde.',
  SMS_NO_ENVIADO: 'No hemos podido enviarte el SMS. Inténtalo de nuevo en unos minutos o usa tu contraseña.',
  reenvioEspera: (segundos: number) => `Espera ${segundos} segundos para solicitar otro PIN.`,
} as const;

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

/** Unique mandate reference: 'AC', the day and 10 random hexadecimal characters. */
const nuevaReferencia = (now: Date) =>
  `AC${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

const mandatoVisible = (m: MandatoSepa): Mandato => ({
  referencia: m.referencia,
  iban: maskIban(m.iban) ?? '',
  banco: bancoDeIban(m.iban)?.nombre ?? null,
  // As every instant the API sends: Madrid wall-clock time with its offset.
  fecha: madridIso(m.firmadoAt),
});

/** Sends a PIN to the phone on record, within the resend wait and the hourly budget. */
async function pinCuentaCobro(
  app: AppParts,
  caller: SessionCaller,
  token: string,
): Promise<CallData<typeof CALLS.pinCuentaCobro>> {
  const { idCliente, idSesion } = caller;
  const telefono = await telefonoActual(app.db, idCliente);
  if (!telefono) throw negocio(MENSAJE_CUENTA_COBRO.SIN_TELEFONO);
  const now = app.clock.now();
  const ultimo = await ultimoPinEnviado(app.db, idSesion);
  const waitMs = ultimo ? ultimo.getTime() + CUENTA_COBRO.reenvioMs - now.getTime() : 0;
  if (waitMs > 0) throw negocio(MENSAJE_CUENTA_COBRO.reenvioEspera(Math.ceil(waitMs / 1000)));
  const budget = await take(
    app.db,
    `pin-cuenta-cobro:${idCliente}`,
    { max: CUENTA_COBRO.pinesPorHora, windowMs: 60 * MINUTE },
    now,
  );
  if (!budget.allowed) {
    securityEvent(caller, 'limit.exceeded', { idCliente, limite: 'pin-cuenta-cobro' });
    throw negocio(MENSAJE_CUENTA_COBRO.DEMASIADOS_PINES);
  }
  const pin = nuevoPin();
  await insertPinCuentaCobro(app.db, {
    idCliente,
    idSesion,
    pinHash: pinHash(token, pin),
    now,
    expiresAt: new Date(now.getTime() + CUENTA_COBRO.pinTtlMs),
  });
  try {
    await app.sms.send(
      telefono,
      `Tu PIN para confirmar el cambio de cuenta de cobro en el Área Cliente es ${pin}. Caduca en 10 minutos. No lo compartas con nadie.`,
    );
  } catch (err) {
    caller.log.error({ provider: app.sms.name, err }, 'SMS not sent');
    throw negocio(MENSAJE_CUENTA_COBRO.SMS_NO_ENVIADO);
  }
  return { telefono: `******${telefono.slice(-3)}`, caducaEnSegundos: CUENTA_COBRO.pinTtlMs / 1000 };
}

/** Checks the PIN of the caller's session; answers its id to spend inside the change. */
async function comprobarPin(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  pin: string,
): Promise<number> {
  const { idCliente, idSesion } = caller;
  const now = app.clock.now();
  const attempt = await takePinAttempt(app.db, idCliente, idSesion, now, CUENTA_COBRO.pinIntentos);
  if (!attempt) {
    const state = await estadoPin(app.db, idSesion, now, CUENTA_COBRO.pinIntentos);
    if (state === 'AGOTADO') securityEvent(caller, 'pin.exhausted', { idCliente });
    throw negocio(
      state === 'CADUCADO'
        ? MENSAJE_CUENTA_COBRO.PIN_CADUCADO
        : state === 'AGOTADO'
          ? MENSAJE_CUENTA_COBRO.PIN_AGOTADO
          : MENSAJE_CUENTA_COBRO.PIN_SIN_ENVIAR,
    );
  }
  if (!timingSafeEqual(Buffer.from(attempt.pinHash), pinHash(token, pin))) {
    const agotado = attempt.intentos >= CUENTA_COBRO.pinIntentos;
    securityEvent(caller, agotado ? 'pin.exhausted' : 'pin.failed', { idCliente });
    throw negocio(agotado ? MENSAJE_CUENTA_COBRO.PIN_AGOTADO : MENSAJE_CUENTA_COBRO.PIN_INCORRECTO);
  }
  return attempt.idPin;
}

async function cambiaCuentaCobro(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  body: CambiaCuentaCobroRequest,
): Promise<CallData<typeof CALLS.cambiaCuentaCobro>> {
  const { idCliente, idSesion } = caller;
  const problema = validateIban(body.iban);
  if (problema) throw negocio(problema);
  const iban = normalizeIban(body.iban);
  const polizas = await polizasDelCambio(app, caller, body.polizas);
  // An account change moves at least one policy's charges.
  if (polizas.length === 0) throw badRequest();
  if (!(await telefonoActual(app.db, idCliente))) throw negocio(MENSAJE_CUENTA_COBRO.SIN_TELEFONO);
  // The password when given, else the PIN; neither is a refusal that names what is missing.
  let idPin: number | null = null;
  if (body.passwordActual !== undefined) await reautenticar(app, caller, idCliente, body.passwordActual);
  else if (body.pin !== undefined) idPin = await comprobarPin(app, caller, token, body.pin);
  else throw negocio(MENSAJE_CUENTA_COBRO.CONFIRMACION);

  const now = app.clock.now();
  const banco = bancoDeIban(iban);
  const hecho = await app.db.transaction(async (tx) => {
    // Concurrent changes of one customer queue here; each then sees what the previous one did.
    const cliente = await bloquearCliente(tx, idCliente);
    if (!cliente.telefono) throw negocio(MENSAJE_CUENTA_COBRO.SIN_TELEFONO);
    const cambian = await polizasConOtraCuenta(tx, idCliente, polizas, iban);
    if (cambian.length === 0) throw negocio(MENSAJE_CUENTA_COBRO.MISMA_CUENTA);
    if (idPin !== null && !(await usarPin(tx, idPin, now))) {
      throw negocio(MENSAJE_CUENTA_COBRO.PIN_SIN_ENVIAR);
    }
    // Counted inside the transaction: a refused or failed change gives its unit back.
    const cupo = await take(
      tx,
      `cambio-cuenta-cobro:${idCliente}`,
      { max: CUENTA_COBRO.cambiosPorDia, windowMs: 24 * 60 * MINUTE },
      now,
    );
    if (!cupo.allowed) throw negocio(MENSAJE_CUENTA_COBRO.DEMASIADOS_CAMBIOS);
    const ids = cambian.map((p) => p.idPoliza);
    const recibosMovidos = await cambiarCuentaCobro(tx, idCliente, ids, {
      iban,
      entidad: iban.slice(4, 8),
      oficina: iban.slice(8, 12),
    });
    const mandato: MandatoSepa = {
      referencia: nuevaReferencia(now),
      nombreDeudor: cliente.nombre,
      iban,
      bic: banco?.bic ?? null,
      polizas: cambian.map((p) => p.numPoliza).join(', '),
      firmadoCon: idPin === null ? 'PASSWORD' : 'PIN_SMS',
      referenciaSesion: referenciaSesion(token),
      firmadoAt: now,
    };
    await insertMandato(tx, { ...mandato, idCliente, idSesion });
    const cuantas = cambian.length === 1 ? 'la póliza' : `${cambian.length} pólizas`;
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'IBAN',
      descripcion: `Cuenta de cobro de ${cuantas} cambiada a ${maskIban(iban)}`,
      ...(cambian.length === 1 && cambian[0] ? { idPoliza: cambian[0].idPoliza } : {}),
      now,
    });
    // By e-mail only: the SMS below is sent at once, as it always was.
    await avisarCambioDatos(tx, { idCliente, idSesion, tipo: 'IBAN', now, canales: ['EMAIL'] });
    return { mandato, telefono: cliente.telefono, cuantas, recibosMovidos };
  });
  app.avisos.despertar();
  securityEvent(caller, 'bank_account.changed', { idCliente });
  const aviso =
    `Área Cliente: el ${fechaHora(now)} se ha cambiado la cuenta de cobro de ${hecho.cuantas} a ` +
    `${maskIban(iban)}. Si no has sido tú, llama cuanto antes a Atención al Cliente y cambia tu contraseña.`;
  // The change stands even if the gateway fails; the failure is logged for operators to resend.
  await app.sms.send(hecho.telefono, aviso).catch((err: unknown) => {
    caller.log.error({ provider: app.sms.name, err }, 'SMS not sent');
  });
  return { mandato: mandatoVisible(hecho.mandato), recibosMovidos: hecho.recibosMovidos };
}

/** The caller's signed mandates for 'Mis datos'. */
async function mandatosSepa(
  app: AppParts,
  caller: SessionCaller,
): Promise<CallData<typeof CALLS.mandatosSepa>> {
  const { idCliente } = caller;
  return { mandatos: (await mandatosDe(app.db, idCliente)).map(mandatoVisible) };
}

/** The collection account of the customer's policies and the SEPA mandates. */
export function cuentaCobroService(app: AppParts) {
  return {
    pin: bound(app, pinCuentaCobro),
    cambiar: bound(app, cambiaCuentaCobro),
    mandatos: bound(app, mandatosSepa),
  };
}

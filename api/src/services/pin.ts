import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Codigo, type AccionSegundoFactor } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';
import type { Caller } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { maskTelefono } from '../lib/mask-contacto';
import { securityEvent } from '../lib/security-events';
import { giveBack, take, type Limit } from '../repositories/limites';
import {
  emitidos,
  estadoPin,
  insertPin,
  retirarPin,
  takeIntento,
  ultimoPin,
  usarPin,
  type ClavePin,
  type EstadoPin,
  type PropositoPin,
} from '../repositories/pines';
import { readOutboxSince } from '../repositories/sms-outbox';
import type { AppParts } from './parts';

/*
 * The PIN room: every one-time PIN sent by SMS (registration and forgotten password, the second
 * factor of a sensitive change, signing a document) is issued, checked and spent here. Six digits,
 * stored only as an HMAC keyed with the token of the flow or session that asked (a copy of the
 * database alone cannot brute-force it), ten minutes, five attempts counted in the database before the
 * comparison, a minute between PINs of one scope, spent once. Each flow keeps its own words.
 */

const MINUTE = 60_000;

export const PIN = {
  /** The table allows at most 10 minutes. */
  ttlMs: 10 * MINUTE,
  intentos: 5,
  /** The wait before another PIN of the same scope. */
  reenvioMs: MINUTE,
} as const;

/** Why a PIN is sent, with what its SMS names. */
type MotivoPin =
  | { proposito: 'registro' }
  | { proposito: 'segundo-factor'; accion: AccionSegundoFactor }
  | { proposito: 'firma'; nombreDoc: string; numSiniestro: string; referenciaEnvio: string };

/** What the second factor's SMS says the code confirms. */
const QUE_CONFIRMA: Record<AccionSegundoFactor, string> = {
  'cuenta-cobro': 'el cambio de cuenta de cobro',
  direccion: 'el cambio de dirección postal',
  email: 'el cambio de e-mail',
  telefono: 'el cambio de teléfono móvil',
  'no-renovar': 'que no se renueve tu póliza',
  desistimiento: 'el desistimiento de tu póliza',
  suplemento: 'la modificación de tu póliza',
};

function textoSms(motivo: MotivoPin, pin: string): string {
  switch (motivo.proposito) {
    case 'registro':
      return `Tu código de acceso al Área Cliente es ${pin}. Caduca en 10 minutos. No lo compartas con nadie.`;
    case 'segundo-factor':
      return `Tu código para confirmar ${QUE_CONFIRMA[motivo.accion]} es ${pin}. No lo compartas con nadie.`;
    case 'firma':
      return (
        `Tu PIN para firmar el documento "${motivo.nombreDoc}" del siniestro ${motivo.numSiniestro} en el ` +
        `Área Cliente es ${pin}. Caduca en 10 minutos. No lo compartas con nadie. Ref. ${motivo.referenciaEnvio}`
      );
  }
}

/**
 * Which PIN a check reads: the scope's newest, so asking again for any action replaces the earlier
 * one; a signature reads the newest for its document, so two documents' dialogs do not cancel each other.
 */
const POR_OBJETO: Record<PropositoPin, boolean> = { registro: false, 'segundo-factor': false, firma: true };

/** A registration flow's scope. */
export const ambitoRegistro = (idRegistro: number) => `registro:${idRegistro}`;
/** A logged-in session's scope. */
export const ambitoSesion = (idSesion: number) => `sesion:${idSesion}`;

/** A flow's own words for each answer of the room. */
export interface MensajesPin extends Record<EstadoPin, string> {
  INCORRECTO: string;
  DEMASIADOS_PINES: string;
  /** Absent: the send is not awaited (registration answers a decoy, which sends nothing, as fast). */
  SMS_NO_ENVIADO?: string;
  reenvioEspera: (segundos: number) => string;
}

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

const hmac = (token: string, pin: string): Buffer => createHmac('sha256', token).update(pin).digest();

const coincide = (hash: Uint8Array, token: string, pin: string) => {
  const esperado = Buffer.from(hash);
  const dado = hmac(token, pin);
  return esperado.length === dado.length && timingSafeEqual(esperado, dado);
};

/** A budget a PIN takes one unit of (counted in `limites`); `alerta` names it in the security log. */
interface CupoPin extends Limit {
  clave: string;
  alerta?: string;
}

export interface EmisionPin<T extends string | null> {
  motivo: MotivoPin;
  ambito: string;
  /** What the PIN confirms inside its scope (an action, a document). */
  objeto?: string;
  /** The flow's or session's token the PIN is keyed with. */
  token: string;
  /** null: a decoy registration, nothing is sent. */
  telefono: T;
  idCliente: number | null;
  mensajes: MensajesPin;
  /** Most PINs one scope may ever issue. */
  maxEnAmbito?: number;
  cupos?: CupoPin[];
  /** Runs once the PIN is stored, before the SMS (what the flow binds to it); a failure withdraws it. */
  alEmitir?: (idPin: number) => Promise<void>;
}

/**
 * Issues a PIN within the resend wait, the scope's maximum and the budgets, and sends it by SMS.
 * A PIN that never reached the phone is withdrawn and its budgets given back: the customer may ask
 * again at once. Answers when it expires and the masked phone.
 */
export async function emitirPin<T extends string | null>(
  app: AppParts,
  caller: Caller,
  e: EmisionPin<T>,
): Promise<{ expiresAt: Date; telefono: T }> {
  const { proposito } = e.motivo;
  const now = app.clock.now();
  const hechos = await emitidos(app.db, proposito, e.ambito);
  const waitMs = hechos.ultimo ? hechos.ultimo.getTime() + PIN.reenvioMs - now.getTime() : 0;
  if (waitMs > 0) throw negocio(e.mensajes.reenvioEspera(Math.ceil(waitMs / 1000)));
  if (e.maxEnAmbito !== undefined && hechos.cuantos >= e.maxEnAmbito) {
    throw negocio(e.mensajes.DEMASIADOS_PINES);
  }
  const tomados: string[] = [];
  const devolver = () => Promise.all(tomados.map((clave) => giveBack(app.db, clave, now)));
  for (const cupo of e.cupos ?? []) {
    if (!(await take(app.db, cupo.clave, cupo, now)).allowed) {
      await devolver();
      if (cupo.alerta)
        securityEvent(caller, 'limit.exceeded', { idCliente: e.idCliente, limite: cupo.alerta });
      throw negocio(e.mensajes.DEMASIADOS_PINES);
    }
    tomados.push(cupo.clave);
  }
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + PIN.ttlMs);
  const clave: ClavePin = { proposito, ambito: e.ambito, objeto: e.objeto ?? '' };
  const idPin = await insertPin(app.db, clave, { pinHash: hmac(e.token, pin), now, expiresAt });
  const retirar = async () => {
    await retirarPin(app.db, idPin);
    await devolver();
  };
  try {
    await e.alEmitir?.(idPin);
  } catch (err) {
    await retirar();
    throw err;
  }
  const telefono: string | null = e.telefono;
  if (telefono === null) return { expiresAt, telefono: e.telefono };
  const texto = textoSms(e.motivo, pin);
  const fallo = (err: unknown) => caller.log.error({ provider: app.sms.name, err }, 'SMS not sent');
  if (e.mensajes.SMS_NO_ENVIADO === undefined) {
    app.sms.send(telefono, texto).catch(fallo);
  } else {
    try {
      await app.sms.send(telefono, texto);
    } catch (err) {
      fallo(err);
      await retirar();
      throw negocio(e.mensajes.SMS_NO_ENVIADO);
    }
  }
  return { expiresAt, telefono: maskTelefono(telefono) as T };
}

export interface ComprobacionPin {
  proposito: PropositoPin;
  ambito: string;
  objeto?: string;
  token: string;
  pin: string;
  idCliente: number | null;
  mensajes: MensajesPin;
}

/**
 * Checks a PIN against the newest one of its scope; one attempt is spent whether right or wrong
 * (outside any transaction, so it stays spent). Answers the PIN's id, for `gastarPin`.
 */
export async function comprobarPin(app: AppParts, caller: Caller, c: ComprobacionPin): Promise<number> {
  const clave: ClavePin = { proposito: c.proposito, ambito: c.ambito, objeto: c.objeto ?? '' };
  const porObjeto = POR_OBJETO[c.proposito];
  const now = app.clock.now();
  const intento = await takeIntento(app.db, clave, porObjeto, now, PIN.intentos);
  const idCliente = c.idCliente;
  if (!intento) {
    const estado = await estadoPin(app.db, clave, porObjeto, now, PIN.intentos);
    if (estado === 'AGOTADO') securityEvent(caller, 'pin.exhausted', { idCliente });
    throw negocio(c.mensajes[estado]);
  }
  if (!coincide(intento.pinHash, c.token, c.pin)) {
    const agotado = intento.intentos >= PIN.intentos;
    securityEvent(caller, agotado ? 'pin.exhausted' : 'pin.failed', { idCliente });
    throw negocio(agotado ? c.mensajes.AGOTADO : c.mensajes.INCORRECTO);
  }
  return intento.idPin;
}

/** Spends a checked PIN, inside the transaction of what it confirms; false when another request did. */
export const gastarPin = (db: Queryable, idPin: number, now: Date): Promise<boolean> =>
  usarPin(db, idPin, now);

/**
 * Demo only: the text of the SMS, among those sent to `telefono`, that carries the scope's newest PIN
 * (compared under the caller's own token, so a token never reads another flow's message).
 */
export async function smsDelUltimoPin(
  app: AppParts,
  proposito: PropositoPin,
  ambito: string,
  telefono: string,
  token: string,
): Promise<string | undefined> {
  const ultimo = await ultimoPin(app.db, proposito, ambito);
  if (!ultimo) return undefined;
  const enviados = await readOutboxSince(app.db, telefono, ultimo.createdAt);
  return enviados.find((sms) => {
    const digits = /\b(\d{6})\b/.exec(sms.texto)?.[1];
    return digits !== undefined && coincide(ultimo.pinHash, token, digits);
  })?.texto;
}

import { randomInt } from 'node:crypto';
import {
  Codigo,
  type ActualizarPasswordRequest,
  type AuthData,
  type GenerarPinData,
  type RegistroInfo,
  type SmsDemo,
  type VerificaUsuarioRequest,
} from '@area-cliente/shared/contract';
import { hashPassword, newToken, sha256 } from '../lib/crypto';
import { isValidDocumento, normalizeDocumento } from '@area-cliente/shared/domain';
import { ApiError, Mensaje } from '../lib/errors';
import { maskTelefono } from '../lib/mask-contacto';
import { checkPassword } from '../lib/password-policy';
import type { Caller } from '../lib/caller';
import { sessionPolicy } from '../lib/session-request';
import {
  advancePaso,
  countRegistrosByIp,
  createRegistro,
  finalizeRegistro,
  findClienteByDocumento,
  findLiveRegistro,
  lastDecoyMask,
  setPassword,
  tieneClave,
  telefonoOf,
  type PasoRegistro,
  type Registro,
} from '../repositories/registro';
import { forgetDevices } from '../repositories/dispositivos';
import { liftAccountLock } from '../repositories/login-throttle';
import { createSession } from '../repositories/sessions';
import { securityEvent } from '../lib/security-events';
import { avisarClaveRestablecida } from './avisos';
import type { AppParts } from './parts';
import {
  ambitoRegistro,
  comprobarPin,
  emitirPin,
  gastarPin,
  PIN,
  smsDelUltimoPin,
  type MensajesPin,
} from './pin';

/*
 * The registration state machine. Self-registration and forgotten password (SPEC §4): verificaUsuario → generarPinAcceso →
 * verificarPin → actualizarPassword → authRegistro. The state lives in `registros`, reached by the
 * registration token each step answers (the front end sends it as Auth-token). Unknown IDs run a
 * decoy flow that looks the same from outside; its PIN is never sent, so it never verifies.
 */

const MINUTE = 60_000;

/** Limits of the registration and forgotten-password flows. */
export const REGISTRO = {
  /** A flow must be finished within this time. */
  ttlMs: 30 * MINUTE,
  /** New flows per IP and hour. */
  maxPorIpHora: 20,
  pinTtlMs: PIN.ttlMs,
  pinIntentos: PIN.intentos,
  reenvioMs: PIN.reenvioMs,
  pinesPorRegistro: 3,
  /** PINs per ID and hour across flows: bounds guesses and SMS sent to one customer. */
  pinesPorDocumentoHora: 5,
} as const;

export const MENSAJE_REGISTRO = {
  DOCUMENTO_INVALIDO: 'El NIF/CIF/NIE no es válido',
  CADUCADO: 'Tu solicitud ha caducado. Vuelve a empezar, por favor.',
  PASO_INCORRECTO: 'Este paso no está disponible ahora. Vuelve a empezar, por favor.',
  PIN_INCORRECTO: 'El PIN no es correcto',
  PIN_CADUCADO: 'El PIN ha caducado. Solicita uno nuevo.',
  PIN_AGOTADO: 'Has superado el número de intentos. Solicita un nuevo PIN.',
  PIN_SIN_ENVIAR: 'Solicita un PIN para continuar.',
  DEMASIADOS_PINES: 'Has solicitado demasiados PIN. Inténtalo de nuevo más tarde.',
  PASSWORDS_DISTINTAS: 'Las contraseñas no son iguales',
  reenvioEspera: (segundos: number) => `Espera ${segundos} segundos para solicitar otro PIN.`,
} as const;

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

/** Only the last three digits are shown: an unknown ID gets three invented ones. */
const inventedMask = () => maskTelefono(String(randomInt(0, 1000)).padStart(3, '0'));

/** A used PIN is one the flow already moved past: asking for a new one is the way on. */
const MENSAJES_PIN: MensajesPin = {
  INCORRECTO: MENSAJE_REGISTRO.PIN_INCORRECTO,
  CADUCADO: MENSAJE_REGISTRO.PIN_CADUCADO,
  AGOTADO: MENSAJE_REGISTRO.PIN_AGOTADO,
  NINGUNO: MENSAJE_REGISTRO.PIN_SIN_ENVIAR,
  USADO: MENSAJE_REGISTRO.PIN_SIN_ENVIAR,
  OTRA_ACCION: MENSAJE_REGISTRO.PIN_SIN_ENVIAR,
  DEMASIADOS_PINES: MENSAJE_REGISTRO.DEMASIADOS_PINES,
  reenvioEspera: MENSAJE_REGISTRO.reenvioEspera,
};

/**
 * The registration flows, built over the app's parts. Each step after the first takes the flow's
 * token (what the front end sends as Auth-token) as a plain value.
 */
export function registroService(app: AppParts) {
  /** The caller's live flow, which must be at one of `pasos`. */
  async function flowAt(token: string, pasos: PasoRegistro[]): Promise<Registro & { token: string }> {
    const reg = await findLiveRegistro(app.db, token, app.clock.now());
    if (!reg) throw negocio(MENSAJE_REGISTRO.CADUCADO);
    if (!pasos.includes(reg.paso)) throw negocio(MENSAJE_REGISTRO.PASO_INCORRECTO);
    return { ...reg, token };
  }

  /** Step 1: opens a flow for an ID (a decoy one for unknown IDs) and answers the masked phone. */
  async function verificaUsuario(caller: Caller, body: VerificaUsuarioRequest): Promise<RegistroInfo> {
    const numDoc = normalizeDocumento(body.numDoc);
    if (!isValidDocumento(numDoc)) throw negocio(MENSAJE_REGISTRO.DOCUMENTO_INVALIDO);
    const now = app.clock.now();
    const hourAgo = new Date(now.getTime() - 60 * MINUTE);
    if ((await countRegistrosByIp(app.db, caller.ip, hourAgo)) >= REGISTRO.maxPorIpHora) {
      throw negocio(Mensaje.DEMASIADAS_PETICIONES);
    }
    const cliente = await findClienteByDocumento(app.db, numDoc);
    // Both lookups run for every ID, so a customer and a stranger cost the same queries.
    const decoyMask = await lastDecoyMask(app.db, numDoc, new Date(now.getTime() - 30 * 24 * 60 * MINUTE));
    const real = cliente?.telefono ? { idCliente: cliente.idCliente, telefono: cliente.telefono } : null;
    // A decoy recorded before masks were grouped ('******123') is shown the way a real one is now.
    const telefonoMascara = real
      ? maskTelefono(real.telefono)
      : decoyMask
        ? maskTelefono(decoyMask.slice(-3))
        : inventedMask();
    const token = newToken();
    await createRegistro(app.db, {
      token,
      idCliente: real?.idCliente ?? null,
      numDoc,
      tipo: body.recordar ? 'RECORDAR' : 'ALTA',
      telefonoMascara,
      ip: caller.ip,
      now,
      expiresAt: new Date(now.getTime() + REGISTRO.ttlMs),
    });
    return { token, telefono: telefonoMascara };
  }

  /** Step 2: sends a new PIN by SMS, within the resend wait and the PIN limits. */
  async function generarPinAcceso(caller: Caller, token: string): Promise<GenerarPinData> {
    const reg = await flowAt(token, ['VERIFICADO', 'PIN_ENVIADO']);
    // A decoy looks up no one (id 0) but pays for the same query, and sends nothing.
    const telefono = await telefonoOf(app.db, reg.idCliente ?? 0);
    await emitirPin(app, caller, {
      motivo: { proposito: 'registro' },
      ambito: ambitoRegistro(reg.idRegistro),
      token: reg.token,
      telefono,
      idCliente: reg.idCliente,
      mensajes: MENSAJES_PIN,
      maxEnAmbito: REGISTRO.pinesPorRegistro,
      // Across flows: a new flow must not reset what one ID may be sent (its hash keys the count).
      cupos: [
        {
          clave: `pin-registro:${sha256(reg.numDoc).toString('hex')}`,
          max: REGISTRO.pinesPorDocumentoHora,
          windowMs: 60 * MINUTE,
        },
      ],
      alEmitir: async () => {
        await advancePaso(app.db, reg.idRegistro, ['VERIFICADO', 'PIN_ENVIADO'], 'PIN_ENVIADO');
      },
    });
    return {
      token: reg.token,
      caducaEnSegundos: REGISTRO.pinTtlMs / 1000,
      reenvioEnSegundos: REGISTRO.reenvioMs / 1000,
    };
  }

  /** Step 3: checks the PIN; a limited number of attempts per PIN. */
  async function verificarPin(caller: Caller, token: string, pin: string): Promise<AuthData> {
    const reg = await flowAt(token, ['PIN_ENVIADO']);
    const now = app.clock.now();
    const idPin = await comprobarPin(app, caller, {
      proposito: 'registro',
      ambito: ambitoRegistro(reg.idRegistro),
      token: reg.token,
      pin,
      idCliente: reg.idCliente,
      mensajes: MENSAJES_PIN,
    });
    const verified = await app.db.transaction(
      async (tx) =>
        (await gastarPin(tx, idPin, now)) &&
        (await advancePaso(tx, reg.idRegistro, ['PIN_ENVIADO'], 'PIN_VERIFICADO')),
    );
    if (!verified) throw negocio(MENSAJE_REGISTRO.PASO_INCORRECTO);
    // The owner holds the phone: password guesses by others must not keep them locked out.
    await liftAccountLock(app.db, reg.numDoc);
    securityEvent(caller, 'pin.verified', { idCliente: reg.idCliente });
    return { token: reg.token };
  }

  /** Step 4: sets the new password of a verified flow. */
  async function actualizarPassword(
    caller: Caller,
    token: string,
    body: ActualizarPasswordRequest,
  ): Promise<null> {
    const reg = await flowAt(token, ['PIN_VERIFICADO']);
    if (body.password !== body.passwordRepetida) throw negocio(MENSAJE_REGISTRO.PASSWORDS_DISTINTAS);
    const problem = checkPassword(body.password);
    if (problem) throw negocio(problem);
    // A verified PIN only exists on a real flow; a decoy never gets here.
    if (reg.idCliente === null) throw negocio(MENSAJE_REGISTRO.PASO_INCORRECTO);
    const idCliente = reg.idCliente;
    const hash = await hashPassword(body.password);
    const now = app.clock.now();
    const done = await app.db.transaction(async (tx) => {
      if (!(await advancePaso(tx, reg.idRegistro, ['PIN_VERIFICADO'], 'COMPLETADO'))) return false;
      // A password replaced (forgotten, not a first registration) is warned of like a change in 'Mis
      // datos', in this transaction: whoever reset it with a stolen phone is seen by the e-mail's owner.
      const reemplaza = await tieneClave(tx, idCliente);
      await setPassword(tx, idCliente, hash, now);
      // Whoever knew the old password may hold a 'known device' cookie: none outlives the reset.
      await forgetDevices(tx, idCliente);
      if (reemplaza) await avisarClaveRestablecida(tx, { idCliente, idRegistro: reg.idRegistro, now });
      return true;
    });
    if (!done) throw negocio(MENSAJE_REGISTRO.PASO_INCORRECTO);
    app.avisos.despertar();
    securityEvent(caller, 'password.reset', { idCliente });
    return null;
  }

  /** Step 5: the completed flow opens the customer's session. */
  async function authRegistro(caller: Caller, token: string): Promise<AuthData> {
    const reg = await flowAt(token, ['COMPLETADO']);
    if (reg.idCliente === null) throw negocio(MENSAJE_REGISTRO.PASO_INCORRECTO);
    const idCliente = reg.idCliente;
    const now = app.clock.now();
    const origin = { ip: caller.ip, dispositivo: caller.dispositivo };
    const sesion = await app.db.transaction(async (tx) => {
      if (!(await finalizeRegistro(tx, reg.idRegistro, now))) return null;
      return createSession(tx, idCliente, now, sessionPolicy(app), origin);
    });
    if (!sesion) throw negocio(MENSAJE_REGISTRO.CADUCADO);
    return { token: sesion };
  }

  /**
   * Demo only (demo/sms-outbox.ts): the SMS sent for the caller's own flow. The outbox is searched
   * by the flow's phone, but a message is answered only when its PIN is the flow's newest one (the HMAC
   * keyed with this very token), so a token never reads an SMS sent for another flow. A decoy has none.
   */
  async function smsDemo(token: string): Promise<SmsDemo> {
    const reg = await findLiveRegistro(app.db, token, app.clock.now());
    if (!reg) throw negocio(MENSAJE_REGISTRO.CADUCADO);
    if (reg.idCliente === null) return { sms: null };
    const telefono = await telefonoOf(app.db, reg.idCliente);
    const texto =
      telefono && (await smsDelUltimoPin(app, 'registro', ambitoRegistro(reg.idRegistro), telefono, token));
    return { sms: texto ? { telefono: reg.telefonoMascara, texto } : null };
  }

  return { verificaUsuario, generarPinAcceso, verificarPin, actualizarPassword, authRegistro, smsDemo };
}

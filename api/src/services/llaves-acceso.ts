import { randomBytes } from 'node:crypto';
import {
  Codigo,
  type AuthData,
  type CallData,
  type CALLS,
  type LlaveAcceso,
  type OpcionesAccesoLlave,
  type OpcionesRegistroLlave,
  type RespuestaAccesoLlave,
  type RespuestaRegistroLlave,
} from '@area-cliente/shared/contract';
import { madridIso } from '@area-cliente/shared/domain';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Caller, SessionCaller } from '../lib/caller';
import { lugarDeIp } from '../lib/dispositivo';
import { ApiError, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { sessionPolicy } from '../lib/session-request';
import { isKnownDevice, rememberDevice } from '../repositories/dispositivos';
import { registrarCambio } from '../repositories/historial-cambios';
import { take } from '../repositories/limites';
import {
  bloquearLlavesDe,
  eliminarLlave,
  guardarLlave,
  guardarReto,
  llavePorCredencial,
  llavesDe,
  titularLlaves,
  tomarReto,
  usarLlave,
  usuarioLlaves,
  type LlaveGuardada,
  type RetoTomado,
  type TipoReto,
} from '../repositories/llaves-acceso';
import { loginSucceeded, reserveLoginAttempt } from '../repositories/login-throttle';
import { createSession } from '../repositories/sessions';
import { avisarAccesoNuevo } from './avisos';
import type { AppParts } from './parts';

/*
 * Passkeys (WebAuthn) with @simplewebauthn/server: created and removed in 'Mis datos', used to log in
 * without the NIF (discoverable credentials, user verification required) and, through
 * `opcionesLlaveDeAcceso` / `verificarLlaveDeAcceso`, as the second factor of a sensitive change.
 *
 * Each ceremony's challenge is a row of its own (repositories/llaves-acceso.ts), issued for one kind of
 * ceremony and customer, spent by the first answer that names it and valid for RETO_MS.
 */

/** How long a challenge, and the browser's prompt, lasts. */
export const RETO_MS = 5 * 60_000;
/** Passkeys a customer may keep: one per device is the use; more is likely a script. */
const MAX_LLAVES = 10;
/** Ceremonies started per customer (creating or confirming) in RETO_MS, and login prompts per address. */
const RETOS_POR_CLIENTE = { max: 20, windowMs: RETO_MS };
const RETOS_POR_IP = { max: 30, windowMs: 60_000 };
/** ES256, EdDSA, RS256: what every platform authenticator signs with. */
const ALGORITMOS = [-7, -8, -257];
const NOMBRE_RP = 'Área Cliente';

export const MENSAJE_LLAVE = {
  CADUCADA: 'La solicitud de la llave de acceso ha caducado. Vuelve a intentarlo.',
  NO_VALIDA: 'No hemos podido comprobar la llave de acceso. Vuelve a intentarlo.',
  ACCESO: 'No hemos podido comprobar tu llave de acceso. Inténtalo de nuevo o entra con tu NIF y contraseña.',
  YA_REGISTRADA: 'Esta llave de acceso ya está registrada.',
  DEMASIADAS: `Ya tienes ${MAX_LLAVES} llaves de acceso. Elimina alguna para crear otra.`,
  SIN_LLAVES: 'No tienes ninguna llave de acceso. Créala en Mis datos.',
  MUCHOS_INTENTOS: 'Has hecho demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
} as const;

/** What the services of this file use of the app. */
type Parts = Pick<AppParts, 'db' | 'clock' | 'config' | 'metrics'>;

/** Where the request for a challenge came to: the demo's relying party is the host it is served from. */
export interface OrigenPeticion {
  protocol: string;
  /** Host header (with its port). */
  host: string;
  /** Origin header, when the browser sent one. */
  origin?: string | undefined;
}

/**
 * The relying party: production's is the public address (AREA_CLIENTE_URL, required outside the demo),
 * never what a request says. The demo (and tests) answer on whatever host they are reached at
 * (localhost, a loopback address): its host, and the page's Origin when it is the same host on
 * another port (the development server in front of the API).
 */
export function relyingParty(config: Parts['config'], origen: OrigenPeticion): RetoTomado {
  if (config.llavesPara !== 'peticion') return config.llavesPara;
  const propia = new URL(`${origen.protocol}://${origen.host}`);
  const origenes = [propia.origin];
  if (origen.origin && URL.canParse(origen.origin)) {
    const pagina = new URL(origen.origin);
    if (pagina.hostname === propia.hostname && pagina.origin !== propia.origin) origenes.push(pagina.origin);
  }
  return { rpId: propia.hostname, origenes };
}

/** Names of common passkey providers by AAGUID (all zeros, or unknown: the browser's label instead). */
const AAGUIDS: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Gestor de contraseñas de Google',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'Contraseñas de Apple (iCloud)',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'Contraseñas de Apple (iCloud)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome en Mac',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
};

/** The label 'Mis datos' shows: the provider when known, else the browser and system, else a plain name. */
export function etiquetaLlave(aaguid: string, dispositivo: string | null): string {
  return AAGUIDS[aaguid.toLowerCase()] ?? dispositivo ?? 'Llave de acceso';
}

/** The challenge the browser signed, read from its client data; undefined when that is not JSON with one. */
function retoFirmado(clientDataJSON: string): string | undefined {
  try {
    const datos: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const reto = (datos as { challenge?: unknown } | null)?.challenge;
    return typeof reto === 'string' && /^[A-Za-z0-9_-]{43}$/.test(reto) ? reto : undefined;
  } catch {
    return undefined;
  }
}

const TRANSPORTES: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];
const transportesConocidos = (t: readonly string[]) => t.filter((x) => TRANSPORTES.includes(x));

const descriptor = (l: LlaveGuardada) => ({
  id: l.credencial,
  transports: transportesConocidos(l.transportes),
});

async function emitirReto(
  app: Parts,
  tipo: TipoReto,
  idCliente: number | null,
  rp: RetoTomado,
  reto: string,
): Promise<void> {
  const expiresAt = new Date(app.clock.now().getTime() + RETO_MS);
  await guardarReto(app.db, { reto, tipo, idCliente, ...rp, expiresAt });
}

/** Ceremonies are cheap to start: each customer and address has a budget of them. */
async function limitarRetos(app: Parts, caller: Caller, clave: string, limite: typeof RETOS_POR_IP) {
  const turno = await take(app.db, clave, limite, app.clock.now());
  if (!turno.allowed) {
    securityEvent(caller, 'limit.exceeded', { limite: 'llaves-acceso', idCliente: caller.idCliente });
    throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.MUCHOS_INTENTOS, 429);
  }
}

/** Checks an assertion against a stored key and records its use; false when it does not hold. */
async function comprobarAsercion(
  app: Parts,
  respuesta: RespuestaAccesoLlave,
  reto: string,
  rp: RetoTomado,
  llave: LlaveGuardada,
): Promise<boolean> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: respuesta,
      expectedChallenge: reto,
      expectedOrigin: rp.origenes,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: llave.credencial,
        publicKey: llave.clavePublica,
        counter: llave.contador,
        transports: transportesConocidos(llave.transportes),
      },
    });
    // A counter that did not move forward (a cloned key) is refused by the library and again here,
    // against the stored value, should two answers race.
    return (
      verified && (await usarLlave(app.db, llave.idLlave, authenticationInfo.newCounter, app.clock.now()))
    );
  } catch {
    return false;
  }
}

// --- 'Mis datos': create, list, remove -------------------------------------------------------------

async function opcionesRegistro(
  app: Parts,
  caller: SessionCaller,
  origen: OrigenPeticion,
): Promise<OpcionesRegistroLlave> {
  const { idCliente } = caller;
  await limitarRetos(app, caller, `llaves-retos:${idCliente}`, RETOS_POR_CLIENTE);
  const llaves = await llavesDe(app.db, idCliente);
  if (llaves.length >= MAX_LLAVES) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.DEMASIADAS);
  const rp = relyingParty(app.config, origen);
  const usuario = await usuarioLlaves(app.db, idCliente, randomBytes(32));
  const titular = await titularLlaves(app.db, idCliente);
  const opciones = await generateRegistrationOptions({
    rpName: NOMBRE_RP,
    rpID: rp.rpId,
    // The name the passkey is listed under on the device: the ID document the customer logs in with.
    userName: titular.numDoc,
    userDisplayName: titular.nombre,
    userID: usuario,
    timeout: RETO_MS,
    attestationType: 'none',
    excludeCredentials: llaves.map(descriptor),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    supportedAlgorithmIDs: ALGORITMOS,
  });
  await emitirReto(app, 'REGISTRO', idCliente, rp, opciones.challenge);
  return opciones as OpcionesRegistroLlave;
}

const vista = (l: LlaveGuardada): LlaveAcceso => ({
  idLlave: l.idLlave,
  dispositivo: l.dispositivo,
  creadaEl: madridIso(l.createdAt),
  ultimoUso: l.lastUsedAt && madridIso(l.lastUsedAt),
});

async function registrar(
  app: Parts,
  caller: SessionCaller,
  respuesta: RespuestaRegistroLlave,
): Promise<LlaveAcceso> {
  const { idCliente, idSesion } = caller;
  const now = app.clock.now();
  const reto = retoFirmado(respuesta.response.clientDataJSON);
  const rp = reto && (await tomarReto(app.db, reto, 'REGISTRO', idCliente, now));
  if (!reto || !rp) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.CADUCADA);
  let info;
  try {
    const verificada = await verifyRegistrationResponse({
      response: respuesta,
      expectedChallenge: reto,
      expectedOrigin: rp.origenes,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITMOS,
    });
    info = verificada.verified ? verificada.registrationInfo : undefined;
  } catch (error) {
    caller.log.info({ err: error }, 'Passkey registration refused');
  }
  if (!info) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.NO_VALIDA);
  const { credential, aaguid } = info;
  const dispositivo = etiquetaLlave(aaguid, caller.dispositivo);
  const llave = await app.db.transaction(async (tx) => {
    // Counted inside: two creations at once cannot pass the limit together.
    await bloquearLlavesDe(tx, idCliente);
    if ((await llavesDe(tx, idCliente)).length >= MAX_LLAVES) {
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.DEMASIADAS);
    }
    const nueva = await guardarLlave(tx, {
      idCliente,
      credencial: credential.id,
      clavePublica: credential.publicKey,
      contador: credential.counter,
      transportes: (credential.transports ?? []).slice(0, 10),
      dispositivo,
      now,
    });
    if (!nueva) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.YA_REGISTRADA);
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'LLAVE_ACCESO',
      descripcion: `Llave de acceso creada (${dispositivo})`,
      now,
    });
    return nueva;
  });
  return vista(llave);
}

async function listar(
  app: Parts,
  { idCliente }: SessionCaller,
): Promise<CallData<typeof CALLS.llavesAcceso>> {
  return { llaves: (await llavesDe(app.db, idCliente)).map(vista) };
}

/** Removes one of the caller's passkeys; another customer's id answers like a missing one. */
async function eliminar(app: Parts, caller: SessionCaller, idLlave: number): Promise<null> {
  const { idCliente, idSesion } = caller;
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const dispositivo = await eliminarLlave(tx, idCliente, idLlave);
    if (dispositivo === undefined) {
      securityEvent(caller, 'access.not_found', { idCliente });
      throw notFound();
    }
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'LLAVE_ACCESO',
      descripcion: `Llave de acceso eliminada (${dispositivo})`,
      now,
    });
  });
  return null;
}

// --- Login ---------------------------------------------------------------------------------------

async function opcionesAcceso(
  app: Parts,
  caller: Caller,
  origen: OrigenPeticion,
): Promise<OpcionesAccesoLlave> {
  await limitarRetos(app, caller, `llaves-retos:ip:${caller.ip}`, RETOS_POR_IP);
  const rp = relyingParty(app.config, origen);
  // No list of keys: the person picks one of theirs (a discoverable credential), no NIF typed.
  const opciones = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: RETO_MS,
  });
  await emitirReto(app, 'ACCESO', null, rp, opciones.challenge);
  return opciones as OpcionesAccesoLlave;
}

/**
 * Login with a passkey, held to the password login's rules: the attempt is reserved before anything is
 * checked, on the address (unless this browser is one the key's owner logged in from) and on the
 * credential id (services/sesiones.ts counts the typed ID the same way), so failed passkey logins
 * spend the address's login budget like wrong passwords. Success opens the session, makes the
 * browser known and, from a browser new to the customer, sends '¿Has sido tú?', exactly as a password
 * login does.
 */
async function acceder(
  app: Parts,
  caller: Caller,
  respuesta: RespuestaAccesoLlave,
): Promise<AuthData & { dispositivo: string }> {
  const now = app.clock.now();
  const llave = await llavePorCredencial(app.db, respuesta.id);
  const token = caller.dispositivoConocido;
  const known = !!llave && token !== undefined && (await isKnownDevice(app.db, token, llave.idCliente, now));
  const cuenta = `llave:${respuesta.id}`;
  const attempt = await reserveLoginAttempt(app.db, cuenta, caller.ip, now, app.config.login, known);
  if (!attempt.allowed) {
    securityEvent(caller, 'login.blocked', { idCliente: llave?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'blocked' });
    throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.MUCHOS_INTENTOS);
  }
  const reto = retoFirmado(respuesta.response.clientDataJSON);
  const rp = reto && (await tomarReto(app.db, reto, 'ACCESO', null, now));
  const mismoUsuario =
    !!llave &&
    (respuesta.response.userHandle === undefined ||
      respuesta.response.userHandle === Buffer.from(llave.usuario).toString('base64url'));
  const valida =
    !!reto && !!rp && !!llave && mismoUsuario && (await comprobarAsercion(app, respuesta, reto, rp, llave));
  if (!llave || !valida) {
    securityEvent(caller, 'login.failed', { idCliente: llave?.idCliente });
    app.metrics.loginFailures.inc({ reason: 'credentials' });
    throw new ApiError(Codigo.ERROR_NEGOCIO, rp ? MENSAJE_LLAVE.ACCESO : MENSAJE_LLAVE.CADUCADA);
  }
  await loginSucceeded(app.db, cuenta, caller.ip, now, known);
  const dispositivo = await rememberDevice(app.db, llave.idCliente, known ? token : undefined, now);
  // '¿Has sido tú?' for a browser the customer had not used before, as after a password login.
  if (!known) {
    await avisarAccesoNuevo(app.db, {
      idCliente: llave.idCliente,
      dispositivo: caller.dispositivo,
      lugar: lugarDeIp(caller.ip),
      now,
    });
  }
  const origin = { ip: caller.ip, dispositivo: caller.dispositivo };
  const sesion = await createSession(app.db, llave.idCliente, now, sessionPolicy(app), origin);
  // The route sets `dispositivo` as the 'known device' cookie, like the password login's.
  return { token: sesion, dispositivo };
}

// --- Second factor -------------------------------------------------------------------------------

/**
 * Options for confirming a sensitive change with a passkey of customer `idCliente` (the counterpart of
 * `verificarLlaveDeAcceso`): only their keys are offered, user verification required. Refused with
 * MENSAJE_LLAVE.SIN_LLAVES when they have none. `origen`: where the request came to (the demo's relying
 * party; production's is AREA_CLIENTE_URL).
 */
async function opcionesLlaveDeAcceso(
  app: Parts,
  caller: Caller & { idCliente: number },
  origen: OrigenPeticion,
): Promise<OpcionesAccesoLlave> {
  const { idCliente } = caller;
  await limitarRetos(app, caller, `llaves-retos:${idCliente}`, RETOS_POR_CLIENTE);
  const llaves = await llavesDe(app.db, idCliente);
  if (llaves.length === 0) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.SIN_LLAVES);
  const rp = relyingParty(app.config, origen);
  const opciones = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: llaves.map(descriptor),
    userVerification: 'required',
    timeout: RETO_MS,
  });
  await emitirReto(app, 'CONFIRMACION', idCliente, rp, opciones.challenge);
  return opciones as OpcionesAccesoLlave;
}

/**
 * Second factor: resolves when `respuesta` (the browser's answer to the options of
 * `opcionesLlaveDeAcceso`, CALLS.opcionesConfirmacionLlave) is a valid, user-verified assertion by one
 * of customer `idCliente`'s passkeys over a challenge issued to them for this purpose and not used
 * before; records the key's use. Otherwise throws ApiError (ERROR_NEGOCIO, a Spanish message): the
 * caller's change must not happen. Call it before the change's transaction; its challenge is spent
 * either way, so a retry needs new options.
 */
export async function verificarLlaveDeAcceso(
  app: Parts,
  idCliente: number,
  respuesta: RespuestaAccesoLlave,
): Promise<void> {
  const now = app.clock.now();
  const reto = retoFirmado(respuesta.response.clientDataJSON);
  const rp = reto && (await tomarReto(app.db, reto, 'CONFIRMACION', idCliente, now));
  if (!reto || !rp) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.CADUCADA);
  const llave = await llavePorCredencial(app.db, respuesta.id);
  const valida = llave?.idCliente === idCliente && (await comprobarAsercion(app, respuesta, reto, rp, llave));
  if (!valida) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_LLAVE.NO_VALIDA);
}

/** Passkeys of 'Mis datos', passkey login, and the second factor's options. */
export function llavesAccesoService(app: Parts) {
  return {
    opcionesRegistro: (caller: SessionCaller, origen: OrigenPeticion) =>
      opcionesRegistro(app, caller, origen),
    registrar: (caller: SessionCaller, respuesta: RespuestaRegistroLlave) =>
      registrar(app, caller, respuesta),
    listar: (caller: SessionCaller) => listar(app, caller),
    eliminar: (caller: SessionCaller, idLlave: number) => eliminar(app, caller, idLlave),
    opcionesAcceso: (caller: Caller, origen: OrigenPeticion) => opcionesAcceso(app, caller, origen),
    acceder: (caller: Caller, respuesta: RespuestaAccesoLlave) => acceder(app, caller, respuesta),
    opcionesConfirmacion: (caller: SessionCaller, origen: OrigenPeticion) =>
      opcionesLlaveDeAcceso(app, caller, origen),
  };
}

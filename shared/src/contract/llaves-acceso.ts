import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre, textoValido } from '../domain/texto-libre';
import { IsoDateTimeSchema } from './envelope';

/*
 * Passkeys (WebAuthn, beyond SPEC): created and removed in 'Mis datos', used to log in without the NIF
 * (discoverable credentials) and as the second factor of a sensitive change. The options travel to the
 * browser as the JSON @simplewebauthn/browser takes (`optionsJSON`); its answer comes back as the JSON
 * it returns, checked field by field here and verified by the API.
 */

/** base64url as WebAuthn's JSON carries binary values, at most `max` characters. */
const base64url = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.maxLength(max));
/** A credential id: 1 to 1023 bytes. */
const CredencialSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,1366}$/));

/** How the browser may reach an authenticator (WebAuthn's AuthenticatorTransport). */
const TRANSPORTES = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
/** A transport as the browser reports it: unknown future names pass, the API keeps only known ones. */
const TransporteSchema = v.pipe(v.string(), v.regex(/^[a-z-]{1,20}$/));

const DescriptorSchema = v.object({
  id: CredencialSchema,
  type: v.literal('public-key'),
  transports: v.optional(v.array(v.picklist(TRANSPORTES))),
});

/** The relying party's id: the host name of the area's public address. */
const RpIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]{1,253}$/));
/** COSE algorithm identifier (-7 ES256, -8 EdDSA, -257 RS256…). */
const AlgoritmoSchema = v.pipe(v.number(), v.integer(), v.minValue(-65535), v.maxValue(65535));
/** How long the browser waits for the person, in milliseconds. */
const TimeoutSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000));

const UserVerificationSchema = v.picklist(['required', 'preferred', 'discouraged']);

/** The client extension outputs the API asks for (credProps); others are dropped. */
const ExtensionesClienteSchema = v.object({
  credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })),
});

/**
 * POST /v1/ac/cliente/llavesAcceso/opciones: what `navigator.credentials.create` needs to create a
 * passkey of the caller ('Crear una llave de acceso'). Its challenge is valid for 5 minutes, once.
 */
export const OpcionesRegistroLlaveSchema = v.object({
  rp: v.object({ id: v.optional(RpIdSchema), name: textoLibre(1, 64) }),
  user: v.object({
    id: base64url(86),
    name: textoLibre(1, 64),
    displayName: v.pipe(textoValido(), v.maxLength(128)),
  }),
  challenge: base64url(86),
  pubKeyCredParams: v.array(v.object({ alg: AlgoritmoSchema, type: v.literal('public-key') })),
  timeout: v.optional(TimeoutSchema),
  excludeCredentials: v.optional(v.array(DescriptorSchema)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      userVerification: v.optional(UserVerificationSchema),
    }),
  ),
  attestation: v.optional(v.picklist(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: v.optional(v.object({ credProps: v.optional(v.boolean()) })),
});
export type OpcionesRegistroLlave = v.InferOutput<typeof OpcionesRegistroLlaveSchema>;

/**
 * What `navigator.credentials.get` needs: POST /v1/ac/user/llaveAcceso/opciones (login: no list of
 * keys, the person picks one of theirs) and POST /v1/ac/cliente/llavesAcceso/confirmacion (a change
 * confirmed with one of the caller's keys). Valid for 5 minutes, once.
 */
export const OpcionesAccesoLlaveSchema = v.object({
  challenge: base64url(86),
  timeout: v.optional(TimeoutSchema),
  rpId: v.optional(RpIdSchema),
  allowCredentials: v.optional(v.array(DescriptorSchema)),
  userVerification: v.optional(UserVerificationSchema),
});
export type OpcionesAccesoLlave = v.InferOutput<typeof OpcionesAccesoLlaveSchema>;

/** The browser's answer to `create` (@simplewebauthn/browser `startRegistration`). */
export const RespuestaRegistroLlaveSchema = v.object({
  id: CredencialSchema,
  rawId: CredencialSchema,
  type: v.literal('public-key'),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: ExtensionesClienteSchema,
  response: v.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: v.optional(base64url(16384)),
    transports: v.optional(v.pipe(v.array(TransporteSchema), v.maxLength(10))),
    publicKeyAlgorithm: v.optional(AlgoritmoSchema),
    publicKey: v.optional(base64url(4096)),
  }),
});
export type RespuestaRegistroLlave = v.InferOutput<typeof RespuestaRegistroLlaveSchema>;

/**
 * The browser's answer to `get` (@simplewebauthn/browser `startAuthentication`): the login's body, and
 * what a change confirmed with a passkey sends beside its own fields.
 */
export const RespuestaAccesoLlaveSchema = v.object({
  id: CredencialSchema,
  rawId: CredencialSchema,
  type: v.literal('public-key'),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: ExtensionesClienteSchema,
  response: v.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: v.optional(base64url(86)),
  }),
});
export type RespuestaAccesoLlave = v.InferOutput<typeof RespuestaAccesoLlaveSchema>;

/** POST /v1/ac/cliente/llavesAcceso: the new passkey, as the list shows it. */
export const RegistraLlaveRequestSchema = v.object({ respuesta: RespuestaRegistroLlaveSchema });
/** POST /v1/ac/user/llaveAcceso: login with a passkey; answers the session token like CALLS.auth. */
export const AccesoLlaveRequestSchema = v.object({ respuesta: RespuestaAccesoLlaveSchema });

/** One passkey of the caller in 'Mis datos'. Never its key or credential id. */
export const LlaveAccesoSchema = v.object({
  idLlave: IdSchema,
  /** 'Gestor de contraseñas de Google', 'Chrome en Android'… or 'Llave de acceso'. */
  dispositivo: textoLibre(1, 60),
  creadaEl: IsoDateTimeSchema,
  /** null until it is first used. */
  ultimoUso: v.nullable(IsoDateTimeSchema),
});
export type LlaveAcceso = v.InferOutput<typeof LlaveAccesoSchema>;

/** GET /v1/ac/cliente/llavesAcceso: the caller's passkeys, oldest first. */
export const LlavesAccesoSchema = v.object({ llaves: v.array(LlaveAccesoSchema) });

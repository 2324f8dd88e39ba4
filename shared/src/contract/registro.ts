import * as v from 'valibot';
import { AuthDataSchema } from './auth';
import { NumDocSchema, PasswordInputSchema, PinSchema } from './rules';

/**
 * Self-registration and forgotten password (SPEC §4): verificaUsuario → generarPinAcceso →
 * verificarPin → actualizarPassword → authRegistro. Each step answers a registration token in
 * `data.token` (it replaces the stored one) and authRegistro exchanges it for a session token.
 */

/** POST /v1/ac/user/verificaUsuario */
export const VerificaUsuarioRequestSchema = v.object({
  numDoc: NumDocSchema,
  /** true on the registroNifRecordar route (forgotten password). */
  recordar: v.optional(v.boolean(), false),
});
export type VerificaUsuarioRequest = v.InferOutput<typeof VerificaUsuarioRequestSchema>;

/**
 * Registration info (SPEC §3): the masked mobile on record. The e-mail on record is not part of it:
 * before the PIN is verified nothing about the customer may leak, so /validEmail reads it from the
 * client record once authRegistro has logged the user in. Unknown IDs answer the same shape.
 */
export const RegistroInfoSchema = v.object({
  token: v.string(),
  /** Masked, e.g. '******678'. */
  telefono: v.string(),
});
export type RegistroInfo = v.InferOutput<typeof RegistroInfoSchema>;

/** POST /v1/ac/user/generarPinAcceso: no body; sends the PIN to the mobile on record. */
export const GenerarPinDataSchema = v.object({
  token: v.string(),
  /** Seconds until the PIN expires. */
  caducaEnSegundos: v.number(),
  /** Seconds before another PIN may be asked for (the screen shows the wait). */
  reenvioEnSegundos: v.number(),
});
export type GenerarPinData = v.InferOutput<typeof GenerarPinDataSchema>;

/**
 * GET /v1/ac/user/smsDemo (demo only; 404 in production): the SMS sent for the caller's own
 * registration token, so a newcomer can try registration without a phone. null: none (yet).
 */
export const SmsDemoSchema = v.object({
  sms: v.nullable(
    v.object({
      /** Masked like RegistroInfo's, e.g. '******432'. */
      telefono: v.string(),
      texto: v.string(),
    }),
  ),
});
export type SmsDemo = v.InferOutput<typeof SmsDemoSchema>;

/** POST /v1/ac/user/verificarPin */
export const VerificarPinRequestSchema = v.object({ pin: PinSchema });
/** Answers the registration token again; like any token in an answer, the client keeps it. */
export const VerificarPinDataSchema = v.object({ token: v.string() });

/** POST /v1/ac/user/actualizarPassword (registration); the change popup adds the current password. */
export const ActualizarPasswordRequestSchema = v.object({
  password: PasswordInputSchema,
  passwordRepetida: PasswordInputSchema,
});
export type ActualizarPasswordRequest = v.InferOutput<typeof ActualizarPasswordRequestSchema>;

/** POST /v1/ac/user/authRegistro: no body; answers the session token of the new user. */
export const AuthRegistroDataSchema = AuthDataSchema;

/** POST /v1/ac/user/actualizarGdpr */
export const ActualizarGdprRequestSchema = v.object({ gdprEmpresas: v.boolean() });

import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre, textoValido } from '../domain/texto-libre';

/** POST /v1/ac/user/auth */
export const AuthRequestSchema = v.object({
  username: textoLibre(1, 20),
  // Not trimmed: checked as typed against the stored hash.
  password: v.pipe(textoValido(), v.minLength(1), v.maxLength(256)),
});
export type AuthRequest = v.InferOutput<typeof AuthRequestSchema>;

/** Any response may carry a fresh session token; it replaces the stored one. */
export const AuthDataSchema = v.object({ token: v.string() });
export type AuthData = v.InferOutput<typeof AuthDataSchema>;

/**
 * GET /v1/ac/user/sesion (a look that is not activity) and POST (activity: keeps the session alive):
 * how long the caller's session has left, so the front end warns before it ends without knowing the
 * API's limits.
 */
export const SesionSchema = v.object({
  /** Until it ends if nothing reaches the API: the idle limit or the absolute one, whichever first. */
  caducaEnSegundos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Until its absolute end, which no activity extends. */
  terminaEnSegundos: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Sesion = v.InferOutput<typeof SesionSchema>;

/** POST /v1/ac/user/insertAudit */
const AuditEventNameSchema = v.picklist(['USUARIO_LOGOUT', 'CUPON_AMIGO_COMPARTE_CODIGO']);
export const InsertAuditRequestSchema = v.object({
  idCliente: IdSchema,
  nif: v.pipe(textoValido(), v.maxLength(20)),
  nameEvento: AuditEventNameSchema,
  info: v.optional(v.pipe(textoValido(), v.maxLength(500)), ''),
});
export type InsertAuditRequest = v.InferOutput<typeof InsertAuditRequestSchema>;

import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre, textoValido } from '../domain/texto-libre';
import { IsoDateTimeSchema } from './envelope';

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

/**
 * GET /v1/ac/user/sesiones (beyond SPEC): the caller's open sessions, newest use first. Never a token
 * or its hash, nor the full IP: the device is a coarse label taken from the User-Agent at login
 * ('Chrome en Android') and the place the IP with its last part hidden ('192.168.1.x').
 */
const SesionAbiertaSchema = v.object({
  /** null when the User-Agent said nothing recognisable. */
  dispositivo: v.nullable(v.string()),
  lugar: v.nullable(v.string()),
  /** Recorded at most once a minute. */
  ultimoUso: IsoDateTimeSchema,
  /** The session that asks. */
  actual: v.boolean(),
});
export type SesionAbierta = v.InferOutput<typeof SesionAbiertaSchema>;
export const SesionesAbiertasSchema = v.object({ sesiones: v.array(SesionAbiertaSchema) });

/** POST /v1/ac/user/sesiones/cerrarOtras: how many of the caller's other sessions it ended (0 when none). */
export const OtrasSesionesCerradasSchema = v.object({
  cerradas: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** POST /v1/ac/user/insertAudit */
const AuditEventNameSchema = v.picklist(['USUARIO_LOGOUT', 'CUPON_AMIGO_COMPARTE_CODIGO']);
export const InsertAuditRequestSchema = v.object({
  idCliente: IdSchema,
  nif: v.pipe(textoValido(), v.maxLength(20)),
  nameEvento: AuditEventNameSchema,
  info: v.optional(v.pipe(textoValido(), v.maxLength(500)), ''),
});
export type InsertAuditRequest = v.InferOutput<typeof InsertAuditRequestSchema>;

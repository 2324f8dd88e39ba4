import * as v from 'valibot';

/** Every answer of the API is wrapped in this envelope (SPEC §7). */
export const EnvelopeSchema = v.object({
  codigo: v.number(),
  mensaje: v.string(),
  data: v.unknown(),
});
export type Envelope<T = unknown> = { codigo: number; mensaje: string; data: T };

/** Result codes of SPEC §8. */
export const Codigo = {
  OK: 0,
  /** Phone change refused with a message meant for the user. */
  TELEFONO_RECHAZADO: 1010,
  /** Beyond SPEC: the current password confirming a change of password, e-mail or phone is wrong. */
  CLAVE_ACTUAL_INCORRECTA: 1020,
  /**
   * Beyond SPEC: a failed login that leaves one attempt, or an account locked by failed logins; the
   * mensaje says how long, and the login screen offers 'He olvidado mi contraseña' beside it.
   */
  LOGIN_LIMITADO: 1030,
  ERROR_COMUNICACION: 1111,
  SESION_CADUCADA: 1200,
  IR_A_LOGIN: 1300,
  /** Any business error whose `mensaje` is shown to the user. */
  ERROR_NEGOCIO: 1000,
} as const;

/** 'S' / 'N' flags as the portfolio carries them. */
export const FlagSchema = v.picklist(['S', 'N']);
export type Flag = v.InferOutput<typeof FlagSchema>;

/** Calendar date as the API sends it: ISO `YYYY-MM-DD`. */
export const IsoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Instant as the API sends it: ISO 8601 with time. */
export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());
/** Money in euros, as a number with at most two decimals. */
export const AmountSchema = v.number();

/** What the API answers (HTTP 400, ERROR_NEGOCIO) to a request its contract refuses. */
export const MENSAJE_PETICION_INCORRECTA = 'Petición incorrecta';

export const EmptyDataSchema = v.nullish(v.unknown());

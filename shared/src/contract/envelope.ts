import * as v from 'valibot';

/** Every answer of the API is wrapped in this envelope (SPEC §7). */
export const EnvelopeSchema = v.object({
  codigo: v.number(),
  mensaje: v.string(),
  data: v.unknown(),
});
export type Envelope<T = unknown> = { codigo: number; mensaje: string; data: T };

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

import * as v from 'valibot';

/**
 * Largest id the contract carries: the database's bigint goes further, but a JSON number is exact
 * only up to 2^53 - 1, and anything larger must never reach SQL.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** Positive integer id (idCliente, idPoliza, idRecibo, idCupon). */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** Route parameter holding a numeric id (`/polizas-veh/:id`). */
export const IdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,15}$/),
  v.transform(Number),
  v.maxValue(MAX_ID),
);

/** SPEC §9: 9 digits starting with 9, 7 or 6. */
export const TelefonoSchema = v.pipe(v.string(), v.trim(), v.regex(/^[679]\d{8}$/));

/** SPEC §9: local part up to 64, labels up to 63, top-level part 2 to 63 letters. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254),
  v.regex(
    /^[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,125}[A-Za-z]{2,63}$/,
  ),
);

/** SMS PIN: 6 digits. */
export const PinSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));

/**
 * A password as typed. Only the shape is checked here; the server applies its rule (at least 8
 * characters, letters and digits) and answers its own Spanish message.
 */
export const PasswordInputSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128));

/** ID number as typed (NIF, NIE or CIF); normalised and checked by the server. */
export const NumDocSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20));

/** For calls without a request body. */
export const NoBodySchema = v.nullish(v.union([v.null(), v.object({})]));

/** Password minimum (SPEC §9); the server's rule (api password-policy) and the screens' hint share it. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The hint under every new-password field. It says what the server accepts: any character counts and
 * only the most common passwords are refused (SPEC §5 leaves the exact rule to the server).
 */
export const PASSWORD_PISTA = `Al menos ${PASSWORD_MIN_LENGTH} caracteres: letras, números, espacios o símbolos. Evita las contraseñas más comunes.`;

// Claim status labels: the claim screens and the claim PDFs read the same words.
const ETIQUETAS: Record<string, string> = {
  ABIERTO: 'Abierto',
  CERRADO: 'Cerrado',
  RECHAZADO: 'Rechazado',
  ANULADO: 'Anulado',
  PENDIENTE: 'Pendiente',
  EN_CURSO: 'En curso',
  FINALIZADO: 'Finalizado',
};

/** A status code as the customer reads it ('EN_CURSO' → 'En curso'); unknown codes are tidied up. */
export function etiquetaEstadoSiniestro(estado: string): string {
  const code = estado.trim().toUpperCase();
  const known = ETIQUETAS[code];
  if (known) return known;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

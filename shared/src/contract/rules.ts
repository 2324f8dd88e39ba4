import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../domain/password';
import { textoLibre } from '../domain/texto-libre';

/** SMS PIN: 6 digits. */
export const PinSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));

/**
 * A password as typed. Only the shape is checked here; the server applies its rule (at least 8
 * characters, letters and digits) and answers its own Spanish message.
 */
export const PasswordInputSchema = textoLibre(1, PASSWORD_MAX_LENGTH);

/** ID number as typed (NIF, NIE or CIF); normalised and checked by the server. */
export const NumDocSchema = textoLibre(1, 20);

/** For calls without a request body. */
export const NoBodySchema = v.nullish(v.union([v.null(), v.object({})]));

import { textoValido } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { badRequest } from './errors';

/**
 * A code or number in a path that its handler checks itself (a malformed one answers like an unknown
 * one, 404): the one text rule and a bound, so a NUL or a lone surrogate is a 400 before any SQL.
 */
export const CodigoEnRutaSchema = v.pipe(textoValido(), v.maxLength(64));

/** Validates a request body (or params) with the shared contract schema; anything else is a 400. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest();
  return result.output;
}

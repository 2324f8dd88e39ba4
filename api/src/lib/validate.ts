import * as v from 'valibot';
import { badRequest } from './errors';

/** Validates a request body (or params) with the shared contract schema; anything else is a 400. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest();
  return result.output;
}

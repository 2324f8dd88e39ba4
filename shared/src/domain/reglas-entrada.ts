import * as v from 'valibot';
import { IdSchema } from './ids';

/*
 * The shared input rules a request schema is built on, marked where they are made: a test walks every
 * request schema the API validates and refuses a field that follows none of them
 * (shared/src/contract/request-schemas.ts). Not exported from the kernel: nothing but the contract and
 * that test needs it.
 */

type Regla = 'texto' | 'id';
const reglas = new WeakMap<object, Regla>();

/** Marks `schema` as made by one of the shared rules; answers it. */
export function conRegla<S extends object>(schema: S, regla: Regla): S {
  reglas.set(schema, regla);
  return schema;
}

/** The shared rule that made `schema`, if any. */
export const reglaDe = (schema: object): Regla | undefined => reglas.get(schema);

/**
 * `v.number()` that also refuses what IdSchema refuses. It keeps v.number's type, so a contract schema
 * published as `pipe(number, integer, minValue(1))` (the kernel's API report) keeps it and still takes
 * an id through the one id rule: 2^63 or 1e300 would otherwise reach a bigint cast in SQL.
 */
export function idNumerico(): v.NumberSchema<undefined> {
  const base = v.number();
  return conRegla(
    v._standardSchema({
      ...base,
      '~run'(dataset, config) {
        const checked = base['~run'](dataset, config);
        if (checked.typed && !v.is(IdSchema, checked.value))
          v._addIssue(this, 'type', checked, config, { expected: 'id' });
        return checked;
      },
    }),
    'id',
  );
}

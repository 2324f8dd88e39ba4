import { IdParamSchema, IdSchema } from '../domain/ids';
import { reglaDe } from '../domain/reglas-entrada';

/*
 * Walks a request schema (a body, path parameters, a query) by valibot's introspection and names every
 * field that follows none of the shared input rules. A bare `v.string()` let a NUL reach PostgreSQL and
 * a bare `v.number()` let 2^63 reach a bigint cast: both answered 500. Read by
 * shared/src/contract/request-schemas.test.ts (the contract's bodies) and api/test/request-schemas.test.ts
 * (the path parameters each route declares).
 */

interface Introspected {
  readonly kind?: string;
  readonly type: string;
  readonly pipe?: readonly Introspected[];
  readonly entries?: Readonly<Record<string, Introspected>>;
  readonly wrapped?: Introspected;
  readonly item?: Introspected;
  readonly items?: readonly Introspected[];
  readonly options?: readonly unknown[];
  readonly key?: Introspected;
  readonly value?: Introspected;
  readonly rest?: Introspected;
}

/**
 * String actions that pin a value to a shape: enough alone, the shape bounds its length. A `check` is a
 * rule its author wrote for the field (isEmail: a pattern and at most 254 characters).
 */
const FORMATOS = new Set([
  'check',
  'regex',
  'uuid',
  'email',
  'rfc_email',
  'iso_date',
  'iso_date_time',
  'iso_time',
  'iso_time_second',
  'iso_timestamp',
  'iso_week',
  'digits',
  'hexadecimal',
  'hex_color',
  'base64',
  'url',
  'ip',
  'ipv4',
  'ipv6',
  'mac',
  'bic',
  'cuid2',
  'ulid',
  'nanoid',
  'credit_card',
  'imei',
  'decimal',
]);

/** Schemas that only take a fixed set of values, or no text or number at all. */
const CERRADOS = new Set(['picklist', 'literal', 'enum', 'boolean', 'null', 'undefined', 'void', 'never']);

const ENVOLTORIOS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
  'lazy',
]);

/** A field named as an id: idPoliza, idCliente, id… */
const NOMBRE_DE_ID = /^id([A-Z]|$)/;

/**
 * Every loose field of `schema`, as 'path: what is wrong'. Strings need a format (regex, uuid, email,
 * an ISO date…) or the text rule (textoValido, textoLibre) with a maximum length; a field named as an id
 * takes IdSchema (IdParamSchema in a path), or a number built on it (idNumerico); any other number
 * needs a minimum and a maximum; arrays need a maximum length. Picklists, literals and booleans are
 * closed already; objects, arrays, unions and wrappers are walked into. Anything else is loose.
 */
export function looseFields(schema: unknown, path: string, key = ''): string[] {
  const s = schema as Introspected;
  const acciones = (s.pipe ?? []).slice(1);
  const tipos = new Set(acciones.map((a) => a.type));
  const base = s.pipe?.[0] ?? s;
  const suelto = (motivo: string) => [`${path}: ${motivo}`];

  if (CERRADOS.has(s.type)) return [];
  if (ENVOLTORIOS.has(s.type) && s.wrapped) return looseFields(s.wrapped, path, key);
  switch (s.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return [
        ...Object.entries(s.entries ?? {}).flatMap(([k, e]) => looseFields(e, `${path}.${k}`, k)),
        ...(s.rest ? looseFields(s.rest, `${path}.*`) : []),
      ];
    case 'array':
      return tipos.has('max_length')
        ? looseFields(s.item, `${path}[]`, key)
        : suelto('a list without a maximum length');
    case 'tuple':
      return (s.items ?? []).flatMap((item, i) => looseFields(item, `${path}[${i}]`));
    case 'record':
      return [...looseFields(s.key, `${path}{key}`), ...looseFields(s.value, `${path}{}`)];
    case 'union':
    case 'variant':
    case 'intersect':
      return (s.options ?? []).flatMap((o, i) => looseFields(o, `${path}|${i}`, key));
    case 'string':
      if (NOMBRE_DE_ID.test(key) && s !== IdParamSchema && !tipos.has('regex'))
        return suelto('an id as text without IdParamSchema');
      if ([...tipos].some((t) => FORMATOS.has(t))) return [];
      if (reglaDe(base) === 'texto')
        return tipos.has('max_length') ? [] : suelto('text rule without a maximum length');
      return suelto('a string without the text rule (textoValido, textoLibre) or a format');
    case 'number':
      if (s === IdSchema || reglaDe(base) === 'id') return [];
      if (NOMBRE_DE_ID.test(key)) return suelto('an id without IdSchema');
      return tipos.has('min_value') && tipos.has('max_value')
        ? []
        : suelto('a number without a minimum and a maximum');
    case 'instance':
      // A file part of a multipart upload: its size and type are checked as it streams in.
      return [];
    default:
      return suelto(`a '${s.type}' schema, which no rule covers`);
  }
}

import * as v from 'valibot';
import { ESTADOS_CONSENTIMIENTO, estadoConsentimiento } from './consentimiento';
import { tipoDocumento } from './documento';

// The audience vocabulary of a campaign card: who sees a card, written by marketing as
// JSON over facts the portfolio carries, combined with all / any / not. One function evaluates it,
// for the offers screens, the preview and the tests alike.

type Flag = 'S' | 'N';

/** The portfolio facts an audience reads; the contract's Portfolio has all of them. */
export type AudiencePortfolio = {
  cliente: {
    purezaPuroMMT: boolean;
    numDoc: string;
    codPostal: string | null;
    edad: number | null;
    gdprEmpresas?: boolean | undefined;
  };
  tienePolizaAuto: Flag;
  tienePolizaAutos: Flag;
  tienePolizaMoto: Flag;
  tienePolizaHogar: Flag;
  tienePolizaSaludHNA: Flag;
  tienePolizaSaludMMT: Flag;
  tienePolizaMascotas: Flag;
  tienePolizaMovilidad: Flag;
  tienePolizaNegocio: Flag;
  tienePolizaAccidentes: Flag;
  tienePolizaConAv: Flag;
  tienePolizaConAsistenciaHogar: Flag;
  tienePolizaConAjt: Flag;
  tienePolizaConLunas: Flag;
  tienePolizaDecesosPremium: boolean;
  tienePolizasVigorMMT: boolean;
  cuantasPolizasConSubsidio: number;
  lstCodigosAmigo: readonly unknown[];
  visiblePromocionHogar90: boolean;
  visiblePromocionFreidoraAire: boolean;
  visibleSorteoTv: boolean;
  visibleFinSorteoFreidoraAire: boolean;
  visibleAhorraConTuTaxi: boolean;
  /** Draw codes whose open card (`sorteo`) and finished card (`sorteoFinalizado`) the client sees. */
  sorteosVisibles: readonly string[];
  sorteosFinalizadosVisibles: readonly string[];
};

const yes = (flag: Flag) => flag === 'S';

/** Lines a client may hold (`holds`). */
const LINES = {
  auto: (p) => yes(p.tienePolizaAuto) || yes(p.tienePolizaAutos),
  moto: (p) => yes(p.tienePolizaMoto),
  hogar: (p) => yes(p.tienePolizaHogar),
  salud: (p) => yes(p.tienePolizaSaludHNA) || yes(p.tienePolizaSaludMMT),
  saludColaborador: (p) => yes(p.tienePolizaSaludHNA),
  saludPropia: (p) => yes(p.tienePolizaSaludMMT),
  mascotas: (p) => yes(p.tienePolizaMascotas),
  movilidad: (p) => yes(p.tienePolizaMovilidad),
  negocio: (p) => yes(p.tienePolizaNegocio),
  accidentes: (p) => yes(p.tienePolizaAccidentes),
  decesosPremium: (p) => p.tienePolizaDecesosPremium,
} satisfies Record<string, (p: AudiencePortfolio) => boolean>;

/** Covers some policy of the client includes (`cover`). */
const COVERS = {
  asistenciaViaje: (p) => yes(p.tienePolizaConAv),
  asistenciaHogar: (p) => yes(p.tienePolizaConAsistenciaHogar),
  juridica: (p) => yes(p.tienePolizaConAjt),
  lunas: (p) => yes(p.tienePolizaConLunas),
  subsidio: (p) => p.cuantasPolizasConSubsidio > 0,
} satisfies Record<string, (p: AudiencePortfolio) => boolean>;

/** Campaign flags the API works out per client (`flag`), named as the portfolio names them. */
const FLAGS = [
  'visiblePromocionHogar90',
  'visiblePromocionFreidoraAire',
  'visibleSorteoTv',
  'visibleFinSorteoFreidoraAire',
  'visibleAhorraConTuTaxi',
] as const satisfies readonly (keyof AudiencePortfolio)[];

const oneOf = <T extends string>(values: readonly T[]) =>
  v.picklist(values, `debe ser uno de: ${values.join(', ')}`);

const boolean = v.boolean('debe ser true o false');
const edad = v.pipe(
  v.number('debe ser un número'),
  v.integer('debe ser un número entero'),
  v.minValue(0, 'no puede ser negativa'),
  v.maxValue(130, 'no puede pasar de 130'),
);

/** The value each single-fact rule takes. */
const ATOMS = {
  client: oneOf(['directo', 'mediado']),
  holder: oneOf(['persona', 'empresa']),
  holds: oneOf(Object.keys(LINES) as (keyof typeof LINES)[]),
  cover: oneOf(Object.keys(COVERS) as (keyof typeof COVERS)[]),
  postalCodePrefix: v.pipe(
    v.string('debe ser un texto con cifras'),
    v.regex(/^\d{1,5}$/, 'debe tener de 1 a 5 cifras, por ejemplo "28"'),
  ),
  policiesInForce: boolean,
  friendCodes: boolean,
  age: v.pipe(
    v.strictObject({ min: v.optional(edad), max: v.optional(edad) }, 'solo admite "min" y "max"'),
    v.check((a) => a.min !== undefined || a.max !== undefined, 'indica "min", "max" o los dos'),
    v.check((a) => (a.min ?? 0) <= (a.max ?? 130), '"min" no puede ser mayor que "max"'),
  ),
  consent: oneOf(ESTADOS_CONSENTIMIENTO),
  flag: oneOf(FLAGS),
};

/** The single-fact rules and the schema of the value each takes: the studio's pickers read them. */
export const AUDIENCE_RULES = ATOMS;

type Atoms = {
  [K in keyof typeof ATOMS]: { [P in K]: v.InferOutput<(typeof ATOMS)[K]> };
}[keyof typeof ATOMS];

/** A card's audience: one fact, or all / any / not of audiences. */
export type Audience = Atoms | { all: Audience[] } | { any: Audience[] } | { not: Audience };

const COMBINATORS = ['all', 'any', 'not'] as const;
const RULES = [...COMBINATORS, ...Object.keys(ATOMS)];
const MAX_DEPTH = 8;

type PathItem = v.IssuePathItem;
type AddIssue = (message: string, path: PathItem[]) => void;

const keyItem = (input: Record<string, unknown>, key: string): PathItem => ({
  type: 'object',
  origin: 'value',
  input,
  key,
  value: input[key],
});

function checkAudience(node: unknown, path: PathItem[], depth: number, addIssue: AddIssue): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    addIssue(`debe ser una regla entre llaves, por ejemplo {"client": "directo"}`, path);
    return;
  }
  const record = node as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== 1) {
    addIssue(
      `cada regla tiene una sola clave (${RULES.join(', ')}); para juntar varias usa "all" o "any"`,
      path,
    );
    return;
  }
  const key = keys[0] as string;
  const value = record[key];
  const here = [...path, keyItem(record, key)];
  if (depth > MAX_DEPTH) {
    addIssue(`demasiados niveles de "all", "any" y "not" (máximo ${MAX_DEPTH})`, here);
  } else if (key === 'not') {
    checkAudience(value, here, depth + 1, addIssue);
  } else if (key === 'all' || key === 'any') {
    if (!Array.isArray(value) || value.length === 0) {
      addIssue(`debe ser una lista con al menos una regla`, here);
      return;
    }
    value.forEach((child, index) =>
      checkAudience(
        child,
        [...here, { type: 'array', origin: 'value', input: value, key: index, value: child }],
        depth + 1,
        addIssue,
      ),
    );
  } else if (key in ATOMS) {
    const result = v.safeParse(ATOMS[key as keyof typeof ATOMS], value, { abortPipeEarly: true });
    for (const issue of result.issues ?? []) addIssue(issue.message, [...here, ...(issue.path ?? [])]);
  } else {
    addIssue(`regla desconocida "${key}"; las reglas son: ${RULES.join(', ')}`, here);
  }
}

/** Validates an audience with the path and a plain-words message for every mistake. */
export const AudienceSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    checkAudience(dataset.value, [], 0, (message, path) =>
      addIssue(path.length > 0 ? { message, path: path as [PathItem, ...PathItem[]] } : { message }),
    );
  }),
  v.transform((value) => value as Audience),
);

const startsWithDigits = (value: string | null, prefix: string) => (value ?? '').trim().startsWith(prefix);

/** A company (CIF) rather than a person. */
export const isCompany = (cliente: Pick<AudiencePortfolio['cliente'], 'numDoc'>): boolean =>
  tipoDocumento(cliente.numDoc) === 'CIF';

/** Whether this portfolio is in the audience; no audience means everyone. */
export function matchesAudience(audience: Audience | undefined, p: AudiencePortfolio): boolean {
  if (audience === undefined) return true;
  if ('all' in audience) return audience.all.every((a) => matchesAudience(a, p));
  if ('any' in audience) return audience.any.some((a) => matchesAudience(a, p));
  if ('not' in audience) return !matchesAudience(audience.not, p);
  if ('client' in audience) return p.cliente.purezaPuroMMT === (audience.client === 'directo');
  if ('holder' in audience) return isCompany(p.cliente) === (audience.holder === 'empresa');
  if ('holds' in audience) return LINES[audience.holds](p);
  if ('cover' in audience) return COVERS[audience.cover](p);
  if ('postalCodePrefix' in audience) return startsWithDigits(p.cliente.codPostal, audience.postalCodePrefix);
  if ('policiesInForce' in audience) return p.tienePolizasVigorMMT === audience.policiesInForce;
  if ('friendCodes' in audience) return p.lstCodigosAmigo.length > 0 === audience.friendCodes;
  if ('age' in audience) {
    const { edad } = p.cliente;
    const { min = 0, max = Number.POSITIVE_INFINITY } = audience.age;
    return edad !== null && edad >= min && edad <= max;
  }
  if ('consent' in audience) return estadoConsentimiento(p.cliente) === audience.consent;
  return p[audience.flag];
}

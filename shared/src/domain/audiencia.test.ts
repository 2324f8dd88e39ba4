import * as v from 'valibot';
import { type Audience, AudienceSchema, matchesAudience } from './audiencia';
import { audiencePortfolio } from './audiencia-fixture';

const lucia = audiencePortfolio({
  cliente: { purezaPuroMMT: true, codPostal: '28009', edad: 45, numDoc: '12345678Z', gdprEmpresas: true },
  tienePolizaAuto: 'S',
  tienePolizaSaludHNA: 'S',
  tienePolizaConAjt: 'S',
  cuantasPolizasConSubsidio: 2,
  lstCodigosAmigo: [{ cupon: 'AMIGO1' }],
  tienePolizasVigorMMT: true,
  visibleSorteoTv: true,
});

// Consent pending: the field is missing (SPEC §3).
const empresaMediada = audiencePortfolio({
  cliente: {
    purezaPuroMMT: false,
    codPostal: '08001',
    edad: null,
    numDoc: 'B12345674',
    gdprEmpresas: undefined,
  },
});

const sees = (audience: Audience) => [
  matchesAudience(audience, lucia),
  matchesAudience(audience, empresaMediada),
];

describe('matchesAudience', () => {
  it('shows a card with no audience to everyone', () => {
    expect([matchesAudience(undefined, lucia), matchesAudience(undefined, empresaMediada)]).toEqual([
      true,
      true,
    ]);
  });

  it.each<[string, Audience, boolean[]]>([
    ['direct client', { client: 'directo' }, [true, false]],
    ['mediated client', { client: 'mediado' }, [false, true]],
    ['a person', { holder: 'persona' }, [true, false]],
    ['a company', { holder: 'empresa' }, [false, true]],
    ['holds car', { holds: 'auto' }, [true, false]],
    ['holds health at either insurer', { holds: 'salud' }, [true, false]],
    ['holds the partner health policy', { holds: 'saludColaborador' }, [true, false]],
    ['holds own health', { holds: 'saludPropia' }, [false, false]],
    ['lacks home', { not: { holds: 'hogar' } }, [true, true]],
    ['legal cover', { cover: 'juridica' }, [true, false]],
    ['subsidy cover', { cover: 'subsidio' }, [true, false]],
    ['postal code 28', { postalCodePrefix: '28' }, [true, false]],
    ['postal code 080', { postalCodePrefix: '080' }, [false, true]],
    ['policies in force', { policiesInForce: true }, [true, false]],
    ['no friend codes', { friendCodes: false }, [false, true]],
    ['aged 40 to 64', { age: { min: 40, max: 64 } }, [true, false]],
    ['under 40 (an unknown age is in no range)', { age: { max: 39 } }, [false, false]],
    ['consent given', { consent: 'dado' }, [true, false]],
    ['consent pending', { consent: 'pendiente' }, [false, true]],
    ['a campaign flag', { flag: 'visibleSorteoTv' }, [true, false]],
    ['all', { all: [{ client: 'directo' }, { postalCodePrefix: '28' }, { holds: 'moto' }] }, [false, false]],
    ['any', { any: [{ holds: 'moto' }, { holder: 'empresa' }] }, [false, true]],
    ['not', { not: { any: [{ client: 'mediado' }, { holds: 'hogar' }] } }, [true, false]],
  ])('%s', (_name, audience, expected) => {
    expect(v.parse(AudienceSchema, audience)).toEqual(audience);
    expect(sees(audience)).toEqual(expected);
  });
});

describe('AudienceSchema', () => {
  const problems = (input: unknown) =>
    (v.safeParse(AudienceSchema, input).issues ?? []).map((i) => [
      (i.path ?? []).map((p) => p.key).join('.'),
      i.message,
    ]);

  it.each<[string, unknown, [string, string][]]>([
    [
      'not an object',
      'directo',
      [['', 'debe ser una regla entre llaves, por ejemplo {"client": "directo"}']],
    ],
    [
      'two rules in one',
      { client: 'directo', holds: 'auto' },
      [['', expect.stringContaining('cada regla tiene una sola clave') as unknown as string]],
    ],
    [
      'an unknown rule',
      { edad: 30 },
      [['edad', expect.stringContaining('regla desconocida "edad"') as never]],
    ],
    [
      'an unknown value',
      { holds: 'barco' },
      [['holds', expect.stringContaining('debe ser uno de: auto, moto') as never]],
    ],
    ['an empty list', { any: [] }, [['any', 'debe ser una lista con al menos una regla']]],
    [
      'a nested mistake, with its path',
      { all: [{ client: 'directo' }, { not: { postalCodePrefix: 'Madrid' } }] },
      [['all.1.not.postalCodePrefix', 'debe tener de 1 a 5 cifras, por ejemplo "28"']],
    ],
    ['a reversed age range', { age: { min: 65, max: 18 } }, [['age', '"min" no puede ser mayor que "max"']]],
    ['an empty age range', { age: {} }, [['age', 'indica "min", "max" o los dos']]],
    ['an age that is not whole', { age: { min: 18.5 } }, [['age.min', 'debe ser un número entero']]],
    [
      'a flag that is not a campaign flag',
      { flag: 'tienePolizaAuto' },
      [['flag', expect.stringContaining('debe ser uno de: visiblePromocionHogar90') as never]],
    ],
    ['a yes/no that is text', { friendCodes: 'sí' }, [['friendCodes', 'debe ser true o false']]],
  ])('refuses %s', (_name, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it('refuses an audience nested deeper than 8 levels', () => {
    let deep: unknown = { client: 'directo' };
    for (let i = 0; i < 10; i += 1) deep = { not: deep };
    expect(problems(deep)[0]?.[1]).toContain('demasiados niveles');
  });
});

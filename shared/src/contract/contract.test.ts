import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CALLS, DOWNLOADS, callPath, type CallBody, type CallData, type PathParams } from '.';
import { DescargaTokenRequestSchema } from './descargas';
import type { ReciboDetalle } from './recibos';
import { EmailSchema, TelefonoSchema } from '../domain/contacto';
import { IdParamSchema, IdSchema } from '../domain/ids';
import { NoBodySchema, PinSchema } from './rules';

// Every call of SPEC §7 (path parameters written as :param).
const SPEC_CALLS = [
  'POST /v1/ac/user/auth',
  'POST /v1/ac/user/authRegistro',
  'POST /v1/ac/user/verificaUsuario',
  'POST /v1/ac/user/generarPinAcceso',
  'POST /v1/ac/user/verificarPin',
  'POST /v1/ac/user/actualizarPassword',
  'POST /v1/ac/user/actualizarPasswordCliente',
  'POST /v1/ac/user/actualizarGdpr',
  'POST /v1/ac/user/asignaPolCuponAmigo',
  'POST /v1/ac/user/insertAudit',
  'POST /v1/ac/cliente/actualizaTelefono',
  'POST /v1/ac/cliente/actualizaEmail',
  'POST /v1/ac/cliente/creaGestionCliente',
  'POST /v1/ac/cliente/registraParticipacionSorteoTv',
  'POST /v1/ac/cliente/registraTarjetaDecesosPremium',
  'POST /v1/ac/cliente/registraParticipacionSorteoFreidoraAire',
  'GET /v1/ac/portfolio',
  'GET /v1/ac/cliente',
  'GET /v1/ac/polizas-veh/:idPoliza',
  'GET /v1/ac/polizas-hog/:idPoliza',
  'GET /v1/ac/polizas-dec/:idPoliza',
  'GET /v1/ac/polizas-mov/:idPoliza',
  'GET /v1/ac/polizas-neg/:idPoliza',
  'GET /v1/ac/polizas-acc/:idPoliza',
  'GET /v1/ac/polizas-masc/:idPoliza',
  'GET /v1/ac/polizas-salud/:numPoliza',
  'GET /v1/ac/polizas-saludMMT/:idPoliza',
  'GET /v1/ac/siniestros-veh/:numSiniestro',
  'GET /v1/ac/siniestros-hog/:numSiniestro',
  'GET /v1/ac/siniestros-mov/:numSiniestro',
  'GET /v1/ac/siniestros-neg/:numSiniestro',
  'GET /v1/ac/siniestros-acc/:numSiniestro',
  'GET /v1/ac/siniestros-masc/:numSiniestro',
  'GET /v1/ac/recibos/:idRecibo',
  'GET /v1/ac/recibos/pasarela/pago/:idRecibo',
  'GET /v1/ac/avisoRenovacion/:idPoliza',
  'GET /v1/ac/getUrlClub',
  'GET /v1/ac/getUrlContratosInteractivos',
  'GET /v1/ac/urlHnaAreaCliente/:idCliente',
];

describe('CALLS', () => {
  it('covers every call of SPEC §7 with a data schema, and a body schema for each POST', () => {
    const listed = new Set(Object.values(CALLS).map((c) => `${c.method} ${c.path}`));
    for (const call of SPEC_CALLS) expect(listed, call).toContain(call);
    for (const [name, call] of Object.entries(CALLS)) {
      expect(call.data, name).toBeDefined();
      if (call.method === 'POST') expect(call.body, name).toBeDefined();
    }
    expect(Object.values(DOWNLOADS)).toHaveLength(7);
  });

  it('fills and encodes path parameters', () => {
    expect(callPath(CALLS.polizaVeh.path, { idPoliza: 200001 })).toBe('/v1/ac/polizas-veh/200001');
    expect(callPath(DOWNLOADS.documento, { uuid: 'a b', token: 'x/y' })).toBe(
      '/v1/ac/polizas/documento/a%20b/x%2Fy',
    );
    expect(() => callPath(CALLS.recibo.path)).toThrow(/idRecibo/);
  });

  it('types path parameters, bodies and answers from the spec', () => {
    expectTypeOf<PathParams<typeof CALLS.recibo.path>>().toEqualTypeOf<{ idRecibo: string | number }>();
    expectTypeOf<PathParams<typeof DOWNLOADS.ccpp>>().toMatchTypeOf<{
      id: string | number;
      token: string | number;
    }>();
    expectTypeOf<CallData<typeof CALLS.recibo>>().toEqualTypeOf<ReciboDetalle>();
    expectTypeOf<CallBody<typeof CALLS.verificarPin>>().toEqualTypeOf<{ pin: string }>();
    // @ts-expect-error a missing path parameter is a type error
    expect(() => callPath(CALLS.recibo.path, { idPoliza: 1 })).toThrow(/idRecibo/);
  });

  it('lets bodiless POSTs send nothing or an empty object', () => {
    for (const body of [undefined, null, {}]) {
      expect(CALLS.registraParticipacionSorteoTv.body).toBe(NoBodySchema);
      expect(v.safeParse(NoBodySchema, body).success).toBe(true);
    }
  });
});

describe('field rules', () => {
  it('accepts phones of 9 digits starting with 9, 7 or 6', () => {
    for (const ok of ['612345678', '712345678', ' 912345678 ']) expect(v.is(TelefonoSchema, ok)).toBe(true);
    for (const bad of ['512345678', '61234567', '6123456789', '61234567a'])
      expect(v.is(TelefonoSchema, bad)).toBe(false);
  });

  it('accepts reasonable e-mails only', () => {
    expect(v.is(EmailSchema, 'lucia.fernandez@example.com')).toBe(true);
    expect(v.is(EmailSchema, 'a+b@sub.example.es')).toBe(true);
    for (const bad of ['no-at.example.com', 'a@b', 'a@b.c', 'a@-b.com', `${'x'.repeat(65)}@example.com`]) {
      expect(v.is(EmailSchema, bad), bad).toBe(false);
    }
  });

  it('checks PINs and numeric id parameters', () => {
    expect(v.is(PinSchema, '012345')).toBe(true);
    expect(v.is(PinSchema, '12345')).toBe(false);
    expect(v.parse(IdParamSchema, '200001')).toBe(200001);
    expect(v.safeParse(IdParamSchema, '01').success).toBe(false);
    expect(v.safeParse(IdParamSchema, '1e3').success).toBe(false);
    expect(v.safeParse(IdParamSchema, '9007199254740991').success).toBe(true);
    expect(v.safeParse(IdParamSchema, '9007199254740992').success).toBe(false);
    expect(v.safeParse(IdSchema, 2 ** 63).success).toBe(false);
    expect(v.safeParse(IdSchema, Number.MAX_SAFE_INTEGER).success).toBe(true);
  });
});

describe('request vocabularies (scripts/lib/kernel-report.ts REQUEST_VOCABULARIES)', () => {
  /** Whether `schema` is, or holds anywhere inside it, the schema `wanted` (same instance). */
  const holds = (schema: unknown, wanted: unknown, seen = new Set<unknown>()): boolean => {
    if (schema === wanted) return true;
    if (schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
    seen.add(schema);
    return Object.values(schema).some((part) => holds(part, wanted, seen));
  };

  it("never appear in a call's answer, so the kernel may append options to them in a minor version", () => {
    const descargaTipo = DescargaTokenRequestSchema.entries.tipo;
    expect(holds(CALLS.descargaToken.body, descargaTipo)).toBe(true);
    const answering = Object.entries(CALLS).filter(([, call]) => holds(call.data, descargaTipo));
    expect(answering.map(([name]) => name)).toEqual([]);
  });
});

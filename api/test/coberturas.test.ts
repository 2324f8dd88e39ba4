import {
  AvisoRenovacionSchema,
  CoberturasPolizaSchema,
  Codigo,
  ComparacionAvisoSchema,
  PolizaMovSchema,
} from '@area-cliente/shared/contract';
import { cambiosCoberturas, diferenciaPrima } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;

const idPoliza = async (numPoliza: string) =>
  (await t.db.one<{ id: number }>('SELECT id_poliza AS id FROM polizas WHERE num_poliza = $1', [numPoliza]))
    .id;

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const coberturas = async (numPoliza: string, token = lucia) =>
  v.parse(
    CoberturasPolizaSchema,
    ok(await get(t.app, `/polizas/${await idPoliza(numPoliza)}/coberturas`, token)),
  );
const NOT_FOUND = { codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null };

beforeAll(async () => {
  t = await startApp();
  [lucia, antonio] = await Promise.all([tokenFor(t.app, '12345678Z'), tokenFor(t.app, '00000023T')]);
});
afterAll(() => t.close());

describe('GET /polizas/:idPoliza/coberturas (issue #31)', () => {
  it("lists the car policy's covers with limit, excess and how each is taken, and its annual premium", async () => {
    const coche = await coberturas('AUT-10023456');
    expect(coche.primaAnual).toBe(412.35);
    expect(coche.periodicidad).toBe('ANUAL');
    expect(coche.coberturas).toContainEqual({
      descripcion: 'Daños propios',
      capital: null,
      limite: 'Valor venal',
      franquicia: 300,
      contratacion: 'INCLUIDA',
    });
    expect(coche.coberturas[0]).toMatchObject({ descripcion: 'Responsabilidad civil obligatoria' });
    expect(coche.coberturas.map((c) => c.contratacion)).toEqual(
      expect.arrayContaining(['INCLUIDA', 'OPCIONAL', 'NO_CONTRATADA']),
    );
  });

  it('answers a premium and covers for a policy of each of the nine lines', async () => {
    for (const num of [
      'AUT-10023456',
      'HOG-20034567',
      'DEC-30045678',
      'HNA-55012345',
      'SAL-40056789',
      'MOV-60067890',
      'NEG-70089012',
      'ACC-80001234',
      'MAS-90012345',
    ]) {
      const p = await coberturas(num);
      expect(p.primaAnual, num).toBeGreaterThan(0);
      expect(p.coberturas.length, num).toBeGreaterThanOrEqual(3);
    }
  });

  it("a cover not taken is listed as such but is not among the mobility policy's sums insured", async () => {
    const id = await idPoliza('MOV-60078901');
    expect((await coberturas('MOV-60078901')).coberturas).toContainEqual(
      expect.objectContaining({ descripcion: 'Robo del patinete', contratacion: 'NO_CONTRATADA' }),
    );
    const vmp = v.parse(PolizaMovSchema, ok(await get(t.app, `/polizas-mov/${id}`, lucia)));
    expect(vmp.garantias.map((g) => g.descripcion)).toEqual(['Responsabilidad civil', 'Defensa jurídica']);
  });

  it("another customer's policy answers exactly like a missing one; a malformed id is refused", async () => {
    const ajena = await get(t.app, `/polizas/${await idPoliza('AUT-10023456')}/coberturas`, antonio);
    const inexistente = await get(t.app, '/polizas/999999/coberturas', antonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(NOT_FOUND);
    expect(inexistente.json()).toEqual(NOT_FOUND);
    expect((await get(t.app, '/polizas/abc/coberturas', antonio)).statusCode).toBe(400);
    expect((await get(t.app, '/polizas/1/coberturas')).statusCode).toBe(401);
  });
});

describe('GET /avisoRenovacion/:idPoliza/comparacion (issue #31)', () => {
  it("shows last year's premium beside the new one and the covers of both annuities", async () => {
    const id = await idPoliza('AUT-10023456');
    const { comparacion: c } = v.parse(
      ComparacionAvisoSchema,
      ok(await get(t.app, `/avisoRenovacion/${id}/comparacion`, lucia)),
    );
    expect([c!.primaAnterior, c!.primaNueva]).toEqual([412.35, 425.9]);
    // The new premium is what the renewal receipts charge.
    const aviso = v.parse(AvisoRenovacionSchema, ok(await get(t.app, `/avisoRenovacion/${id}`, lucia)));
    expect(aviso.lstRecibosAR.reduce((s, r) => s + r.importeNeto, 0)).toBe(c!.primaNueva);
    expect(diferenciaPrima(c!.primaAnterior, c!.primaNueva)).toEqual({ euros: 13.55, porcentaje: 3.29 });
    expect(cambiosCoberturas(c!.coberturasAnteriores, c!.coberturasNuevas)).toEqual([
      { tipo: 'FRANQUICIA', descripcion: 'Daños propios', antes: '300.00 €', despues: '250.00 €' },
      { tipo: 'LIMITE', descripcion: 'Defensa jurídica', antes: '3,000.00 €', despues: '6,000.00 €' },
      { tipo: 'NUEVA', descripcion: 'Vehículo de sustitución' },
      { tipo: 'QUITADA', descripcion: 'Defensa de multas' },
    ]);
  });

  it("the broker's client's home notice compares too; nobody else reads it; no notice is not found", async () => {
    const hogar = await idPoliza('HOG-21067890');
    const { comparacion } = v.parse(
      ComparacionAvisoSchema,
      ok(await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, antonio)),
    );
    expect(comparacion).toMatchObject({ primaAnterior: 142.9, primaNueva: 148.3 });
    const ajeno = await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, lucia);
    const sinAviso = await get(
      t.app,
      `/avisoRenovacion/${await idPoliza('HOG-20034567')}/comparacion`,
      lucia,
    );
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(NOT_FOUND);
    expect(sinAviso.json()).toEqual(NOT_FOUND);
  });

  it('a notice that does not state the new premium has no comparison', async () => {
    const hogar = await idPoliza('HOG-21067890');
    await t.db.query('UPDATE avisos_renovacion SET prima_nueva = NULL WHERE id_poliza = $1', [hogar]);
    const res = await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, antonio);
    expect(v.parse(ComparacionAvisoSchema, ok(res))).toEqual({ comparacion: null });
  });
});

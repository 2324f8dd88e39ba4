import {
  AvisoRenovacionSchema,
  Codigo,
  PolizaMovSchema,
  PolizaVehSchema,
  type PolizaBase,
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

beforeAll(async () => {
  t = await startApp();
  [lucia, antonio] = await Promise.all([tokenFor(t.app, '12345678Z'), tokenFor(t.app, '00000023T')]);
});
afterAll(() => t.close());

describe('what a policy covers (issue #31)', () => {
  it("the car policy's detail lists every cover with limit, excess and how it is taken, and the premium", async () => {
    const coche = v.parse(
      PolizaVehSchema,
      ok(await get(t.app, `/polizas-veh/${await idPoliza('AUT-10023456')}`, lucia)),
    );
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

  it('every one of the nine lines answers a premium and its covers', async () => {
    const lineas: [string, string][] = [
      ['polizas-veh', 'AUT-10023456'],
      ['polizas-hog', 'HOG-20034567'],
      ['polizas-dec', 'DEC-30045678'],
      ['polizas-saludMMT', 'SAL-40056789'],
      ['polizas-mov', 'MOV-60067890'],
      ['polizas-neg', 'NEG-70089012'],
      ['polizas-acc', 'ACC-80001234'],
      ['polizas-masc', 'MAS-90012345'],
    ];
    const details = await Promise.all(
      lineas.map(async ([ruta, num]) => ok(await get(t.app, `/${ruta}/${await idPoliza(num)}`, lucia))),
    );
    details.push(ok(await get(t.app, '/polizas-salud/HNA-55012345', lucia)));
    for (const p of details as PolizaBase[]) {
      expect(p.primaAnual, p.numPoliza).toBeGreaterThan(0);
      expect(p.coberturas.length, p.numPoliza).toBeGreaterThanOrEqual(3);
    }
  });

  it("a cover not taken is listed as such but is not among the mobility policy's sums insured", async () => {
    const vmp = v.parse(
      PolizaMovSchema,
      ok(await get(t.app, `/polizas-mov/${await idPoliza('MOV-60078901')}`, lucia)),
    );
    expect(vmp.coberturas).toContainEqual(
      expect.objectContaining({ descripcion: 'Robo del patinete', contratacion: 'NO_CONTRATADA' }),
    );
    expect(vmp.garantias.map((g) => g.descripcion)).toEqual(['Responsabilidad civil', 'Defensa jurídica']);
  });

  it("another customer's policy answers exactly like a missing one, covers and all", async () => {
    const ajena = await get(t.app, `/polizas-veh/${await idPoliza('AUT-10023456')}`, antonio);
    const inexistente = await get(t.app, '/polizas-veh/999999', antonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: 'Recurso no encontrado',
      data: null,
    });
    expect(ajena.json()).toEqual(inexistente.json());
    expect(ajena.body).not.toContain('Daños propios');
  });
});

describe('the renewal notice compares the premium and covers (issue #31)', () => {
  it("shows last year's premium beside the new one and the covers of both annuities", async () => {
    const aviso = v.parse(
      AvisoRenovacionSchema,
      ok(await get(t.app, `/avisoRenovacion/${await idPoliza('AUT-10023456')}`, lucia)),
    );
    const c = aviso.comparacion!;
    expect([c.primaAnterior, c.primaNueva]).toEqual([412.35, 425.9]);
    // The new premium is what the renewal receipts charge.
    expect(aviso.lstRecibosAR.reduce((s, r) => s + r.importeNeto, 0)).toBe(c.primaNueva);
    expect(diferenciaPrima(c.primaAnterior, c.primaNueva)).toEqual({ euros: 13.55, porcentaje: 3.29 });
    expect(cambiosCoberturas(c.coberturasAnteriores, c.coberturasNuevas)).toEqual([
      { tipo: 'FRANQUICIA', descripcion: 'Daños propios', antes: '300.00 €', despues: '250.00 €' },
      { tipo: 'LIMITE', descripcion: 'Defensa jurídica', antes: '3,000.00 €', despues: '6,000.00 €' },
      { tipo: 'NUEVA', descripcion: 'Vehículo de sustitución' },
      { tipo: 'QUITADA', descripcion: 'Defensa de multas' },
    ]);
  });

  it("the broker's client's home notice compares too; nobody else reads it", async () => {
    const hogar = await idPoliza('HOG-21067890');
    const aviso = v.parse(AvisoRenovacionSchema, ok(await get(t.app, `/avisoRenovacion/${hogar}`, antonio)));
    expect(aviso.comparacion).toMatchObject({ primaAnterior: 142.9, primaNueva: 148.3 });
    const ajeno = await get(t.app, `/avisoRenovacion/${hogar}`, lucia);
    const inexistente = await get(t.app, '/avisoRenovacion/999999', lucia);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(inexistente.json());
  });

  it('a notice that does not state the new premium has no comparison', async () => {
    const hogar = await idPoliza('HOG-21067890');
    await t.db.query('UPDATE avisos_renovacion SET prima_nueva = NULL WHERE id_poliza = $1', [hogar]);
    const aviso = v.parse(AvisoRenovacionSchema, ok(await get(t.app, `/avisoRenovacion/${hogar}`, antonio)));
    expect(aviso.comparacion).toBeNull();
    expect(aviso.lstRecibosAR).toHaveLength(1);
  });
});

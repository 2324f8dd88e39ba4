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
import type { CoberturaSeed } from '../src/seed/seeder';
import { entrar, sembrar } from './datos';
import { get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;

/** Policy ids by the names the tests give them. */
const ids: Record<string, number> = {};
const idPoliza = async (nombre: string) => ids[nombre]!;

const I = 'INCLUIDA';
const O = 'OPCIONAL';
const N = 'NO_CONTRATADA';
const todoRiesgo = (franquicia: number): CoberturaSeed[] => [
  ['Responsabilidad civil obligatoria', 'Límites del seguro obligatorio', null, I],
  ['Responsabilidad civil voluntaria', 'Ilimitada', null, I],
  ['Daños propios', 'Valor venal', franquicia, I],
  ['Lunas', 'Sin límite', null, I],
  ['Defensa jurídica', 3000, null, I],
];

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
  // A direct client with a policy of each line, covers and a car renewal notice that changes them,
  // and a broker's client whose home notice raises the premium.
  const [c, m] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const genericas: CoberturaSeed[] = [
      ['Responsabilidad civil', 300000, null, I],
      ['Asistencia', 'Sin límite', null, I],
      ['Daños', 6000, 150, O],
    ];
    for (const [nombre, ramo] of [
      ['hogar', 'HOG'],
      ['decesos', 'DEC'],
      ['hna', 'SALUD_HNA'],
      ['salud', 'SALUD_MMT'],
      ['movilidad', 'MOV'],
      ['negocio', 'NEG'],
      ['accidentes', 'ACC'],
      ['mascota', 'MASC'],
    ] as const) {
      ids[nombre] = (await d.poliza(c, ramo)).idPoliza;
      await d.s.coberturas(ids[nombre], 120, genericas);
    }
    const coche = await d.poliza(c, 'VEH', { efecto: -325 });
    ids.coche = coche.idPoliza;
    await d.s.coberturas(coche.idPoliza, 412.35, [
      ...todoRiesgo(300),
      ['Asistencia en viaje', 'Desde el km 0', null, O],
      ['Defensa de multas', 'Recursos sin límite', null, O],
      ['Vehículo de sustitución', '15 días', null, N],
    ]);
    const renovacion = await d.recibo(coche, 'PENDIENTE', {
      dias: d.s.periodo(coche.idPoliza, 1),
      importe: 425.9,
      extra: { pagable: false },
    });
    const aviso = await d.s.avisoRenovacion(coche.idPoliza, [renovacion.idRecibo], {
      riesgo: 'SEAT Ibiza',
      forma_pago: 'Domiciliación bancaria',
      tipo_negocio: 'V',
    });
    await d.s.coberturasRenovacion(aviso, 425.9, [
      ...todoRiesgo(250).map(([desc, l, f, con]): CoberturaSeed =>
        desc === 'Defensa jurídica' ? [desc, 6000, f, con] : [desc, l, f, con],
      ),
      ['Asistencia en viaje', 'Desde el km 0', null, O],
      ['Vehículo de sustitución', '15 días', null, O],
      ['Defensa de multas', 'Recursos sin límite', null, N],
    ]);
    const vmp = await d.poliza(c, 'MOV', {
      line: { es_proyecto_movilidad_personal: false, es_proyecto_vmp: true, tipo_veh_desc: 'Patinete' },
    });
    ids.vmp = vmp.idPoliza;
    await d.s.coberturas(vmp.idPoliza, 39.9, [
      ['Responsabilidad civil', 120000, null, I],
      ['Defensa jurídica', 3000, null, I],
      ['Robo del patinete', 649.9, 60, N],
    ]);

    const m = await d.cliente({ pureza_puro_mmt: false });
    const hogarAjeno = await d.poliza(m, 'HOG', { efecto: -340 });
    ids.hogarAjeno = hogarAjeno.idPoliza;
    await d.s.coberturas(hogarAjeno.idPoliza, 142.9, genericas);
    const renovacionHogar = await d.recibo(hogarAjeno, 'PENDIENTE', {
      dias: d.s.periodo(hogarAjeno.idPoliza, 1),
      importe: 148.3,
      extra: { pagable: false },
    });
    const avisoHogar = await d.s.avisoRenovacion(hogarAjeno.idPoliza, [renovacionHogar.idRecibo], {
      riesgo: 'C/ Prueba',
      forma_pago: 'Domiciliación bancaria',
      tipo_negocio: 'H',
    });
    await d.s.coberturasRenovacion(avisoHogar, 148.3, genericas);
    return [c, m];
  });
  [lucia, antonio] = await Promise.all([entrar(t.app, c), entrar(t.app, m)]);
});
afterAll(() => t.close());

describe('GET /polizas/:idPoliza/coberturas', () => {
  it("lists the car policy's covers with limit, excess and how each is taken, and its annual premium", async () => {
    const coche = await coberturas('coche');
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
      'coche',
      'hogar',
      'decesos',
      'hna',
      'salud',
      'movilidad',
      'negocio',
      'accidentes',
      'mascota',
    ]) {
      const p = await coberturas(num);
      expect(p.primaAnual, num).toBeGreaterThan(0);
      expect(p.coberturas.length, num).toBeGreaterThanOrEqual(3);
    }
  });

  it("a cover not taken is listed as such but is not among the mobility policy's sums insured", async () => {
    const id = await idPoliza('vmp');
    expect((await coberturas('vmp')).coberturas).toContainEqual(
      expect.objectContaining({ descripcion: 'Robo del patinete', contratacion: 'NO_CONTRATADA' }),
    );
    const vmp = v.parse(PolizaMovSchema, ok(await get(t.app, `/polizas-mov/${id}`, lucia)));
    expect(vmp.garantias.map((g) => g.descripcion)).toEqual(['Responsabilidad civil', 'Defensa jurídica']);
  });

  it("another customer's policy answers exactly like a missing one; a malformed id is refused", async () => {
    const ajena = await get(t.app, `/polizas/${await idPoliza('coche')}/coberturas`, antonio);
    const inexistente = await get(t.app, '/polizas/999999/coberturas', antonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(NOT_FOUND);
    expect(inexistente.json()).toEqual(NOT_FOUND);
    expect((await get(t.app, '/polizas/abc/coberturas', antonio)).statusCode).toBe(400);
    expect((await get(t.app, '/polizas/1/coberturas')).statusCode).toBe(401);
  });
});

describe('GET /avisoRenovacion/:idPoliza/comparacion', () => {
  it("shows last year's premium beside the new one and the covers of both annuities", async () => {
    const id = await idPoliza('coche');
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
    const hogar = await idPoliza('hogarAjeno');
    const { comparacion } = v.parse(
      ComparacionAvisoSchema,
      ok(await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, antonio)),
    );
    expect(comparacion).toMatchObject({ primaAnterior: 142.9, primaNueva: 148.3 });
    const ajeno = await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, lucia);
    const sinAviso = await get(t.app, `/avisoRenovacion/${await idPoliza('hogar')}/comparacion`, lucia);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(NOT_FOUND);
    expect(sinAviso.json()).toEqual(NOT_FOUND);
  });

  it('a notice that does not state the new premium has no comparison', async () => {
    const hogar = await idPoliza('hogarAjeno');
    await t.db.query('UPDATE avisos_renovacion SET prima_nueva = NULL WHERE id_poliza = $1', [hogar]);
    const res = await get(t.app, `/avisoRenovacion/${hogar}/comparacion`, antonio);
    expect(v.parse(ComparacionAvisoSchema, ok(res))).toEqual({ comparacion: null });
  });
});

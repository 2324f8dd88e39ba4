import {
  Codigo,
  PolizaAccSchema,
  PolizaDecSchema,
  PolizaHogSchema,
  PolizaMascSchema,
  PolizaMovSchema,
  PolizaNegSchema,
  PolizaSaludMMTSchema,
  PolizaSaludSchema,
  PolizaVehSchema,
  UrlDataSchema,
} from '@area-cliente/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { DOWNLOAD_TOKEN_TTL_SECONDS } from '../src/repositories/download-tokens';
import { type ClientePrueba, entrar, nifNuevo, type PolizaPrueba, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;
let cliente: ClientePrueba;
let mediado: ClientePrueba;
/** Policy ids and numbers by the name the tests give them. */
const ids: Record<string, number> = {};
const nums: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  // A direct client with a policy in every line, a broker's client, and a client with the partner
  // insurer's health policy only.
  [cliente, mediado] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const guardar = ({ idPoliza, numPoliza }: PolizaPrueba, nombre: string) => {
      ids[nombre] = idPoliza;
      nums[nombre] = numPoliza;
    };
    const coche = await d.poliza(c, 'VEH', {
      line: { marca: 'SEAT', modelo: 'León 1.5 TSI FR', matricula: '1234 LMN' },
      documentos: [
        {
          nombre: 'Condiciones particulares',
          tipo: 'ACTUAL',
          estado: 'DIGITAL_CERTIFICADA',
          mime_type: 'application/pdf',
        },
        {
          nombre: 'Condiciones de renovación',
          tipo: 'FUTURA',
          estado: 'DIGITAL_CERTIFICADA',
          mime_type: 'application/pdf',
        },
        { nombre: 'Cuestionario de riesgo', tipo: 'ACTUAL', estado: 'PAPEL', mime_type: 'image/tiff' },
      ],
    });
    guardar(coche, 'coche');
    await d.siniestro(coche, 'ABIERTO');
    await d.siniestro(coche, 'CERRADO', { ocurrencia: -200 });
    await d.recibo(coche, 'COBRADO');
    await d.recibo(coche, 'PENDIENTE', { dias: -20, extra: { tipo: 'SUPLEMENTO' } });
    await d.recibo(coche, 'PENDIENTE', { dias: d.s.periodo(coche.idPoliza, 1), extra: { pagable: false } });
    guardar(await d.poliza(c, 'HOG'), 'hogar');
    guardar(await d.poliza(c, 'DEC', { periodicidad: 'MENSUAL' }), 'decesos');
    guardar(await d.poliza(c, 'SALUD_MMT', { periodicidad: 'MENSUAL' }), 'salud');
    await d.poliza(c, 'SALUD_HNA', { numPoliza: 'HNA-77000001', periodicidad: 'MENSUAL', documentos: [] });
    const movPersonal = await d.poliza(c, 'MOV', { line: { valor_veh: 1890 } });
    guardar(movPersonal, 'movPersonal');
    await d.s.insert('poliza_garantias', {
      id_poliza: movPersonal.idPoliza,
      orden: 1,
      descripcion: 'Asistencia en viaje',
      limite: 'Desde el km 0',
    });
    guardar(
      await d.poliza(c, 'MOV', {
        line: { es_proyecto_movilidad_personal: false, es_proyecto_vmp: true, tipo_veh_desc: 'Patinete' },
        conductores: [{ rol: 'HABITUAL', nombre: 'Javier Martín Ruiz', num_doc: nifNuevo() }],
      }),
      'movVmp',
    );
    const propietarioLocal = await d.s.persona({ num_doc: nifNuevo(), nombre: 'Inmuebles Castellana S.L.' });
    guardar(
      await d.poliza(c, 'NEG', {
        idPropietario: propietarioLocal,
        line: {
          info_actividad_neg: 'Horario de 7:00 a 22:00',
          neg_mobiliario: 25000,
          neg_puerta_blindada: true,
          otras_medidas_proteccion: 'Persiana metálica motorizada',
        },
      }),
      'cafeteria',
    );
    guardar(await d.poliza(c, 'NEG'), 'libreria');
    guardar(await d.poliza(c, 'ACC'), 'accidentes');
    guardar(
      await d.poliza(c, 'MASC', { line: { especie: 'PERRO', raza: 'Beagle', nombre: 'Toby' } }),
      'mascota',
    );

    const m = await d.cliente({ pureza_puro_mmt: false, telefono_owner_propio_cliente: '963334455' });
    guardar(await d.poliza(m, 'VEH'), 'cocheAjeno');
    guardar(await d.poliza(m, 'HOG'), 'hogarAjeno');

    const soloHna = await d.cliente();
    await d.poliza(soloHna, 'SALUD_HNA', {
      numPoliza: 'HNA-77000002',
      periodicidad: 'MENSUAL',
      documentos: [],
    });
    return [c, m];
  });
  [lucia, antonio] = await Promise.all([entrar(t.app, cliente), entrar(t.app, mediado)]);
});
afterAll(() => t.close());

function expectNotFound(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null });
}

const data = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ codigo: number; data: unknown }>();
  expect(body.codigo).toBe(Codigo.OK);
  return body.data;
};

describe('GET /polizas-* of the caller', () => {
  it.each([
    ['polizas-veh', 'coche', PolizaVehSchema],
    ['polizas-hog', 'hogar', PolizaHogSchema],
    ['polizas-dec', 'decesos', PolizaDecSchema],
    ['polizas-saludMMT', 'salud', PolizaSaludMMTSchema],
    ['polizas-mov', 'movPersonal', PolizaMovSchema],
    ['polizas-neg', 'cafeteria', PolizaNegSchema],
    ['polizas-acc', 'accidentes', PolizaAccSchema],
    ['polizas-masc', 'mascota', PolizaMascSchema],
  ] as const)('%s answers the contract shape for its own policy', async (path, nombre, schema) => {
    const poliza = v.parse(schema, data(await get(t.app, `/${path}/${ids[nombre]}`, lucia)));
    expect(poliza).toMatchObject({ idPoliza: ids[nombre], numPoliza: nums[nombre], mediacion: null });
  });

  it('polizas-salud is keyed by the partner policy number', async () => {
    const poliza = v.parse(PolizaSaludSchema, data(await get(t.app, '/polizas-salud/HNA-77000001', lucia)));
    expect(poliza.asegurados.map((a) => a.nombreCompleto)).toEqual([cliente.nombre]);
    expectNotFound(await get(t.app, '/polizas-salud/HNA-77000002', lucia));
  });

  it('car: vehicle, habitual driver, claims open and closed, receipts by state, documents, masked IBAN', async () => {
    const p = v.parse(PolizaVehSchema, data(await get(t.app, `/polizas-veh/${ids.coche}`, lucia)));
    expect(p).toMatchObject({ marca: 'SEAT', matricula: '1234 LMN', tipoAutomovil: 'TURISMO' });
    expect(p.conductorHabitual?.nombre).toBe(cliente.nombre);
    expect(p.lstSiniestrosVeh.map((s) => s.estado).sort()).toEqual(['ABIERTO', 'CERRADO']);
    expect(p.lstRecibosPdtes.map((r) => r.pendiente)).toEqual([true]);
    expect(p.lstRecibosCob).toHaveLength(1);
    expect(p.lstRecibosFuturos).toHaveLength(1);
    expect(p.lstCCPP.map((d) => d.estado).sort()).toEqual([
      'DIGITAL_CERTIFICADA',
      'DIGITAL_CERTIFICADA',
      'PAPEL',
    ]);
    expect(p.iban).toMatch(/^(\*{4} ){5}1332$/);
    // The bank by name; entity and branch codes are never answered in clear.
    expect(p).toMatchObject({ entidad: 'CaixaBank', oficina: null });
    expect(p.idPropietario).not.toBeNull();
  });

  it('business: owner only when there is one, sums insured null when absent', async () => {
    const cafe = v.parse(PolizaNegSchema, data(await get(t.app, `/polizas-neg/${ids.cafeteria}`, lucia)));
    expect(cafe).toMatchObject({
      nombrePropietario: 'Inmuebles Castellana S.L.',
      negCteInmueble: null,
      negMobiliario: 25000,
      negPuertaBlindada: true,
      negSprinklers: false,
      otrasMedidasProteccion: 'Persiana metálica motorizada',
    });
    const libreria = v.parse(PolizaNegSchema, data(await get(t.app, `/polizas-neg/${ids.libreria}`, lucia)));
    expect(libreria).toMatchObject({
      idPropietario: null,
      infoActividadNeg: null,
      otrasMedidasProteccion: null,
    });
  });

  it('mobility: personal and VMP flags, vehicle, driver and covers', async () => {
    const personal = v.parse(
      PolizaMovSchema,
      data(await get(t.app, `/polizas-mov/${ids.movPersonal}`, lucia)),
    );
    expect(personal).toMatchObject({ esProyectoMovilidadPersonal: 'S', esProyectoVMP: 'N', valorVeh: 1890 });
    expect(personal.garantias).toContainEqual({ descripcion: 'Asistencia en viaje', capital: null });
    const vmp = v.parse(PolizaMovSchema, data(await get(t.app, `/polizas-mov/${ids.movVmp}`, lucia)));
    expect(vmp).toMatchObject({ esProyectoMovilidadPersonal: 'N', esProyectoVMP: 'S' });
    expect(vmp.conductor?.nombre).toBe('Javier Martín Ruiz');
  });

  it("a broker's client reads mediacion with the broker's line", async () => {
    const p = v.parse(PolizaVehSchema, data(await get(t.app, `/polizas-veh/${ids.cocheAjeno}`, antonio)));
    expect(p.mediacion).toEqual({ telefono: '963334455' });
  });

  it("another client's policy, a missing one and one of another line answer 404", async () => {
    expectNotFound(await get(t.app, `/polizas-veh/${ids.cocheAjeno}`, lucia));
    expectNotFound(await get(t.app, `/polizas-hog/${ids.hogarAjeno}`, lucia));
    expectNotFound(await get(t.app, `/polizas-veh/${ids.coche}`, antonio));
    expectNotFound(await get(t.app, '/polizas-masc/999999999', lucia));
    expectNotFound(await get(t.app, `/polizas-veh/${ids.hogar}`, lucia));
  });

  it('rejects a malformed id and needs a session', async () => {
    expect((await get(t.app, '/polizas-veh/abc', lucia)).statusCode).toBe(400);
    expect((await get(t.app, '/polizas-veh/0', lucia)).statusCode).toBe(400);
    const res = await get(t.app, `/polizas-veh/${ids.coche}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });
});

describe('external URLs', () => {
  it('urlHnaAreaCliente: only for the caller, and only with a partner health policy', async () => {
    const [idLucia, idAntonio] = [cliente.idCliente, mediado.idCliente];
    expect(v.parse(UrlDataSchema, data(await get(t.app, `/urlHnaAreaCliente/${idLucia}`, lucia))).url).toBe(
      'http://localhost:80/area-cliente/demo/hnaAreaCliente',
    );
    expectNotFound(await get(t.app, `/urlHnaAreaCliente/${idAntonio}`, lucia));
    expectNotFound(await get(t.app, `/urlHnaAreaCliente/${idAntonio}`, antonio));
  });

  it('getUrlContratosInteractivos', async () => {
    expect(v.parse(UrlDataSchema, data(await get(t.app, '/getUrlContratosInteractivos', lucia))).url).toBe(
      'http://localhost:80/area-cliente/demo/contratosInteractivos',
    );
  });
});

describe('contract documents and the pet certificate', () => {
  const tokenFor = async (session: string, tipo: string, referencia: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': session },
      payload: { tipo, referencia },
    });
    return res.json<{ data: { tokenDescarga: string } }>().data.tokenDescarga;
  };
  const documento = async (numPoliza: string, estado: string) =>
    String(
      (
        await t.db.one<{ id: number }>(
          `SELECT d.id_documento AS id FROM poliza_documentos d JOIN polizas p USING (id_poliza)
            WHERE p.num_poliza = $1 AND d.estado = $2 ORDER BY d.id_documento LIMIT 1`,
          [numPoliza, estado],
        )
      ).id,
    );
  const download = (path: string) => t.app.inject({ method: 'GET', url: `${API}${path}` });

  function expectPdf(res: LightMyRequestResponse, filename: RegExp) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-disposition'])).toMatch(filename);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
  const expectUnavailable = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  };

  it('a digital contract document opens with its token, and only with it', async () => {
    const id = await documento(nums.coche!, 'DIGITAL_CERTIFICADA');
    const token = await tokenFor(lucia, 'CCPP', id);
    expectPdf(
      await download(`/polizas/ccpp/${id}/${token}`),
      new RegExp(`Condiciones particulares ${nums.coche}\\.pdf`),
    );
    // Another document's token does not open this one.
    const other = await documento(nums.hogar!, 'DIGITAL_CERTIFICADA');
    expectUnavailable(await download(`/polizas/ccpp/${other}/${token}`));
    expectUnavailable(await download(`/polizas/ccpp/${id}/not-a-token`));
  });

  it('an expired token no longer opens the document', async () => {
    const id = await documento(nums.hogar!, 'DIGITAL_CERTIFICADA');
    const token = await tokenFor(lucia, 'CCPP', id);
    t.clock.advance((DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000);
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
  });

  it('a document that is not digital (paper) is not served', async () => {
    const id = await documento(nums.coche!, 'PAPEL');
    const token = await tokenFor(lucia, 'CCPP', id);
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
  });

  it("the pet certificate names the pet; another client's policy gets no token", async () => {
    const token = await tokenFor(lucia, 'CERTIFICADO_MASCOTA', nums.mascota!);
    const res = await download(`/polizas-masc/certificado-aseg/${nums.mascota}/${token}`);
    expectPdf(res, new RegExp(`Certificado de Aseguramiento Toby ${nums.mascota}\\.pdf`));
    // What e2e/tests/poliza-screens.spec.ts reads from the same PDF, through the same helper.
    expect(pdfText(res.rawPayload)).toContain('Toby');
    // A certificate token is not a contract document token.
    const id = await documento(nums.coche!, 'DIGITAL_CERTIFICADA');
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': antonio },
      payload: { tipo: 'CERTIFICADO_MASCOTA', referencia: nums.mascota },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

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
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;
const ids: Record<string, number> = {};

const idPoliza = async (numPoliza: string) =>
  Number(
    (await t.db.one<{ id: number }>('SELECT id_poliza AS id FROM polizas WHERE num_poliza = $1', [numPoliza]))
      .id,
  );

beforeAll(async () => {
  t = await startApp();
  [lucia, antonio] = await Promise.all([tokenFor(t.app, '12345678Z'), tokenFor(t.app, '00000023T')]);
  for (const num of [
    'AUT-10023456',
    'AUT-10034567',
    'HOG-20034567',
    'DEC-30045678',
    'SAL-40056789',
    'MOV-60067890',
    'MOV-60078901',
    'NEG-70089012',
    'NEG-70090123',
    'ACC-80001234',
    'MAS-90012345',
    'AUT-11056789',
    'HOG-21067890',
  ])
    ids[num] = await idPoliza(num);
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
    ['polizas-veh', 'AUT-10023456', PolizaVehSchema],
    ['polizas-hog', 'HOG-20034567', PolizaHogSchema],
    ['polizas-dec', 'DEC-30045678', PolizaDecSchema],
    ['polizas-saludMMT', 'SAL-40056789', PolizaSaludMMTSchema],
    ['polizas-mov', 'MOV-60067890', PolizaMovSchema],
    ['polizas-neg', 'NEG-70089012', PolizaNegSchema],
    ['polizas-acc', 'ACC-80001234', PolizaAccSchema],
    ['polizas-masc', 'MAS-90012345', PolizaMascSchema],
  ] as const)('%s answers the contract shape for its own policy', async (path, num, schema) => {
    const poliza = v.parse(schema, data(await get(t.app, `/${path}/${ids[num]}`, lucia)));
    expect(poliza).toMatchObject({ idPoliza: ids[num], numPoliza: num, mediacion: null });
  });

  it('polizas-salud is keyed by the partner policy number', async () => {
    const poliza = v.parse(PolizaSaludSchema, data(await get(t.app, '/polizas-salud/HNA-55012345', lucia)));
    expect(poliza.asegurados.map((a) => a.nombreCompleto)).toEqual(['Lucía Fernández García']);
    expectNotFound(await get(t.app, '/polizas-salud/HNA-55098765', lucia));
  });

  it('car: vehicle, habitual driver, claims open and closed, receipts by state, documents, masked IBAN', async () => {
    const p = v.parse(PolizaVehSchema, data(await get(t.app, `/polizas-veh/${ids['AUT-10023456']}`, lucia)));
    expect(p).toMatchObject({ marca: 'SEAT', matricula: '1234 LMN', tipoAutomovil: 'TURISMO' });
    expect(p.conductorHabitual?.nombre).toBe('Lucía Fernández García');
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
    const cafe = v.parse(
      PolizaNegSchema,
      data(await get(t.app, `/polizas-neg/${ids['NEG-70089012']}`, lucia)),
    );
    expect(cafe).toMatchObject({
      nombrePropietario: 'Inmuebles Castellana S.L.',
      negCteInmueble: null,
      negMobiliario: 25000,
      negPuertaBlindada: true,
      negSprinklers: false,
      otrasMedidasProteccion: 'Persiana metálica motorizada',
    });
    const libreria = v.parse(
      PolizaNegSchema,
      data(await get(t.app, `/polizas-neg/${ids['NEG-70090123']}`, lucia)),
    );
    expect(libreria).toMatchObject({
      idPropietario: null,
      infoActividadNeg: null,
      otrasMedidasProteccion: null,
    });
  });

  it('mobility: personal and VMP flags, vehicle, driver and covers', async () => {
    const personal = v.parse(
      PolizaMovSchema,
      data(await get(t.app, `/polizas-mov/${ids['MOV-60067890']}`, lucia)),
    );
    expect(personal).toMatchObject({ esProyectoMovilidadPersonal: 'S', esProyectoVMP: 'N', valorVeh: 1890 });
    expect(personal.garantias).toContainEqual({ descripcion: 'Asistencia en viaje', capital: null });
    const vmp = v.parse(
      PolizaMovSchema,
      data(await get(t.app, `/polizas-mov/${ids['MOV-60078901']}`, lucia)),
    );
    expect(vmp).toMatchObject({ esProyectoMovilidadPersonal: 'N', esProyectoVMP: 'S' });
    expect(vmp.conductor?.nombre).toBe('Javier Martín Ruiz');
  });

  it("a broker's client reads mediacion with the broker's line", async () => {
    const p = v.parse(
      PolizaVehSchema,
      data(await get(t.app, `/polizas-veh/${ids['AUT-11056789']}`, antonio)),
    );
    expect(p.mediacion).toEqual({ telefono: '963334455' });
  });

  it("another client's policy, a missing one and one of another line answer 404", async () => {
    expectNotFound(await get(t.app, `/polizas-veh/${ids['AUT-11056789']}`, lucia));
    expectNotFound(await get(t.app, `/polizas-hog/${ids['HOG-21067890']}`, lucia));
    expectNotFound(await get(t.app, `/polizas-veh/${ids['AUT-10023456']}`, antonio));
    expectNotFound(await get(t.app, '/polizas-masc/999999999', lucia));
    expectNotFound(await get(t.app, `/polizas-veh/${ids['HOG-20034567']}`, lucia));
  });

  it('rejects a malformed id and needs a session', async () => {
    expect((await get(t.app, '/polizas-veh/abc', lucia)).statusCode).toBe(400);
    expect((await get(t.app, '/polizas-veh/0', lucia)).statusCode).toBe(400);
    const res = await get(t.app, `/polizas-veh/${ids['AUT-10023456']}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });
});

describe('external URLs', () => {
  const idCliente = async (numDoc: string) =>
    Number(
      (await t.db.one<{ id: number }>('SELECT id_cliente AS id FROM clientes WHERE num_doc = $1', [numDoc]))
        .id,
    );

  it('urlHnaAreaCliente: only for the caller, and only with a partner health policy', async () => {
    const [idLucia, idAntonio] = [await idCliente('12345678Z'), await idCliente('00000023T')];
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
    const id = await documento('AUT-10023456', 'DIGITAL_CERTIFICADA');
    const token = await tokenFor(lucia, 'CCPP', id);
    expectPdf(await download(`/polizas/ccpp/${id}/${token}`), /Condiciones particulares AUT-10023456\.pdf/);
    // Another document's token does not open this one.
    const other = await documento('HOG-20034567', 'DIGITAL_CERTIFICADA');
    expectUnavailable(await download(`/polizas/ccpp/${other}/${token}`));
    expectUnavailable(await download(`/polizas/ccpp/${id}/not-a-token`));
  });

  it('an expired token no longer opens the document', async () => {
    const id = await documento('HOG-20034567', 'DIGITAL_CERTIFICADA');
    const token = await tokenFor(lucia, 'CCPP', id);
    t.clock.advance((DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000);
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
  });

  it('a document that is not digital (paper) is not served', async () => {
    const id = await documento('AUT-10023456', 'PAPEL');
    const token = await tokenFor(lucia, 'CCPP', id);
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
  });

  it("the pet certificate names the pet; another client's policy gets no token", async () => {
    const token = await tokenFor(lucia, 'CERTIFICADO_MASCOTA', 'MAS-90012345');
    const res = await download(`/polizas-masc/certificado-aseg/MAS-90012345/${token}`);
    expectPdf(res, /Certificado de Aseguramiento Toby MAS-90012345\.pdf/);
    // What e2e/tests/poliza-screens.spec.ts reads from the same PDF, through the same helper.
    expect(pdfText(res.rawPayload)).toContain('Toby');
    // A certificate token is not a contract document token.
    const id = await documento('AUT-10023456', 'DIGITAL_CERTIFICADA');
    expectUnavailable(await download(`/polizas/ccpp/${id}/${token}`));
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': antonio },
      payload: { tipo: 'CERTIFICADO_MASCOTA', referencia: 'MAS-90012345' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

import {
  AvisoRenovacionSchema,
  Codigo,
  PagoUrlSchema,
  ReciboDetalleSchema,
} from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIBO_NO_PAGABLE, RECIBO_YA_PAGADO } from '../src/services/pagos';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let otro: string;
const ids: Record<string, number> = {};

async function idRecibo(numRecibo: string): Promise<number> {
  const row = await t.db.one<{ id: number }>('SELECT id_recibo AS id FROM recibos WHERE num_recibo = $1', [
    numRecibo,
  ]);
  return row.id;
}

beforeAll(async () => {
  t = await startApp();
  [lucia, otro] = await Promise.all([tokenFor(t.app, '12345678Z'), tokenFor(t.app, '00000023T')]);
  for (const num of [
    'REC-0100001',
    'REC-0100010',
    'REC-0100011',
    'REC-0100012',
    'REC-0100013',
    'REC-0200002',
  ])
    ids[num] = await idRecibo(num);
  const coche = await t.db.one<{ id: number }>(
    "SELECT id_poliza AS id FROM polizas WHERE num_poliza = 'AUT-10023456'",
  );
  ids.coche = coche.id;
  const hogar = await t.db.one<{ id: number }>(
    `SELECT p.id_poliza AS id FROM polizas p JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = '12345678Z' AND p.ramo = 'HOG' LIMIT 1`,
  );
  ids.hogar = hogar.id;
  const ajena = await t.db.one<{ id: number }>(
    `SELECT p.id_poliza AS id FROM polizas p JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = '00000023T' LIMIT 1`,
  );
  ids.polizaAjena = ajena.id;
  const ajenaHogar = await t.db.one<{ id: number }>(
    "SELECT id_poliza AS id FROM polizas WHERE num_poliza = 'HOG-21067890'",
  );
  ids.polizaAjenaHogar = ajenaHogar.id;
});
afterAll(() => t.close());

const recibo = async (id: number | string, token = lucia) => get(t.app, `/recibos/${id}`, token);

describe('GET /recibos/:idRecibo', () => {
  it('answers an overdue receipt with its policy data and a masked IBAN', async () => {
    const res = await recibo(ids['REC-0100010']!);
    expect(res.statusCode).toBe(200);
    const data = v.parse(ReciboDetalleSchema, res.json().data);
    expect(data).toMatchObject({
      idRecibo: ids['REC-0100010'],
      estado: 'PENDIENTE',
      importeNeto: 137.45,
      tipo: 'SUPLEMENTO',
      periodicidad: 'ANUAL',
      pendiente: true,
      pagable: true,
      imprimible: true,
      esPolizaInternauto: false,
      numPoliza: 'AUT-10023456',
      riesgoAseguradoStr: 'SEAT León 1.5 TSI FR - 1234 LMN',
    });
    expect(data.titulo).toContain('AUT-10023456');
    // Only the last four characters of the IBAN leave the API.
    expect(data.iban).toMatch(/^[* ]+\d{4}$/);
    expect(data.iban?.replace(/[^0-9A-Z]/g, '')).toHaveLength(4);
  });

  it('counts a returned receipt as overdue and a receipt due today as not overdue', async () => {
    expect((await recibo(ids['REC-0100011']!)).json().data).toMatchObject({
      estado: 'DEVUELTO',
      pendiente: true,
    });
    expect((await recibo(ids['REC-0100013']!)).json().data).toMatchObject({
      pendiente: false,
      pagable: false,
    });
  });

  it('flags the Internauto policy and a paid receipt', async () => {
    expect((await recibo(ids['REC-0100012']!)).json().data).toMatchObject({ esPolizaInternauto: true });
    expect((await recibo(ids['REC-0100001']!)).json().data).toMatchObject({
      estado: 'COBRADO',
      pagable: false,
      pendiente: false,
    });
  });

  it("answers another client's receipt exactly like a missing one", async () => {
    const ajeno = await recibo(ids['REC-0200002']!);
    const missing = await recibo(999_999_999);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(missing.json());
    expect(ajeno.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, data: null });
    // The owner does see it.
    expect((await recibo(ids['REC-0200002']!, otro)).statusCode).toBe(200);
  });

  it('refuses malformed ids and calls without a session', async () => {
    expect((await recibo('abc')).statusCode).toBe(400);
    expect((await recibo('0')).statusCode).toBe(400);
    const anon = await get(t.app, `/recibos/${ids['REC-0100010']}`);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });
});

describe("a broker's client's receipt and renewal notice", () => {
  it("carry mediacion with the broker's line; a direct client's carry null", async () => {
    const suyo = await recibo(ids['REC-0200002']!, otro);
    expect(v.parse(ReciboDetalleSchema, suyo.json().data).mediacion).toEqual({ telefono: '963334455' });
    const directo = await recibo(ids['REC-0100010']!);
    expect(v.parse(ReciboDetalleSchema, directo.json().data).mediacion).toBeNull();

    const aviso = await get(t.app, `/avisoRenovacion/${ids.polizaAjenaHogar}`, otro);
    expect(aviso.statusCode, aviso.body).toBe(200);
    expect(v.parse(AvisoRenovacionSchema, aviso.json().data).mediacion).toEqual({ telefono: '963334455' });
    const avisoDirecto = await get(t.app, `/avisoRenovacion/${ids.coche}`, lucia);
    expect(v.parse(AvisoRenovacionSchema, avisoDirecto.json().data).mediacion).toBeNull();
  });
});

describe('GET /avisoRenovacion/:idPoliza', () => {
  it('answers the renewal notice with masked bank data and the receipts to be charged', async () => {
    const res = await get(t.app, `/avisoRenovacion/${ids.coche}`, lucia);
    expect(res.statusCode).toBe(200);
    const aviso = v.parse(AvisoRenovacionSchema, res.json().data);
    expect(aviso).toMatchObject({
      numPoliza: 'AUT-10023456',
      riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
      modeloVehiculo: 'SEAT León 1.5 TSI FR',
      formaPago: 'Domiciliación bancaria',
      tipoNegocio: 'V',
    });
    expect(aviso.datosBancarios).toMatch(/^[* ]+1332$/);
    expect(aviso.lstRecibosAR).toEqual([
      { idRecibo: await idRecibo('REC-0100014'), fecRecibo: aviso.fechaVencimiento, importeNeto: 425.9 },
    ]);
  });

  it("answers a policy without a notice and another client's policy as missing", async () => {
    const sin = await get(t.app, `/avisoRenovacion/${ids.hogar}`, lucia);
    const ajena = await get(t.app, `/avisoRenovacion/${ids.polizaAjena}`, lucia);
    expect(sin.statusCode).toBe(404);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(sin.json());
  });
});

describe('GET /recibos/pasarela/pago/:idRecibo', () => {
  const pago = (id: number, token = lucia) => get(t.app, `/recibos/pasarela/pago/${id}`, token);

  it('answers a URL of the configured gateway and records the attempt', async () => {
    const res = await pago(ids['REC-0100011']!);
    expect(res.statusCode).toBe(200);
    const { url } = v.parse(PagoUrlSchema, res.json().data);
    const base = t.app.config.payment.gatewayUrl ?? '';
    expect(url.startsWith(base)).toBe(true);
    expect(new URL(url).origin).toBe(new URL(base).origin);
    const intentos = await t.db.query<{ estado: string; importe: number }>(
      'SELECT estado, importe FROM pagos WHERE id_recibo = $1',
      [ids['REC-0100011']],
    );
    expect(intentos).toEqual([{ estado: 'INICIADO', importe: 231.75 }]);
  });

  it('refuses a paid receipt and a receipt that cannot be paid online, with a message', async () => {
    const pagado = (await pago(ids['REC-0100001']!)).json();
    expect(pagado).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: RECIBO_YA_PAGADO, data: null });
    const domiciliado = (await pago(ids['REC-0100013']!)).json();
    expect(domiciliado).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: RECIBO_NO_PAGABLE });
  });

  it("answers another client's receipt like a missing one and starts no payment", async () => {
    const res = await pago(ids['REC-0200002']!);
    expect(res.statusCode).toBe(404);
    const intentos = await t.db.query('SELECT 1 FROM pagos WHERE id_recibo = $1', [ids['REC-0200002']]);
    expect(intentos).toHaveLength(0);
  });

  it('limits the payment attempts of one receipt per hour', async () => {
    const id = ids['REC-0100012']!;
    for (let i = 0; i < 10; i++) expect((await pago(id)).json().codigo).toBe(0);
    const res = await pago(id);
    expect(res.statusCode).toBe(429);
    expect(res.json().codigo).toBe(Codigo.ERROR_NEGOCIO);
    t.clock.advance(61 * 60_000);
    lucia = await tokenFor(t.app, '12345678Z');
    expect((await pago(id)).json().codigo).toBe(0);
  });
});

describe('GET /recibos/:id/imprimir/:token', () => {
  const tokenDescarga = async (referencia: string, token = lucia) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': token },
      payload: { tipo: 'RECIBO', referencia },
    });
    return res.json<{ codigo: number; data: { tokenDescarga: string } | null }>();
  };
  const imprimir = (id: number, token: string) =>
    t.app.inject({ method: 'GET', url: `${API}/recibos/${id}/imprimir/${token}` });

  it('answers a real PDF of the receipt, not cached', async () => {
    const id = ids['REC-0100010']!;
    const { data } = await tokenDescarga(String(id));
    const res = await imprimir(id, data!.tokenDescarga);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it("refuses a token of another receipt, another client's receipt, an Internauto one and a bad token", async () => {
    const id = ids['REC-0100010']!;
    const otroRecibo = (await tokenDescarga(String(ids['REC-0100011']))).data!.tokenDescarga;
    expect((await imprimir(id, otroRecibo)).statusCode).toBe(404);
    expect((await tokenDescarga(String(ids['REC-0200002']))).codigo).not.toBe(0);
    const internauto = (await tokenDescarga(String(ids['REC-0100012']))).data!.tokenDescarga;
    expect((await imprimir(ids['REC-0100012']!, internauto)).statusCode).toBe(404);
    const bad = await imprimir(id, 'x'.repeat(43));
    expect(bad.statusCode).toBe(404);
    expect(bad.headers['content-type']).toContain('text/html');
  });

  it('refuses an expired token', async () => {
    const id = ids['REC-0100011']!;
    const { data } = await tokenDescarga(String(id));
    t.clock.advance(10 * 60_000);
    expect((await imprimir(id, data!.tokenDescarga)).statusCode).toBe(404);
    lucia = await tokenFor(t.app, '12345678Z');
  });
});

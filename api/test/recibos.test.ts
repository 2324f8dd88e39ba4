import {
  AvisoRenovacionSchema,
  Codigo,
  PagoUrlSchema,
  ReciboDetalleSchema,
} from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIBO_NO_PAGABLE, RECIBO_YA_PAGADO } from '../src/services/pagos';
import { pdfText } from '../../e2e/support/pdf-text';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let otro: string;
let cliente: ClientePrueba;
const ids: Record<string, number> = {};
let numCoche: string;
let renovacionCoche: number;
/** The numbers the customer reads (e-mails, inbox, screens, PDF) of the overdue and the renewal receipts. */
const numeros: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  // A direct client with a car (renewal notice), an online-contracted motorbike, a home and a pet
  // policy, and receipts in every state the screens tell apart; and a broker's client.
  const [directo, mediado] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const coche = await d.poliza(c, 'VEH', {
      efecto: -325,
      line: { marca: 'SEAT', modelo: 'León 1.5 TSI FR', matricula: '1234 LMN' },
    });
    const moto = await d.poliza(c, 'VEH', {
      efecto: -185,
      periodicidad: 'SEMESTRAL',
      common: { es_internauto: true },
      line: { tipo_automovil: 'MOTO' },
    });
    const hogar = await d.poliza(c, 'HOG', { efecto: -375 });
    const mascota = await d.poliza(c, 'MASC');
    ids.coche = coche.idPoliza;
    ids.hogar = hogar.idPoliza;
    ids.cobrado = (await d.recibo(coche, 'COBRADO', { importe: 412.35 })).idRecibo;
    const vencido = await d.recibo(coche, 'PENDIENTE', {
      dias: -20,
      importe: 137.45,
      extra: { tipo: 'SUPLEMENTO' },
    });
    ids.vencido = vencido.idRecibo;
    numeros.vencido = vencido.numRecibo;
    ids.devuelto = (await d.recibo(hogar, 'DEVUELTO', { importe: 231.75 })).idRecibo;
    ids.internauto = (
      await d.recibo(moto, 'PENDIENTE', { dias: d.s.periodo(moto.idPoliza, 1), importe: 96.4 })
    ).idRecibo;
    ids.domiciliado = (
      await d.recibo(mascota, 'PENDIENTE', {
        dias: 0,
        importe: 15.79,
        extra: { tipo: 'SUPLEMENTO', pagable: false },
      })
    ).idRecibo;
    const renovacion = await d.recibo(coche, 'PENDIENTE', {
      dias: d.s.periodo(coche.idPoliza, 1),
      importe: 425.9,
      extra: { pagable: false },
    });
    renovacionCoche = renovacion.idRecibo;
    numeros.renovacion = renovacion.numRecibo;
    await d.s.avisoRenovacion(coche.idPoliza, [renovacionCoche], {
      riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
      modelo_vehiculo: 'SEAT León 1.5 TSI FR',
      datos_bancarios: 'ES91 2100 **** **** **** 1332',
      forma_pago: 'Domiciliación bancaria',
      tipo_negocio: 'V',
    });
    numCoche = coche.numPoliza;

    const m = await d.cliente({
      pureza_puro_mmt: false,
      telefono_owner_propio_cliente: '963334455',
      owner_propio_cliente_canal_telefonico: true,
    });
    const cocheAjeno = await d.poliza(m, 'VEH', { efecto: -188, periodicidad: 'SEMESTRAL' });
    const hogarAjeno = await d.poliza(m, 'HOG', { efecto: -340 });
    ids.polizaAjena = cocheAjeno.idPoliza;
    ids.polizaAjenaHogar = hogarAjeno.idPoliza;
    ids.ajeno = (
      await d.recibo(cocheAjeno, 'PENDIENTE', { dias: d.s.periodo(cocheAjeno.idPoliza, 1), importe: 210.4 })
    ).idRecibo;
    const renovacionHogar = await d.recibo(hogarAjeno, 'PENDIENTE', {
      dias: d.s.periodo(hogarAjeno.idPoliza, 1),
      importe: 148.3,
      extra: { pagable: false },
    });
    await d.s.avisoRenovacion(hogarAjeno.idPoliza, [renovacionHogar.idRecibo], {
      riesgo: 'Av. del Puerto 45, 2º',
      datos_bancarios: 'ES24 0182 **** **** **** 4567',
      forma_pago: 'Domiciliación bancaria',
      tipo_negocio: 'H',
    });
    return [c, m];
  });
  cliente = directo;
  [lucia, otro] = await Promise.all([entrar(t.app, directo), entrar(t.app, mediado)]);
});
afterAll(() => t.close());

const recibo = async (id: number | string, token = lucia) => get(t.app, `/recibos/${id}`, token);

describe('GET /recibos/:idRecibo', () => {
  it('answers an overdue receipt with its policy data and a masked IBAN', async () => {
    const res = await recibo(ids.vencido!);
    expect(res.statusCode).toBe(200);
    const data = v.parse(ReciboDetalleSchema, res.json().data);
    expect(data).toMatchObject({
      idRecibo: ids.vencido,
      numRecibo: numeros.vencido,
      estado: 'PENDIENTE',
      importeNeto: 137.45,
      tipo: 'SUPLEMENTO',
      periodicidad: 'ANUAL',
      pendiente: true,
      pagable: true,
      imprimible: true,
      esPolizaInternauto: false,
      numPoliza: numCoche,
      riesgoAseguradoStr: 'SEAT León 1.5 TSI FR - 1234 LMN',
    });
    expect(data.titulo).toContain(numCoche);
    // Only the last four characters of the IBAN leave the API.
    expect(data.iban).toMatch(/^[* ]+\d{4}$/);
    expect(data.iban?.replace(/[^0-9A-Z]/g, '')).toHaveLength(4);
  });

  it('counts a returned receipt as overdue and a receipt due today as not overdue', async () => {
    expect((await recibo(ids.devuelto!)).json().data).toMatchObject({
      estado: 'DEVUELTO',
      pendiente: true,
    });
    expect((await recibo(ids.domiciliado!)).json().data).toMatchObject({
      pendiente: false,
      pagable: false,
    });
  });

  it('flags the Internauto policy and a paid receipt', async () => {
    expect((await recibo(ids.internauto!)).json().data).toMatchObject({ esPolizaInternauto: true });
    expect((await recibo(ids.cobrado!)).json().data).toMatchObject({
      estado: 'COBRADO',
      pagable: false,
      pendiente: false,
    });
  });

  it("answers another client's receipt exactly like a missing one", async () => {
    const ajeno = await recibo(ids.ajeno!);
    const missing = await recibo(999_999_999);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(missing.json());
    expect(ajeno.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, data: null });
    // The owner does see it.
    expect((await recibo(ids.ajeno!, otro)).statusCode).toBe(200);
  });

  it('refuses malformed ids and calls without a session', async () => {
    expect((await recibo('abc')).statusCode).toBe(400);
    expect((await recibo('0')).statusCode).toBe(400);
    const anon = await get(t.app, `/recibos/${ids.vencido}`);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });
});

describe("a broker's client's receipt and renewal notice", () => {
  it("carry mediacion with the broker's line; a direct client's carry null", async () => {
    const suyo = await recibo(ids.ajeno!, otro);
    expect(v.parse(ReciboDetalleSchema, suyo.json().data).mediacion).toEqual({ telefono: '963334455' });
    const directo = await recibo(ids.vencido!);
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
      numPoliza: numCoche,
      riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
      modeloVehiculo: 'SEAT León 1.5 TSI FR',
      formaPago: 'Domiciliación bancaria',
      tipoNegocio: 'V',
    });
    expect(aviso.datosBancarios).toMatch(/^[* ]+1332$/);
    expect(aviso.lstRecibosAR).toEqual([
      {
        idRecibo: renovacionCoche,
        numRecibo: numeros.renovacion,
        fecRecibo: aviso.fechaVencimiento,
        importeNeto: 425.9,
      },
    ]);
  });

  it('gives the account the policy is charged to now, also after a change made since the notice', async () => {
    // The notice was issued with ES24 … 4567; the customer has since changed the policy's account.
    await t.db.query('UPDATE polizas SET iban = $2 WHERE id_poliza = $1', [
      ids.polizaAjenaHogar,
      'ES7620770024003102575766',
    ]);
    const res = await get(t.app, `/avisoRenovacion/${ids.polizaAjenaHogar}`, otro);
    expect(v.parse(AvisoRenovacionSchema, res.json().data).datosBancarios).toMatch(/^[* ]+5766$/);
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
    const res = await pago(ids.devuelto!);
    expect(res.statusCode).toBe(200);
    const { url } = v.parse(PagoUrlSchema, res.json().data);
    const base = t.app.config.payment.gatewayUrl ?? '';
    expect(url.startsWith(base)).toBe(true);
    expect(new URL(url).origin).toBe(new URL(base).origin);
    const intentos = await t.db.query<{ estado: string; importe: number }>(
      'SELECT estado, importe FROM pagos WHERE id_recibo = $1',
      [ids.devuelto],
    );
    expect(intentos).toEqual([{ estado: 'INICIADO', importe: 231.75 }]);
  });

  it('refuses a paid receipt and a receipt that cannot be paid online, with a message', async () => {
    const pagado = (await pago(ids.cobrado!)).json();
    expect(pagado).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: RECIBO_YA_PAGADO, data: null });
    const domiciliado = (await pago(ids.domiciliado!)).json();
    expect(domiciliado).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: RECIBO_NO_PAGABLE });
  });

  it("answers another client's receipt like a missing one and starts no payment", async () => {
    const res = await pago(ids.ajeno!);
    expect(res.statusCode).toBe(404);
    const intentos = await t.db.query('SELECT 1 FROM pagos WHERE id_recibo = $1', [ids.ajeno]);
    expect(intentos).toHaveLength(0);
  });

  it('limits the payment attempts of one receipt per hour', async () => {
    const id = ids.internauto!;
    for (let i = 0; i < 10; i++) expect((await pago(id)).json().codigo).toBe(0);
    const res = await pago(id);
    expect(res.statusCode).toBe(429);
    expect(res.json().codigo).toBe(Codigo.ERROR_NEGOCIO);
    t.clock.advance(61 * 60_000);
    lucia = await entrar(t.app, cliente);
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
    const id = ids.vencido!;
    const { data } = await tokenDescarga(String(id));
    const res = await imprimir(id, data!.tokenDescarga);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The number its e-mails and the inbox give it, not the database's id.
    const texto = pdfText(res.rawPayload);
    expect(texto).toContain(`Número de recibo ${numeros.vencido}`);
    expect(texto).not.toContain(String(id));
  });

  it("refuses a token of another receipt, another client's receipt, an Internauto one and a bad token", async () => {
    const id = ids.vencido!;
    const otroRecibo = (await tokenDescarga(String(ids.devuelto))).data!.tokenDescarga;
    expect((await imprimir(id, otroRecibo)).statusCode).toBe(404);
    expect((await tokenDescarga(String(ids.ajeno))).codigo).not.toBe(0);
    const internauto = (await tokenDescarga(String(ids.internauto))).data!.tokenDescarga;
    expect((await imprimir(ids.internauto!, internauto)).statusCode).toBe(404);
    const bad = await imprimir(id, 'x'.repeat(43));
    expect(bad.statusCode).toBe(404);
    expect(bad.headers['content-type']).toContain('text/html');
  });

  it('refuses an expired token', async () => {
    const id = ids.devuelto!;
    const { data } = await tokenDescarga(String(id));
    t.clock.advance(10 * 60_000);
    expect((await imprimir(id, data!.tokenDescarga)).statusCode).toBe(404);
    lucia = await entrar(t.app, cliente);
  });
});

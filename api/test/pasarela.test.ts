import type { AddressInfo } from 'node:net';
import { Codigo, PortfolioSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_PATH } from '../src/demo/pasarela-pruebas';
import { sign } from '../src/providers/payment/signed-message';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

/**
 * The gateway's signed notification: only a valid one pays, exactly once, for the right amount.
 * Under `pnpm test:api` (PostgreSQL) the concurrent cases run on a real PostgreSQL pool, truly in parallel.
 */
let t: TestApp;
let lucia: string;
let secret: string;
let cliente: ClientePrueba;

/** The client's receipts by the name the tests give them. */
const recibos: Record<string, number> = {};
const idRecibo = async (nombre: string) => recibos[nombre]!;

/** Starts a payment as the browser does and returns the gateway URL and the request it carries. */
async function startPayment(id: number) {
  const res = await get(t.app, `/recibos/pasarela/pago/${id}`, lucia);
  expect(res.json().codigo).toBe(0);
  const url = new URL(res.json().data.url as string);
  const parametros = url.searchParams.get('parametros') ?? '';
  const request = JSON.parse(Buffer.from(parametros, 'base64url').toString()) as {
    referencia: string;
    importeCentimos: number;
  };
  return { url, ...request };
}

function notify(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/recibos/pasarela/notificacion`,
    payload: body as object,
  });
}

const ok = (referencia: string, importeCentimos: number) =>
  sign(secret, { referencia, importeCentimos, resultado: 'OK' });

async function estadoRecibo(id: number) {
  return t.db.one<{ estado: string; pagable: boolean; paidAt: Date | null }>(
    'SELECT estado, pagable, paid_at AS "paidAt" FROM recibos WHERE id_recibo = $1',
    [id],
  );
}

async function pagos(id: number) {
  return t.db.query<{ estado: string }>('SELECT estado FROM pagos WHERE id_recibo = $1 ORDER BY id_pago', [
    id,
  ]);
}

beforeAll(async () => {
  t = await startApp();
  // An overdue car supplement (137.45 €), a home receipt returned by the bank and an Internauto
  // motorbike receipt just due, all payable online.
  cliente = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const coche = await d.poliza(c, 'VEH', { efecto: -325 });
    const hogar = await d.poliza(c, 'HOG', { efecto: -375 });
    const moto = await d.poliza(c, 'VEH', {
      efecto: -185,
      periodicidad: 'SEMESTRAL',
      common: { es_internauto: true },
      line: { tipo_automovil: 'MOTO' },
    });
    recibos.vencido = (
      await d.recibo(coche, 'PENDIENTE', { dias: -20, importe: 137.45, extra: { tipo: 'SUPLEMENTO' } })
    ).idRecibo;
    recibos.devuelto = (await d.recibo(hogar, 'DEVUELTO', { importe: 231.75 })).idRecibo;
    recibos.internauto = (
      await d.recibo(moto, 'PENDIENTE', { dias: d.s.periodo(moto.idPoliza, 1), importe: 96.4 })
    ).idRecibo;
    return c;
  });
  lucia = await entrar(t.app, cliente);
  secret = t.app.config.payment.secret;
});
afterAll(() => t.close());

describe('POST /recibos/pasarela/notificacion', () => {
  it('refuses unsigned, badly signed and tampered notifications and pays nothing', async () => {
    const id = await idRecibo('vencido');
    const { referencia, importeCentimos } = await startPayment(id);
    const forged = sign('not-the-shared-secret-0123456789abcdef', {
      referencia,
      importeCentimos,
      resultado: 'OK',
    });
    const genuine = ok(referencia, importeCentimos);
    const tampered = {
      parametros: Buffer.from(JSON.stringify({ referencia, importeCentimos: 1, resultado: 'OK' })).toString(
        'base64url',
      ),
      firma: genuine.firma,
    };
    for (const body of [{}, { referencia, importeCentimos, resultado: 'OK' }, forged, tampered]) {
      const res = await notify(body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Firma no válida' });
    }
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE', pagable: true, paidAt: null });
    expect(await pagos(id)).toEqual([{ estado: 'INICIADO' }]);
  });

  it('refuses a notification for the wrong amount and closes that attempt', async () => {
    const id = await idRecibo('vencido');
    const { referencia, importeCentimos } = await startPayment(id);
    expect(importeCentimos).toBe(13745);
    const res = await notify(ok(referencia, importeCentimos - 1));
    expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, data: null });
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE', pagable: true });
    // The attempt is closed: the right amount afterwards does not reopen it.
    expect((await notify(ok(referencia, importeCentimos))).json().codigo).toBe(Codigo.ERROR_NEGOCIO);
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE' });
  });

  it('keeps the receipt pending when the customer cancels', async () => {
    const id = await idRecibo('vencido');
    const { referencia, importeCentimos } = await startPayment(id);
    const res = await notify(sign(secret, { referencia, importeCentimos, resultado: 'KO' }));
    expect(res.json()).toMatchObject({ codigo: 0, data: { resultado: 'CANCELADO' } });
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE', pagable: true });
  });

  it('answers an unknown reference as missing', async () => {
    const res = await notify(ok('ZZZZZZZZZZZZ', 100));
    expect(res.statusCode).toBe(404);
  });

  it('pays on a valid notification, once, however often it arrives', async () => {
    const id = await idRecibo('vencido');
    const { referencia, importeCentimos } = await startPayment(id);
    const first = await notify(ok(referencia, importeCentimos));
    expect(first.json()).toMatchObject({ codigo: 0, data: { resultado: 'CONFIRMADO' } });
    const paid = await estadoRecibo(id);
    expect(paid).toMatchObject({ estado: 'COBRADO', pagable: false });
    expect(paid.paidAt).not.toBeNull();

    t.clock.advance(5_000);
    const replay = await notify(ok(referencia, importeCentimos));
    expect(replay.json()).toMatchObject({ codigo: 0, data: { resultado: 'YA_CONFIRMADO' } });
    expect((await estadoRecibo(id)).paidAt).toEqual(paid.paidAt);
    expect((await pagos(id)).filter((p) => p.estado === 'CONFIRMADO')).toHaveLength(1);
  });

  it('shows the receipt paid on the next reads: detail, unpaid list, no new payment', async () => {
    const id = await idRecibo('vencido');
    const detail = (await get(t.app, `/recibos/${id}`, lucia)).json().data;
    expect(detail).toMatchObject({ estado: 'COBRADO', pagable: false, pendiente: false });
    const portfolio = v.parse(PortfolioSchema, (await get(t.app, '/portfolio', lucia)).json().data);
    expect(portfolio.lstAllRecibosPtes.map((r) => r.idRecibo)).not.toContain(id);
    expect((await get(t.app, `/recibos/pasarela/pago/${id}`, lucia)).json().mensaje).toBe(
      'Este recibo ya está pagado.',
    );
  });

  it(
    'settles concurrent duplicate notifications and a second attempt exactly once',
    { tags: ['engine'] },
    async () => {
      const id = await idRecibo('devuelto');
      const a = await startPayment(id);
      const b = await startPayment(id);
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => notify(ok(a.referencia, a.importeCentimos))),
        ...Array.from({ length: 4 }, () => notify(ok(b.referencia, b.importeCentimos))),
      ]);
      const outcomes = answers.map((r) => r.json<{ data: { resultado: string } | null }>().data?.resultado);
      expect(outcomes.filter((o) => o === 'CONFIRMADO')).toHaveLength(1);
      expect(await estadoRecibo(id)).toMatchObject({ estado: 'COBRADO', pagable: false });
      const estados = (await pagos(id)).map((p) => p.estado);
      // The second attempt superseded the first, whose notifications are all refused.
      expect(estados).toEqual(['SUSTITUIDO', 'CONFIRMADO']);
      expect(answers.slice(0, 8).every((r) => r.json().mensaje === 'El pago ya estaba cerrado')).toBe(true);
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    },
  );
});

describe('local test gateway', () => {
  it('shows amount, reference, Pagar and Cancelar for a signed request only', async () => {
    const id = await idRecibo('internauto');
    const { url, referencia } = await startPayment(id);
    const page = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('96.40 €');
    expect(page.body).toContain(referencia);
    expect(page.body).toMatch(/>Pagar</);
    expect(page.body).toMatch(/>Cancelar</);

    const tampered = new URLSearchParams(url.search);
    tampered.set('firma', `${'A'.repeat(42)}B`);
    const refused = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}?${tampered}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Solicitud de pago no válida');
  });

  it('never charges a superseded link: only the newest attempt of a receipt can be paid', async () => {
    const id = await idRecibo('internauto');
    const old = await startPayment(id);
    const newest = await startPayment(id);
    expect((await pagos(id)).slice(-2)).toEqual([{ estado: 'SUSTITUIDO' }, { estado: 'INICIADO' }]);
    const page = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}${old.url.search}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('has iniciado otro pago de este recibo');
    const pay = await t.app.inject({
      method: 'POST',
      url: TEST_GATEWAY_PATH,
      payload: new URLSearchParams({
        parametros: old.url.searchParams.get('parametros') ?? '',
        firma: old.url.searchParams.get('firma') ?? '',
        accion: 'pagar',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(409);
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE', pagable: true });
    const current = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}${newest.url.search}` });
    expect(current.statusCode).toBe(200);
  });

  it('refuses an expired payment request', async () => {
    const id = await idRecibo('internauto');
    const { url } = await startPayment(id);
    t.clock.advance(31 * 60_000);
    lucia = await entrar(t.app, cliente);
    const page = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}${url.search}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('caducado');
  });

  it("'Pagar' sends the signed notification over HTTP and the receipt is paid", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const id = await idRecibo('internauto');
    const { url } = await startPayment(id);
    const form = new URLSearchParams({
      parametros: url.searchParams.get('parametros') ?? '',
      firma: url.searchParams.get('firma') ?? '',
    });

    const cancel = await fetch(`${base}${TEST_GATEWAY_PATH}`, {
      method: 'POST',
      body: new URLSearchParams([...form, ['accion', 'cancelar']]),
    });
    expect(await cancel.text()).toContain('Pago cancelado');
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'PENDIENTE' });

    const again = await startPayment(id);
    const pay = await fetch(`${base}${TEST_GATEWAY_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({
        parametros: again.url.searchParams.get('parametros') ?? '',
        firma: again.url.searchParams.get('firma') ?? '',
        accion: 'pagar',
      }),
    });
    expect(pay.status).toBe(200);
    expect(await pay.text()).toContain('Pago realizado');
    expect(await estadoRecibo(id)).toMatchObject({ estado: 'COBRADO', pagable: false });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_GATEWAY_PATH } from '../src/demo/pasarela-pruebas';
import { API, startApp, testConfig, tokenFor, type TestApp } from './helpers';

// The production providers take their settings and have no demo branch: a demo without them gets the
// demo wing's stand-ins (api/src/demo/providers), a production app none (each call fails, named).
let t: TestApp;
let prod: FastifyInstance;
const SECRET = 'test-secret-for-payment-signatures-0123456789';
beforeAll(async () => {
  t = await startApp({
    payment: { gatewayUrl: undefined, secret: SECRET, notifyUrl: undefined, testGateway: true },
  });
  prod = await buildApp(testConfig({ demo: false }), { db: t.db, clock: t.clock, logger: false });
  await prod.ready();
});
afterAll(async () => {
  await prod.close();
  await t.close();
});

describe('providers of a demo without settings', () => {
  it('are the outboxes and the clock-driven roadside provider', () => {
    expect([t.app.sms.name, t.app.email.name, t.app.asistencia.name]).toEqual(['outbox', 'outbox', 'demo']);
  });

  it('send a payment to the test gateway at the origin the customer reached', async () => {
    const lucia = await tokenFor(t.app, '12345678Z');
    const { id } = await t.db.one<{ id: number }>(
      "SELECT id_recibo AS id FROM recibos WHERE num_recibo = 'REC-0100012'",
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/recibos/pasarela/pago/${id}`,
      headers: { 'auth-token': lucia, host: '192.168.1.20:8080' },
    });
    const url = new URL(res.json<{ data: { url: string } }>().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://192.168.1.20:8080${TEST_GATEWAY_PATH}`);
    const page = await t.app.inject({ method: 'GET', url: `${TEST_GATEWAY_PATH}${url.search}` });
    expect(page.statusCode).toBe(200);
  });
});

describe('providers of a production app without a setting', () => {
  it('fail every call, naming the setting, and never fall back to the demo', async () => {
    expect([prod.sms.name, prod.email.name, prod.asistencia.name]).toEqual(['unset', 'unset', 'unset']);
    await expect(prod.sms.send('612345678', 'hola')).rejects.toThrow('SMS_HTTP_URL is not set');
    await expect(prod.asistencia.consultar('demo-1764100000000')).rejects.toThrow(
      'ASISTENCIA_URL is not set',
    );
    const outbox = await t.db.query('SELECT 1 FROM sms_outbox WHERE telefono = $1', ['612345678']);
    expect(outbox).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_GATEWAY_PATH } from '../src/demo/pasarela-pruebas';
import { DEMO_LINKS_PATH } from '../src/config/links';
import { DEMO_TESELAS_PATH } from '../src/config/mapa';
import { API, startApp, testConfig, tokenFor, type TestApp } from './helpers';

// The demo wing (api/src/demo) is registered by the demo flag alone: the same database served by a
// production app answers each of its paths like an unknown one, whatever else the config says.
let t: TestApp;
let prod: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await startApp();
  prod = await buildApp(testConfig({ demo: false }), { db: t.db, clock: t.clock, logger: false });
  await prod.ready();
  token = await tokenFor(t.app, '12345678Z');
});
afterAll(async () => {
  await prod.close();
  await t.close();
});

const DEMO_PATHS: [method: 'GET' | 'POST', url: string][] = [
  ['GET', `${API}/dev/sms-outbox?telefono=612345678`],
  ['GET', `${API}/user/smsDemo`],
  ['POST', `${API}/dev/demo-reset`],
  ['POST', `${API}/dev/siniestros/SIN-0000101/estado`],
  ['GET', `${API}/campanas/vista-previa/personas/2026-11-26`],
  ['GET', `${API}/cliente/avisos/correosDemo`],
  ['GET', TEST_GATEWAY_PATH],
  ['GET', `${DEMO_LINKS_PATH}hnaAreaCliente`],
  ['GET', `${DEMO_TESELAS_PATH}14/8055/6206.svg`],
];

describe('the demo wing', () => {
  it.each(DEMO_PATHS)('%s %s is served in the demo and is unknown in production', async (method, url) => {
    // No same-origin headers: the reset refuses instead of emptying the demo database.
    const request = { method, url, headers: { 'auth-token': token } };
    expect((await t.app.inject(request)).statusCode).not.toBe(404);
    expect((await prod.inject(request)).statusCode).toBe(404);
  });
});

import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
/** One client per test: each moves the clock over its own session. */
let clientes: ClientePrueba[];
beforeAll(async () => {
  t = await startApp();
  clientes = await sembrar(t, async (d) => [await d.cliente(), await d.cliente(), await d.cliente()]);
});
afterAll(() => t.close());

const keepAlive = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/sesion`,
    headers: token ? { 'auth-token': token } : {},
    payload: {},
  });

describe('/user/sesion', () => {
  it('tells how long the session has left, and looking is not activity', async () => {
    const token = await entrar(t.app, clientes[0]!);
    expect((await get(t.app, '/user/sesion', token)).json()).toEqual({
      codigo: 0,
      mensaje: 'OK',
      data: { caducaEnSegundos: 15 * 60, terminaEnSegundos: 8 * 3600 },
    });
    t.clock.advance(14 * 60_000);
    expect((await get(t.app, '/user/sesion', token)).json().data.caducaEnSegundos).toBe(60);
    // Looked at twice, never used: it ends 15 minutes after the login all the same.
    t.clock.advance(60_000 + 1);
    expect((await get(t.app, '/user/sesion', token)).json()).toMatchObject({
      codigo: Codigo.SESION_CADUCADA,
    });
  });

  it('POST keeps the session alive for another idle period', async () => {
    const token = await entrar(t.app, clientes[1]!);
    t.clock.advance(14 * 60_000);
    const kept = (await keepAlive(token)).json();
    expect(kept).toMatchObject({ codigo: 0, data: { caducaEnSegundos: 15 * 60 } });
    t.clock.advance(14 * 60_000);
    expect((await get(t.app, '/cliente', token)).json().codigo).toBe(0);
  });

  it('ends at the absolute limit, whatever the activity', async () => {
    const token = await entrar(t.app, clientes[2]!);
    for (let i = 0; i < 47; i++) {
      t.clock.advance(10 * 60_000);
      expect((await keepAlive(token)).json().codigo).toBe(0);
    }
    // 7 h 50 min in: 10 minutes left, less than an idle period.
    expect((await get(t.app, '/user/sesion', token)).json().data).toEqual({
      caducaEnSegundos: 600,
      terminaEnSegundos: 600,
    });
  });

  it('answers 1300 without a token and 1200 for a revoked or unknown one', async () => {
    expect((await keepAlive()).json().codigo).toBe(Codigo.IR_A_LOGIN);
    expect((await get(t.app, '/user/sesion')).json().codigo).toBe(Codigo.IR_A_LOGIN);
    expect((await get(t.app, '/user/sesion', 'made-up')).statusCode).toBe(401);
    expect((await keepAlive('made-up')).json().codigo).toBe(Codigo.SESION_CADUCADA);
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoResetRoutes from '../src/routes/demo-reset';
import { API, get, startApp, testConfig, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers: token ? { 'auth-token': token } : {} });

describe('POST /dev/demo-reset', () => {
  it('brings the demo data back: a participation and the sessions are gone, the customers are as seeded', async () => {
    const lucia = await tokenFor(t.app, '12345678Z');
    expect((await post('/cliente/registraParticipacionSorteoTv', lucia)).json()).toMatchObject({ codigo: 0 });
    expect((await get(t.app, '/portfolio', lucia)).json().data.haParticipadoSorteoTv).toBe(true);
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes');

    const reset = await post('/dev/demo-reset');
    expect(reset.json()).toMatchObject({ codigo: 0 });

    // Every session went with the data: the old token is refused, a new login sees the seeded state.
    expect((await get(t.app, '/portfolio', lucia)).statusCode).toBe(401);
    const again = await tokenFor(t.app, '12345678Z');
    expect((await get(t.app, '/portfolio', again)).json().data).toMatchObject({
      visibleSorteoTv: true,
      haParticipadoSorteoTv: false,
    });
    expect(await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).toEqual(before);
  });

  it('does not exist outside demo mode', async () => {
    const prod = Fastify();
    prod.decorate('config', testConfig({ demo: false }));
    prod.decorate('db', t.db);
    await prod.register(demoResetRoutes, { prefix: API });
    expect((await prod.inject({ method: 'POST', url: `${API}/dev/demo-reset` })).statusCode).toBe(404);
    await prod.close();
  });
});

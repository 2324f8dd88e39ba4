import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIN_DECESOS_PREMIUM } from '../src/services/ofertas';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let premium: ClientePrueba;
let sinPremium: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  // A client with a premium funeral policy, and one with a car only.
  [premium, sinPremium] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    await d.poliza(c, 'DEC', { periodicidad: 'MENSUAL', common: { es_decesos_premium: true } });
    const o = await d.cliente();
    await d.poliza(o, 'VEH');
    return [c, o];
  });
});
afterAll(() => t.close());

const solicitar = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/cliente/registraTarjetaDecesosPremium`,
    headers: { 'auth-token': token },
  });

describe('POST /cliente/registraTarjetaDecesosPremium', () => {
  it('records the request of a premium funeral client once and hides the promo', async () => {
    const lucia = await entrar(t.app, premium);
    expect((await get(t.app, '/portfolio', lucia)).json().data.visiblePromocionDecesosPremium).toBe(true);
    expect((await solicitar(lucia)).json()).toMatchObject({ codigo: 0 });
    expect((await solicitar(lucia)).json()).toMatchObject({ codigo: 0 });
    const { n } = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tarjetas_decesos_premium');
    expect(n).toBe(1);
    expect((await get(t.app, '/portfolio', lucia)).json().data.visiblePromocionDecesosPremium).toBe(false);
  });

  it('refuses a client without a premium funeral policy', async () => {
    const token = await entrar(t.app, sinPremium);
    expect((await solicitar(token)).json()).toMatchObject({ codigo: 1000, mensaje: SIN_DECESOS_PREMIUM });
  });
});

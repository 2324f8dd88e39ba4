import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIN_DECESOS_PREMIUM } from '../src/routes/ofertas';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
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
    const lucia = await tokenFor(t.app, '12345678Z');
    expect((await get(t.app, '/portfolio', lucia)).json().data.visiblePromocionDecesosPremium).toBe(true);
    expect((await solicitar(lucia)).json()).toMatchObject({ codigo: 0 });
    expect((await solicitar(lucia)).json()).toMatchObject({ codigo: 0 });
    const { n } = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tarjetas_decesos_premium');
    expect(n).toBe(1);
    expect((await get(t.app, '/portfolio', lucia)).json().data.visiblePromocionDecesosPremium).toBe(false);
  });

  it('refuses a client without a premium funeral policy', async () => {
    const token = await tokenFor(t.app, '00000023T');
    expect((await solicitar(token)).json()).toMatchObject({ codigo: 1000, mensaje: SIN_DECESOS_PREMIUM });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers: token ? { 'auth-token': token } : {} });

/** What the demo's own page sends: its session, JSON, from its own origin. */
const SAME_ORIGIN = {
  host: 'demo.example',
  origin: 'http://demo.example',
  'content-type': 'application/json',
};
const reset = (headers: Record<string, string>, payload = '{}') =>
  t.app.inject({ method: 'POST', url: `${API}/dev/demo-reset`, headers, payload });

describe('POST /dev/demo-reset', () => {
  it('brings the demo data back: a participation and the sessions are gone, the customers are as seeded', async () => {
    const lucia = await tokenFor(t.app, '12345678Z');
    expect((await post('/cliente/registraParticipacionSorteoTv', lucia)).json()).toMatchObject({ codigo: 0 });
    expect((await get(t.app, '/portfolio', lucia)).json().data.haParticipadoSorteoTv).toBe(true);
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes');

    expect((await reset({ ...SAME_ORIGIN, 'auth-token': lucia })).json()).toMatchObject({ codigo: 0 });

    // Every session went with the data: the old token is refused, a new login sees the seeded state.
    expect((await get(t.app, '/portfolio', lucia)).statusCode).toBe(401);
    const again = await tokenFor(t.app, '12345678Z');
    expect((await get(t.app, '/portfolio', again)).json().data).toMatchObject({
      visibleSorteoTv: true,
      haParticipadoSorteoTv: false,
    });
    expect(await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).toEqual(before);
  });

  it('takes a demo session and a same-origin JSON request: a cross-site form or script changes nothing', async () => {
    const lucia = await tokenFor(t.app, '12345678Z');
    expect((await post('/cliente/registraParticipacionSorteoTv', lucia)).json()).toMatchObject({ codigo: 0 });
    const refused: Record<string, string>[] = [
      // No session at all: what any page on the Internet could send.
      { ...SAME_ORIGIN },
      { ...SAME_ORIGIN, 'auth-token': 'not-a-session' },
      // A cross-origin "simple" POST (no preflight): text/plain, or no body type.
      { ...SAME_ORIGIN, 'auth-token': lucia, 'content-type': 'text/plain' },
      { host: 'demo.example', origin: 'http://demo.example', 'auth-token': lucia },
      // JSON but from another site, or with no Origin, or a browser saying it is cross-site.
      { ...SAME_ORIGIN, 'auth-token': lucia, origin: 'https://evil.example' },
      { ...SAME_ORIGIN, 'auth-token': lucia, origin: 'https://demo.example' },
      { host: 'demo.example', 'content-type': 'application/json', 'auth-token': lucia },
      { ...SAME_ORIGIN, 'auth-token': lucia, 'sec-fetch-site': 'cross-site' },
      { ...SAME_ORIGIN, 'auth-token': lucia, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const res = await reset(headers, headers['content-type'] === 'text/plain' ? 'x' : '{}');
      expect(res.statusCode, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(res.json().codigo, JSON.stringify(headers)).not.toBe(0);
      expect(res.json().mensaje).toMatch(/JSON|Área Cliente|sesión|Sesion|Petición incorrecta/);
    }
    // Nothing was reset: the session lives and the participation is still there.
    expect((await get(t.app, '/portfolio', lucia)).json().data.haParticipadoSorteoTv).toBe(true);
    const sameOrigin = await reset({ ...SAME_ORIGIN, 'auth-token': lucia, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.json()).toMatchObject({ codigo: 0 });
  });
});

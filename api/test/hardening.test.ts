import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { Mensaje } from '../src/lib/errors';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, login, startApp, testConfig, type TestApp } from './helpers';

/** Answers that hold personal data are never stored, bad input always gets the envelope, proxies are trusted by hop count. */
let t: TestApp;
let lucia: string;
let cliente: ClientePrueba;
let otro: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  [cliente, otro] = await sembrar(t, async (d) => [await d.cliente(), await d.cliente()]);
  lucia = await entrar(t.app, cliente);
});
afterAll(() => t.close());

const PETICION_INCORRECTA = {
  codigo: Codigo.ERROR_NEGOCIO,
  mensaje: Mensaje.PETICION_INCORRECTA,
  data: null,
};

describe('Cache-Control', () => {
  it('is no-store on every API answer: data, errors, 404, refusals before routing', async () => {
    const answers = [
      await login(t.app, cliente.nif, CLAVE),
      await get(t.app, '/portfolio', lucia),
      await get(t.app, '/portfolio'),
      await get(t.app, '/no-existe', lucia),
      await get(t.app, `/recibos/${'1'.repeat(5000)}`, lucia),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });
});

describe('bad input', () => {
  it('answers ids beyond the database range with a 400 envelope, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/cliente/actualizaTelefono`,
      headers: { 'auth-token': lucia, 'content-type': 'application/json' },
      payload: `{"telefono":"600000001","polizas":[${2n ** 63n}],"passwordActual":"${CLAVE}"}`,
      remoteAddress: '10.30.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(PETICION_INCORRECTA);
    const path = await get(t.app, `/recibos/${2n ** 63n}`, lucia);
    expect(path.statusCode).toBe(400);
  });

  it("answers Fastify's own refusals (over-long or malformed path segment) in the envelope", async () => {
    const long = await get(t.app, `/recibos/${'1'.repeat(5000)}`, lucia);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(PETICION_INCORRECTA);
    const bad = await get(t.app, '/recibos/%E0%A4%A', lucia);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(PETICION_INCORRECTA);
  });
});

describe('trusted proxy hops', () => {
  const behind = (hops: number) =>
    buildApp(testConfig({ trustProxyHops: hops }), { db: t.db, clock: t.clock, logger: false });
  const failFrom = (app: Awaited<ReturnType<typeof behind>>, forwarded: string, socket = '10.31.0.1') =>
    app.inject({
      method: 'POST',
      url: `${API}/user/auth`,
      payload: { username: '23456789D', password: 'wrong' },
      headers: { 'x-forwarded-for': forwarded },
      remoteAddress: socket,
    });

  it('behind one proxy, addresses the client writes into X-Forwarded-For do not escape the per-IP limit', async () => {
    const app = await behind(1);
    try {
      t.clock.advance(60 * 60_000);
      const answers = [];
      for (let i = 0; i < 55; i++)
        answers.push((await failFrom(app, `203.0.113.${i}, 192.0.2.1`, '10.31.0.9')).json());
      expect(answers.at(-1)?.mensaje).toMatch(/^Demasiados intentos desde tu conexión/);
      expect(answers.filter((a) => a.mensaje === Mensaje.CREDENCIALES).length).toBeLessThanOrEqual(50);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('with one proxy takes the address that proxy saw, not what the client wrote before it', async () => {
    const app = await behind(1);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/user/auth`,
        payload: { username: otro.nif, password: CLAVE },
        headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.44' },
        remoteAddress: '10.31.0.2',
      });
      expect(res.json().codigo).toBe(0);
      const row = await t.db.one<{ ip: string }>('SELECT ip FROM sesiones ORDER BY id_sesion DESC LIMIT 1');
      expect(row.ip).toBe('192.0.2.44');
    } finally {
      await app.close();
    }
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS, and only then', async () => {
    const [direct, proxied] = [await behind(0), await behind(1)];
    try {
      const ask = (app: typeof direct) =>
        app.inject({ method: 'GET', url: `${API}/no-existe`, headers: { 'x-forwarded-proto': 'https' } });
      expect((await ask(proxied)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await ask(direct)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
});

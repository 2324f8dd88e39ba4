import { Codigo } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { buildApp } from '../src/app';
import { CLAVE, type ClientePrueba, entrar, nifNuevo, sembrar } from './datos';
import { API, freshDb, get, login, startApp, testConfig, TestClock, type TestApp } from './helpers';

let t: TestApp;
/** Registered clients (one per test that locks or times out an account) and one without a web password. */
let lucia: ClientePrueba;
let antonio: ClientePrueba;
let olga: ClientePrueba;
let miguel: ClientePrueba;
let empresa: ClientePrueba;
let sinClave: ClientePrueba;
beforeAll(async () => {
  t = await startApp({ login: { maxPerAccount: 5, maxPerIp: 8, windowMs: 15 * 60_000 } });
  [lucia, antonio, olga, miguel, empresa, sinClave] = await sembrar(t, async (d) => [
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente({}, null),
  ]);
});
afterAll(() => t.close());

const CREDENCIALES = 'El NIF/CIF/NIE o la contraseña no son correctos';

describe('POST /user/auth', () => {
  it('answers a token for the right password, ignoring spaces and case in the ID', async () => {
    // The ID typed with spaces and its letter in lower case (' 1234 5678z ').
    const res = await login(
      t.app,
      ` ${lucia.nif.slice(0, 4)} ${lucia.nif.slice(4, 8)}${lucia.nif.slice(8).toLowerCase()} `,
      CLAVE,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ codigo: 0, data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
  });

  it('answers a wrong password, an unknown ID and a customer without web password alike', async () => {
    const answers = await Promise.all([
      login(t.app, lucia.nif, 'Wrong2024', '10.0.0.1'),
      login(t.app, '23456789D', CLAVE, '10.0.0.1'),
      login(t.app, sinClave.nif, CLAVE, '10.0.0.1'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: CREDENCIALES, data: null });
    }
  });

  it('warns on the last attempt, then locks the account for the rest of the window, even with the right password', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await login(t.app, antonio.nif, 'bad-password', '10.0.0.2')).json());
      t.clock.advance(60_000);
    }
    expect(answers.slice(0, 3).map((a) => a.mensaje)).toEqual([CREDENCIALES, CREDENCIALES, CREDENCIALES]);
    // The fourth failure came 3 minutes into the 15-minute window that began with the first one.
    expect(answers[3]).toMatchObject({
      codigo: Codigo.LOGIN_LIMITADO,
      mensaje:
        'El NIF/CIF/NIE o la contraseña no son correctos. Te queda un intento: si vuelves a fallar, ' +
        "bloquearemos el acceso durante 12 minutos. Si no la recuerdas, usa 'He olvidado mi contraseña'.",
    });
    expect(answers[4]).toMatchObject({
      codigo: Codigo.LOGIN_LIMITADO,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(11 * 60),
    });
    expect(answers[4].mensaje).toMatch(
      /bloqueado durante los próximos 11 minutos.*'He olvidado mi contraseña'/,
    );
    const blocked = (await login(t.app, antonio.nif, CLAVE, '10.0.0.3')).json();
    expect(blocked).toMatchObject({
      codigo: Codigo.LOGIN_LIMITADO,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(10 * 60),
    });
    expect((await login(t.app, empresa.nif, CLAVE, '10.0.0.2')).json().codigo).toBe(0);
    // The window passes and the account opens again.
    t.clock.advance(10 * 60_000);
    expect((await login(t.app, antonio.nif, CLAVE, '10.0.0.3')).json().codigo).toBe(0);
  });

  it('warns and locks an unknown ID and a customer without web password exactly like a real account', async () => {
    const sequence = async (id: string, ip: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await login(t.app, id, `Wrong-${i}`, ip)).json());
      return answers;
    };
    const real = await sequence(olga.nif, '10.0.1.1');
    expect(real.map((a) => a.codigo)).toEqual([1000, 1000, 1000, 1030, 1030, 1030]);
    expect(await sequence('98765432M', '10.0.1.2')).toEqual(real);
    expect(await sequence(sinClave.nif, '10.0.1.3')).toEqual(real);
  });

  it('blocks an IP that fails across many accounts, with its own message and no reset link', async () => {
    const ip = '10.9.9.9';
    const ids = [nifNuevo(), nifNuevo(), '23456789D', '34567890V', '45678901G', '56789012B'];
    for (const id of [...ids, ...ids.slice(0, 2)]) await login(t.app, id, 'x', ip);
    const res = (await login(t.app, miguel.nif, CLAVE, ip)).json();
    expect(res).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJES_BLOQUEO.conexionBloqueada(15 * 60),
    });
    expect((await login(t.app, miguel.nif, CLAVE, '10.9.9.10')).json().codigo).toBe(0);
  });

  it('rejects a malformed body with a clean 400 envelope', async () => {
    // A NUL or a lone surrogate in the ID or the password is a malformed body too, never a 500.
    const typed = (username: string, password = CLAVE) => JSON.stringify({ username, password });
    for (const payload of [
      '{"username": 1',
      '{"username":"23456789D"}',
      '[]',
      typed('23456789D\u0000'),
      typed('\uD800'),
      typed('23456789D', 'Clave\u00002024'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/user/auth`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: 'Petición incorrecta',
        data: null,
      });
      expect(res.body).not.toMatch(/at |Error|stack/);
    }
  });
});

describe('sessions', () => {
  it('sends a logged-out caller to login (1300)', async () => {
    for (const headers of [{}, { 'auth-token': 'no-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/portfolio`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ codigo: Codigo.IR_A_LOGIN, data: null });
    }
  });

  it('answers an unknown token as an expired session (1200)', async () => {
    const res = await get(t.app, '/portfolio', 'made-up-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ codigo: Codigo.SESION_CADUCADA, mensaje: 'Sesion caducada', data: null });
  });

  // GET portfolio checks the session in its own statement: the same rules hold there.
  const guarded = ['/cliente', '/portfolio'];

  it.each(guarded)('expires a session after 15 idle minutes (%s)', async (path) => {
    const token = await entrar(t.app, miguel);
    t.clock.advance(14 * 60_000);
    expect((await get(t.app, path, token)).json().codigo).toBe(0);
    t.clock.advance(14 * 60_000);
    expect((await get(t.app, path, token)).json().codigo).toBe(0);
    t.clock.advance(15 * 60_000 + 1);
    expect((await get(t.app, path, token)).json().codigo).toBe(Codigo.SESION_CADUCADA);
  });

  it.each(guarded)('writes the session row at most once a minute (%s)', async (path) => {
    const token = await entrar(t.app, antonio);
    const lastSeen = async () =>
      (
        await t.db.one<{ at: Date }>(
          'SELECT last_seen_at AS at FROM sesiones ORDER BY id_sesion DESC LIMIT 1',
        )
      ).at.getTime();
    const loggedIn = await lastSeen();
    t.clock.advance(30_000);
    expect((await get(t.app, path, token)).json().codigo).toBe(0);
    expect(await lastSeen()).toBe(loggedIn);
    t.clock.advance(31_000);
    expect((await get(t.app, path, token)).json().codigo).toBe(0);
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });

  it.each(guarded)('expires an active session after its absolute lifetime of 8 hours (%s)', async (path) => {
    const token = await entrar(t.app, empresa);
    for (let i = 0; i < 8 * 6; i++) {
      t.clock.advance(10 * 60_000);
      const codigo = (await get(t.app, path, token)).json().codigo;
      expect(codigo).toBe(i < 8 * 6 - 1 ? 0 : Codigo.SESION_CADUCADA);
    }
  });

  it('revokes the session server-side on USUARIO_LOGOUT', async () => {
    const token = await entrar(t.app, lucia);
    const { idCliente } = (await get(t.app, '/cliente', token)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/insertAudit`,
      headers: { 'auth-token': token },
      payload: { idCliente, nif: lucia.nif, nameEvento: 'USUARIO_LOGOUT', info: '' },
    });
    expect(res.json()).toEqual({ codigo: 0, mensaje: 'OK', data: null });
    expect((await get(t.app, '/portfolio', token)).json().codigo).toBe(Codigo.SESION_CADUCADA);
    const [event] = await t.db.query<{ name_evento: string; nif: string }>(
      'SELECT name_evento, nif FROM auditoria WHERE id_cliente = $1',
      [idCliente],
    );
    expect(event).toEqual({ name_evento: 'USUARIO_LOGOUT', nif: lucia.nif });
  });

  it('stores only the SHA-256 of tokens', async () => {
    const token = await entrar(t.app, lucia);
    const byHash = await t.db.query('SELECT 1 FROM sesiones WHERE token_hash = $1', [sha256(token)]);
    expect(byHash).toHaveLength(1);
    const asText = await t.db.query("SELECT 1 FROM sesiones s WHERE s::text LIKE '%' || $1 || '%'", [token]);
    expect(asText).toHaveLength(0);
  });
});

describe('logs', () => {
  it('never contain a session token', async () => {
    const lines: string[] = [];
    const { db, drop } = await freshDb();
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      db,
      logger: { write: (l) => lines.push(l) },
    });
    try {
      await app.ready();
      const c = await sembrar({ db, clock: new TestClock() }, (d) => d.cliente());
      const res = await login(app, c.nif, CLAVE);
      const token = res.json().data.token as string;
      await get(app, '/portfolio', token);
      await get(app, '/nope', token);
      expect(lines.some((l) => l.includes('/produccion/rest/v1/ac/portfolio'))).toBe(true);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      await app.close();
      await drop();
    }
  });
});

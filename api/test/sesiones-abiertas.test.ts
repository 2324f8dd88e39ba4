import { Codigo, OtrasSesionesCerradasSchema, SesionesAbiertasSchema } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db';
import { dispositivoDe, lugarDeIp } from '../src/lib/dispositivo';
import { createSession } from '../src/repositories/sessions';
import { madridIso } from '@area-cliente/shared/domain';
import { CLAVE, type ClientePrueba, sembrar } from './datos';
import { API, freshDb, get, TestClock, testConfig } from './helpers';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('dispositivoDe / lugarDeIp', () => {
  it('names the browser family and the system, never versions', () => {
    expect(dispositivoDe(CHROME_ANDROID)).toBe('Chrome en Android');
    expect(dispositivoDe(SAFARI_IPHONE)).toBe('Safari en iPhone');
    expect(
      dispositivoDe(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge en Windows');
    expect(
      dispositivoDe('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox en Mac');
    expect(dispositivoDe('curl/8.5.0')).toBeNull();
    expect(dispositivoDe(undefined)).toBeNull();
  });

  it('hides the host part of the IP', () => {
    expect(lugarDeIp('192.168.1.34')).toBe('192.168.1.x');
    expect(lugarDeIp('::ffff:83.45.2.9')).toBe('83.45.2.x');
    expect(lugarDeIp('2001:0db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:x');
    expect(lugarDeIp('::1')).toBe('0:0:0:x');
    expect(lugarDeIp('no-es-una-ip')).toBeNull();
    expect(lugarDeIp(null)).toBeNull();
  });
});

/** Each security event is one log line; ending the other sessions is one of them. */
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let clock: TestClock;
let drop: () => Promise<void>;
let db: Db;
let lucia: ClientePrueba;
let antonio: ClientePrueba;
let miguel: ClientePrueba;
let empresa: ClientePrueba;
let olga: ClientePrueba;
/** A customer without a web password: their sessions are opened directly. */
let sinClave: ClientePrueba;

beforeAll(async () => {
  const fresh = await freshDb();
  drop = fresh.drop;
  db = fresh.db;
  clock = new TestClock();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    db: fresh.db,
    clock,
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  [lucia, antonio, miguel, empresa, olga, sinClave] = await sembrar({ db, clock }, async (d) => [
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente({}, null),
  ]);
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function entrar(username: string, userAgent: string, ip: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/user/auth`,
    payload: { username, password: CLAVE },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  return res.json<{ data: { token: string } }>().data.token;
}

const listar = async (token: string) => {
  const res = await get(app, '/user/sesiones', token);
  expect(res.statusCode).toBe(200);
  return v.parse(SesionesAbiertasSchema, res.json().data).sesiones;
};
const cerrarOtras = (token: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/user/sesiones/cerrarOtras`,
    payload: {},
    headers: { 'auth-token': token },
  });

describe('GET /user/sesiones and POST /user/sesiones/cerrarOtras', () => {
  it("lists only the caller's open sessions, marks the caller's, and never shows a token, hash or full IP", async () => {
    const movil = await entrar(lucia.nif, CHROME_ANDROID, '83.45.2.9');
    clock.advance(120_000);
    const iphone = await entrar(lucia.nif, SAFARI_IPHONE, '10.1.2.3');
    const ajena = await entrar(antonio.nif, CHROME_ANDROID, '10.9.9.9');
    clock.advance(120_000);

    const desdeMovil = await listar(movil);
    expect(desdeMovil).toEqual([
      // The list itself is activity: the caller's session was used just now.
      {
        dispositivo: 'Chrome en Android',
        lugar: '83.45.2.x',
        ultimoUso: madridIso(clock.now()),
        actual: true,
      },
      {
        dispositivo: 'Safari en iPhone',
        lugar: '10.1.2.x',
        ultimoUso: madridIso(new Date(clock.now().getTime() - 120_000)),
        actual: false,
      },
    ]);
    // Madrid wall-clock time with its offset, as every instant the API sends.
    expect(desdeMovil[0]!.ultimoUso).toMatch(/T\d\d:\d\d:\d\d\+0[12]:00$/);
    const raw = (await get(app, '/user/sesiones', iphone)).body;
    for (const secreto of [movil, iphone, ajena, '83.45.2.9', '10.1.2.3']) expect(raw).not.toContain(secreto);
    expect(raw).not.toMatch(/token|hash|10\.9\.9/i);
    expect((await listar(ajena)).map((s) => s.actual)).toEqual([true]);
  });

  it("ends every other session of the caller, idempotently, leaving another customer's untouched", async () => {
    const [a, b, c] = [
      await entrar(miguel.nif, CHROME_ANDROID, '10.2.0.1'),
      await entrar(miguel.nif, SAFARI_IPHONE, '10.2.0.2'),
      await entrar(miguel.nif, CHROME_ANDROID, '10.2.0.3'),
    ];
    const ajena = await entrar(empresa.nif, CHROME_ANDROID, '10.3.0.1');
    const before = lines.length;

    const res = await cerrarOtras(b);
    expect(res.json()).toEqual({ codigo: Codigo.OK, mensaje: expect.any(String), data: { cerradas: 2 } });
    for (const cerrada of [a, c]) {
      const r = await get(app, '/cliente', cerrada);
      expect(r.statusCode).toBe(401);
      expect(r.json().codigo).toBe(Codigo.SESION_CADUCADA);
    }
    expect((await listar(b)).map((s) => s.actual)).toEqual([true]);
    expect((await get(app, '/cliente', ajena)).statusCode).toBe(200);
    expect(await listar(ajena)).toHaveLength(1);

    const again = await cerrarOtras(b);
    expect(v.parse(OtrasSesionesCerradasSchema, again.json().data)).toEqual({ cerradas: 0 });
    expect((await get(app, '/cliente', b)).statusCode).toBe(200);

    const logged = lines.slice(before).filter((l) => l.event === 'sessions.others_ended');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      idCliente: expect.any(Number),
      sesiones: 2,
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(logged)).not.toContain(b);
  });

  it('asks for a session: none goes to login, an unknown one is expired', async () => {
    expect((await get(app, '/user/sesiones')).json().codigo).toBe(Codigo.IR_A_LOGIN);
    const token = await entrar(olga.nif, CHROME_ANDROID, '10.4.0.1');
    const ended = await cerrarOtras(`${token}x`);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().codigo).toBe(Codigo.SESION_CADUCADA);
  });
});

// Run on real PostgreSQL too: node scripts/with-postgres.mjs pnpm exec vitest run --project api <this file>
describe('at the same time', { tags: ['engine'] }, () => {
  it('20 devices ending each other at once: one wins, the rest find themselves ended, none is left over', async () => {
    // Opened directly: 20 logins of one account in a row would meet the login limits.
    const id = sinClave.idCliente;
    const policy = { idleMs: 3_600_000, maxMs: 8 * 3_600_000 };
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createSession(db, id, clock.now(), policy, { ip: `10.5.0.${i + 1}`, dispositivo: null }),
      ),
    );
    const answers = await Promise.all(tokens.map((token) => cerrarOtras(token)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.json().codigo === Codigo.SESION_CADUCADA)).toHaveLength(19);
    const winner = tokens[answers.indexOf(ok[0]!)]!;
    expect(await listar(winner)).toEqual([expect.objectContaining({ actual: true })]);
  });

  it('one password change at a time: a second one from the same session finds it rotated', async () => {
    const token = await entrar(empresa.nif, CHROME_ANDROID, '10.6.0.1');
    const otra = await entrar(empresa.nif, SAFARI_IPHONE, '10.6.0.2');
    const NUEVA = 'Girasol-Azul-77';
    const cambio = () =>
      app.inject({
        method: 'POST',
        url: `${API}/user/actualizarPasswordCliente`,
        payload: { passwordActual: CLAVE, password: NUEVA, passwordRepetida: NUEVA },
        headers: { 'auth-token': token },
      });
    const answers = await Promise.all([cambio(), cambio(), cambio()]);
    const ok = answers.filter((r) => r.json().codigo === Codigo.OK);
    expect(ok).toHaveLength(1);
    const nuevo = ok[0]!.json<{ data: { token: string } }>().data.token;
    expect((await listar(nuevo)).map((s) => s.actual)).toEqual([true]);
    for (const vieja of [token, otra]) expect((await get(app, '/cliente', vieja)).statusCode).toBe(401);
  }, 120_000);
});

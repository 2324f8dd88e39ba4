import { Codigo } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { Mensaje } from '../src/lib/errors';
import { GRACIA_ROTACION_MS } from '../src/repositories/dispositivos';
import { purgeExpired } from '../src/repositories/retention';
import { CLAVE, type ClientePrueba, nifNuevo, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

/**
 * Customers behind one carrier NAT share an IP: a neighbour spraying passwords blocks it for all.
 * A browser that logged in to the account before (its 'known device' cookie) still gets in with the
 * right password; without that cookie the blocked IP checks nothing, as before. Under
 * `pnpm test:api` (PostgreSQL) the concurrent requests truly run in parallel.
 */
let t: TestApp;
let lucia: ClientePrueba;
let empresa: ClientePrueba;
let miguel: ClientePrueba;
let antonio: ClientePrueba;
let olga: ClientePrueba;
/** One customer per rotation and forgetting case below. */
let rotado: ClientePrueba;
let carrera: ClientePrueba;
let cambiaClave: ClientePrueba;
let olvidaClave: ClientePrueba;
let cierraOtras: ClientePrueba;
/** A customer on record without a web password: spraying them fails like an unknown ID. */
let sinClave: ClientePrueba;
beforeAll(async () => {
  t = await startApp({ login: { maxPerAccount: 5, maxPerIp: 8, windowMs: 15 * 60_000 } });
  [lucia, empresa, miguel, antonio, olga, sinClave, rotado, carrera, cambiaClave, olvidaClave, cierraOtras] =
    await sembrar(t, async (d) => [
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
      await d.cliente({}, null),
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
      await d.cliente(),
    ]);
});
afterAll(() => t.close());

const IP_BLOQUEADA = MENSAJES_BLOQUEO.conexionBloqueada(15 * 60);

const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/auth`,
    payload: { username, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The cookie pair a successful login set, as the browser sends it back. */
function cookieOf(res: Awaited<ReturnType<typeof login>>): string {
  expect(res.json().codigo).toBe(0);
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    /^__Host-dispositivo=[\w-]{43}; Path=\/; Max-Age=15552000; HttpOnly; Secure; SameSite=Strict$/,
  );
  return set.split(';')[0]!;
}

/** The cookie pair of a successful login, as the browser sends it back. */
async function knownDevice(username: string, ip: string): Promise<string> {
  return cookieOf(await login(username, CLAVE, ip));
}

/** The browsers the customer has on record as known. */
const devicesOf = async (c: ClientePrueba) =>
  (
    await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM dispositivos_conocidos WHERE id_cliente = $1',
      [c.idCliente],
    )
  ).n;

/** Blocks `ip` by spraying one wrong password over many accounts, none of them reaching its lock. */
async function spray(ip: string) {
  const ids = [
    nifNuevo(),
    nifNuevo(),
    '23456789D',
    '34567890V',
    '45678901G',
    '56789012B',
    sinClave.nif,
    '98765432M',
  ];
  for (const id of ids) await login(id, 'Verano2024', ip);
  expect((await login(ids[0]!, 'Verano2024', ip)).json().mensaje).toBe(IP_BLOQUEADA);
}

const checked = async () =>
  (await t.app.metrics.loginFailures.get()).values.find((m) => m.labels.reason === 'credentials')?.value ?? 0;

describe('a known device behind an IP blocked for spraying', () => {
  it('gets in with the right password; the cookie is stored only as its SHA-256', async () => {
    const device = await knownDevice(lucia.nif, '10.40.0.1');
    const token = device.split('=')[1]!;
    const stored = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM dispositivos_conocidos WHERE token_hash = $1',
      [sha256(token)],
    );
    expect(stored[0]!.n).toBe(1);
    await spray('10.40.0.1');
    expect((await login(lucia.nif, CLAVE, '10.40.0.1', device)).json().codigo).toBe(0);
    // Without the cookie the same right password is refused as before, unchecked.
    const before = await checked();
    expect((await login(lucia.nif, CLAVE, '10.40.0.1')).json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: IP_BLOQUEADA,
      data: null,
    });
    expect(await checked()).toBe(before);
  });

  it('is no way past the block for another account, a made-up cookie or an expired one', async () => {
    const device = await knownDevice(empresa.nif, '10.41.0.1');
    await spray('10.41.0.1');
    const before = await checked();
    for (const [id, cookie] of [
      [miguel.nif, device],
      [empresa.nif, `__Host-dispositivo=${'A'.repeat(43)}`],
      [empresa.nif, device.replace('__Host-', '')],
    ] as const) {
      expect((await login(id, CLAVE, '10.41.0.1', cookie)).json().mensaje).toBe(IP_BLOQUEADA);
    }
    expect(await checked()).toBe(before);
    // 180 days later the device is forgotten; the IP's window has long passed, so block it again.
    t.clock.advance(181 * 24 * 3_600_000);
    await spray('10.41.0.1');
    expect((await login(empresa.nif, CLAVE, '10.41.0.1', device)).json().mensaje).toBe(IP_BLOQUEADA);
    // The retention purge deletes it.
    expect((await purgeExpired(t.db, t.clock.now()))?.dispositivos).toBeGreaterThanOrEqual(1);
  });

  it('counts wrong passwords against the account: it warns and locks as on any IP', async () => {
    const device = await knownDevice(antonio.nif, '10.42.0.1');
    await spray('10.42.0.1');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await login(antonio.nif, `Wrong-${i}`, '10.42.0.1', device)).json());
    expect(answers.map((a) => a.codigo)).toEqual([1000, 1000, 1000, 1030, 1030, 1030]);
    expect(answers[0].mensaje).toBe(Mensaje.CREDENCIALES);
    // Locked: the right password from the known device is refused too, until the window passes.
    expect((await login(antonio.nif, CLAVE, '10.42.0.1', device)).json().codigo).toBe(Codigo.LOGIN_LIMITADO);
  });
});

/** A new password that passes the policy. */
const NUEVA = 'Otra-clave-de-prueba-31';

const post = (path: string, payload: object | undefined, token: string | undefined, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    ...(payload ? { payload } : {}),
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: ip,
  });

/** The PIN of the newest SMS to the number (the send is not awaited by the request: poll briefly). */
async function pinEnviado(telefono: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [newest] = (await get(t.app, `/dev/sms-outbox?telefono=${telefono}`)).json().data.mensajes as {
      texto: string;
    }[];
    const pin = /\b(\d{6})\b/.exec(newest?.texto ?? '')?.[1];
    if (pin) return pin;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no SMS for ${telefono}`);
}

describe('the known-device value', () => {
  it('is given anew by every login that presents it; the old one is known for a short grace only', async () => {
    const ip = '10.45.0.1';
    const primero = await knownDevice(rotado.nif, ip);
    const segundo = cookieOf(await login(rotado.nif, CLAVE, ip, primero));
    expect(segundo).not.toBe(primero);
    expect(await devicesOf(rotado)).toBe(2);
    await spray(ip);
    // A login racing the one that replaced it (another tab, an answer lost on the way) still counts
    // as known, and is given a value of its own.
    const tercero = cookieOf(await login(rotado.nif, CLAVE, ip, primero));
    expect(new Set([primero, segundo, tercero]).size).toBe(3);
    // Past the grace the old value is anybody's cookie: the blocked IP checks nothing for it.
    t.clock.advance(GRACIA_ROTACION_MS + 1000);
    expect((await login(rotado.nif, CLAVE, ip, primero)).json().mensaje).toBe(
      MENSAJES_BLOQUEO.conexionBloqueada(15 * 60 - 61),
    );
    // The value the browser holds now still gets in, and is replaced in turn.
    const cuarto = cookieOf(await login(rotado.nif, CLAVE, ip, tercero));
    expect(cuarto).not.toBe(tercero);
    // A wrong password spends nothing of the value: the browser keeps it.
    expect((await login(rotado.nif, 'Wrong-1-x', ip, cuarto)).json().mensaje).toBe(Mensaje.CREDENCIALES);
    t.clock.advance(GRACIA_ROTACION_MS + 1000);
    expect((await login(rotado.nif, CLAVE, ip, cuarto)).json().codigo).toBe(0);
  });

  it('is forgotten for every browser of the customer by a password change', async () => {
    const ip = '10.47.0.1';
    const res = await login(cambiaClave.nif, CLAVE, ip);
    const device = cookieOf(res);
    await knownDevice(cambiaClave.nif, '10.47.0.2');
    expect(await devicesOf(cambiaClave)).toBe(2);
    const cambio = await post(
      '/user/actualizarPasswordCliente',
      { password: NUEVA, passwordRepetida: NUEVA, passwordActual: CLAVE },
      res.json().data.token as string,
      '10.47.0.3',
    );
    expect(cambio.json().codigo).toBe(0);
    expect(await devicesOf(cambiaClave)).toBe(0);
    // A cookie copied before the change is no way past the block, even with the new password.
    await spray(ip);
    expect((await login(cambiaClave.nif, NUEVA, ip, device)).json().mensaje).toBe(IP_BLOQUEADA);
  });

  it('is forgotten for every browser of the customer by a forgotten-password reset', async () => {
    const ip = '10.48.0.1';
    const device = await knownDevice(olvidaClave.nif, ip);
    expect(await devicesOf(olvidaClave)).toBe(1);
    const flujo = (
      await post('/user/verificaUsuario', { numDoc: olvidaClave.nif, recordar: true }, undefined, '10.48.0.2')
    ).json().data.token as string;
    expect((await post('/user/generarPinAcceso', undefined, flujo, '10.48.0.2')).json().codigo).toBe(0);
    const pin = await pinEnviado(olvidaClave.telefono);
    expect((await post('/user/verificarPin', { pin }, flujo, '10.48.0.2')).json().codigo).toBe(0);
    const reset = await post(
      '/user/actualizarPassword',
      { password: NUEVA, passwordRepetida: NUEVA },
      flujo,
      '10.48.0.2',
    );
    expect(reset.json().codigo).toBe(0);
    expect(await devicesOf(olvidaClave)).toBe(0);
    await spray(ip);
    expect((await login(olvidaClave.nif, NUEVA, ip, device)).json().mensaje).toBe(IP_BLOQUEADA);
  });

  it("is forgotten for every browser of the customer by 'Cerrar las demás sesiones'", async () => {
    const ip = '10.49.0.1';
    const res = await login(cierraOtras.nif, CLAVE, ip);
    const device = cookieOf(res);
    const otro = await knownDevice(cierraOtras.nif, '10.49.0.2');
    expect(await devicesOf(cierraOtras)).toBe(2);
    const cierre = await post('/user/sesiones/cerrarOtras', undefined, res.json().data.token as string, ip);
    expect(cierre.json()).toMatchObject({ codigo: 0, data: { cerradas: 1 } });
    expect(await devicesOf(cierraOtras)).toBe(0);
    await spray(ip);
    for (const cookie of [device, otro])
      expect((await login(cierraOtras.nif, CLAVE, ip, cookie)).json().mensaje).toBe(IP_BLOQUEADA);
  });
});

describe('concurrent guesses from one IP', { tags: ['engine'] }, () => {
  it('checks exactly 8 of 20 wrong passwords over many accounts, as before the known-device rule', async () => {
    const before = await checked();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(`${String(10_000_000 + i)}X`, `Wrong-${i}`, '10.43.0.1')),
    );
    expect(await checked()).toBe(before + 8);
    expect(answers.filter((r) => r.json().mensaje === IP_BLOQUEADA)).toHaveLength(12);
  });

  it('checks exactly 5 of 20 wrong passwords from a known device on a blocked IP: the account limit', async () => {
    const device = await knownDevice(olga.nif, '10.44.0.1');
    await spray('10.44.0.1');
    const before = await checked();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(olga.nif, `Wrong-${i}`, '10.44.0.1', device)),
    );
    expect(await checked()).toBe(before + 5);
    expect(
      answers.filter((r) => r.json().mensaje === MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60)),
    ).toHaveLength(16);
  });
  it('lets logins racing with one known value all in, each with a new value of its own', async () => {
    const device = await knownDevice(carrera.nif, '10.46.0.1');
    await spray('10.46.0.1');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => login(carrera.nif, CLAVE, '10.46.0.1', device)),
    );
    const cookies = answers.map(cookieOf);
    expect(new Set([device, ...cookies]).size).toBe(4);
  });
});

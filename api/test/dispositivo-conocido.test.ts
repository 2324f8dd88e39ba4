import { Codigo } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { Mensaje } from '../src/lib/errors';
import { purgeExpired } from '../src/repositories/retention';
import { CLAVE, type ClientePrueba, nifNuevo, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

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
/** A customer on record without a web password: spraying them fails like an unknown ID. */
let sinClave: ClientePrueba;
beforeAll(async () => {
  t = await startApp({ login: { maxPerAccount: 5, maxPerIp: 8, windowMs: 15 * 60_000 } });
  [lucia, empresa, miguel, antonio, olga, sinClave] = await sembrar(t, async (d) => [
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente({}, null),
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

/** The cookie pair of a successful login, as the browser sends it back. */
async function knownDevice(username: string, ip: string): Promise<string> {
  const res = await login(username, CLAVE, ip);
  expect(res.json().codigo).toBe(0);
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    /^__Host-dispositivo=[\w-]{43}; Path=\/; Max-Age=15552000; HttpOnly; Secure; SameSite=Strict$/,
  );
  return set.split(';')[0]!;
}

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
});

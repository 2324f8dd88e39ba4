import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { MENSAJE_REAUTENTICACION } from '../src/services/sesiones';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, login, startApp, type TestApp } from './helpers';

/**
 * The password change, confirmed with the current password, sent 20 times at once with the RIGHT one
 * (a double tap, a retried request): one check runs at a time for the account, held until the new
 * password is in; the others are told it is under way (or, once it is in, find their session rotated).
 * None of them is a failure: nothing reads as a lock, and the address's and the account's budgets are
 * as they were. Under `pnpm test:api` (PostgreSQL) the requests truly run in parallel; on PGlite they
 * interleave at every await.
 */
let t: TestApp;
let lucia: ClientePrueba;
let olga: ClientePrueba;
beforeAll(async () => {
  t = await startApp({ login: { maxPerAccount: 5, maxPerIp: 8, windowMs: 15 * 60_000 } });
  [lucia, olga] = await sembrar(t, async (d) => [await d.cliente(), await d.cliente()]);
});
afterAll(() => t.close());

const NUEVA = 'Girasol-Azul-77';

const cambiarClave = (token: string, passwordActual: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/actualizarPasswordCliente`,
    payload: { passwordActual, password: NUEVA, passwordRepetida: NUEVA },
    headers: { 'auth-token': token },
    remoteAddress: ip,
  });

/** The units the address and the account have spent in their login window. */
async function gastado(ip: string, nif: string): Promise<{ ip: number; cuenta: number }> {
  const contador = async (clave: string) =>
    (await t.db.maybe<{ contador: number }>('SELECT contador FROM limites WHERE clave = $1', [clave]))
      ?.contador ?? 0;
  return {
    ip: await contador(`login:ip:${ip}`),
    cuenta: await contador(`login:cuenta:${sha256(nif).toString('hex')}`),
  };
}

describe('20 concurrent password changes', { tags: ['engine'] }, () => {
  it('with the right current password: one change, the others "already checking", no budget spent', async () => {
    const token = await entrar(t.app, lucia);
    const ip = '10.60.0.1';
    const answers = await Promise.all(Array.from({ length: 20 }, () => cambiarClave(token, CLAVE, ip)));
    const bodies = answers.map((r) => r.json<{ codigo: number; mensaje: string }>());
    expect(bodies.filter((b) => b.codigo === Codigo.OK)).toHaveLength(1);
    const enCurso = answers.filter((r) => r.json().mensaje === MENSAJE_REAUTENTICACION.EN_CURSO);
    // One that only arrives once the new password is in finds its token rotated, checks nothing.
    const rotadas = bodies.filter((b) => b.codigo === Codigo.SESION_CADUCADA);
    expect(enCurso.length).toBeGreaterThanOrEqual(1);
    expect(1 + enCurso.length + rotadas.length).toBe(20);
    for (const r of enCurso) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        codigo: Codigo.CLAVE_ACTUAL_INCORRECTA,
        mensaje: 'Ya estamos comprobando tu contraseña. Espera un momento.',
        data: null,
      });
    }
    // Intact: the address has all of its failures left, the account is not on its way to a lock.
    expect(await gastado(ip, lucia.nif)).toEqual({ ip: 0, cuenta: 0 });
    // And no turn is left held: the new password confirms the next change at once.
    const nuevo = (await login(t.app, lucia.nif, NUEVA, ip)).json<{ data: { token: string } }>().data.token;
    const otra = await t.app.inject({
      method: 'POST',
      url: `${API}/user/actualizarPasswordCliente`,
      payload: { passwordActual: NUEVA, password: 'Girasol-Rojo-78', passwordRepetida: 'Girasol-Rojo-78' },
      headers: { 'auth-token': nuevo },
      remoteAddress: ip,
    });
    expect(otra.json().codigo).toBe(Codigo.OK);
  });

  it('with a wrong current password: each one checked counts, the others check nothing', async () => {
    const token = await entrar(t.app, olga);
    const ip = '10.60.0.2';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cambiarClave(token, `Wrong-${i}-x`, ip)),
    );
    const mensajes = answers.map((r) => r.json<{ mensaje: string }>().mensaje);
    const comprobadas = mensajes.filter((m) => m === MENSAJE_REAUTENTICACION.CLAVE_ACTUAL).length;
    expect(comprobadas).toBeGreaterThanOrEqual(1);
    expect(mensajes.filter((m) => m === MENSAJE_REAUTENTICACION.EN_CURSO)).toHaveLength(20 - comprobadas);
    // Each password that was checked spent one unit of each budget; the others checked nothing.
    expect(await gastado(ip, olga.nif)).toEqual({ ip: comprobadas, cuenta: comprobadas });
  });
});

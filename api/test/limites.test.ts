import { Codigo } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { Mensaje } from '../src/lib/errors';
import { sign } from '../src/providers/payment/signed-message';
import { MENSAJE_REAUTENTICACION } from '../src/services/sesiones';
import { readOutbox } from '../src/repositories/sms-outbox';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, login, startApp, testConfig, type TestApp } from './helpers';

/**
 * Limits are reserved in the database before the guarded work runs, so concurrent requests and
 * several instances cannot pass them. Under `pnpm test:api` (PostgreSQL) the requests truly run in parallel.
 */
let t: TestApp;
let antonio: ClientePrueba;
let miguel: ClientePrueba;
let olga: ClientePrueba;
let titular: ClientePrueba;
/** A home receipt of 231.75 € returned by the bank: payable online. */
let devuelto: number;
beforeAll(async () => {
  t = await startApp();
  [antonio, miguel, olga, titular] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const hogar = await d.poliza(c, 'HOG', { efecto: -375 });
    devuelto = (await d.recibo(hogar, 'DEVUELTO', { importe: 231.75 })).idRecibo;
    return [await d.cliente(), await d.cliente(), await d.cliente(), c];
  });
});
afterAll(() => t.close());

const BLOQUEADA = MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60);

const count = (answers: { json(): { mensaje: string } }[], mensaje: string) =>
  answers.filter((res) => res.json().mensaje === mensaje).length;

describe('login limit', () => {
  it(
    'evaluates exactly 5 of 20 concurrent wrong passwords for one account: 3 plain, 1 warning, 1 lock',
    { tags: ['engine'] },
    async () => {
      const checked = async () =>
        (await t.app.metrics.loginFailures.get()).values.find((m) => m.labels.reason === 'credentials')
          ?.value ?? 0;
      const before = await checked();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(t.app, antonio.nif, `Wrong-${i}`, `10.20.0.${i + 1}`)),
      );
      expect(await checked()).toBe(before + 5);
      expect(count(answers, Mensaje.CREDENCIALES)).toBe(3);
      expect(count(answers, MENSAJES_BLOQUEO.ultimoIntento(15 * 60))).toBe(1);
      // The fifth checked password reaches the lock; the 15 unchecked ones answer the same lock.
      expect(count(answers, BLOQUEADA)).toBe(16);
      for (const res of answers.filter((r) => r.json().mensaje !== Mensaje.CREDENCIALES)) {
        expect(res.json().codigo).toBe(Codigo.LOGIN_LIMITADO);
      }
    },
  );

  it("lets the owner back in through 'He olvidado mi contraseña': the SMS PIN lifts the lock", async () => {
    for (let i = 0; i < 5; i++) await login(t.app, miguel.nif, `Guess-${i}`, '10.22.0.1');
    expect((await login(t.app, miguel.nif, CLAVE, '10.22.0.2')).json().mensaje).toBe(BLOQUEADA);
    // The owner asks for a PIN ('¿Ha olvidado su contraseña?') and proves they hold the phone.
    const post = (path: string, payload?: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/user/${path}`,
        payload,
        headers: token ? { 'auth-token': token } : {},
        remoteAddress: '10.22.0.2',
      });
    const { token } = (await post('verificaUsuario', { numDoc: miguel.nif, recordar: true })).json().data;
    expect((await post('generarPinAcceso', undefined, token)).json().codigo).toBe(0);
    const { telefono } = miguel;
    let pin = '';
    for (let i = 0; i < 50 && !pin; i++) {
      const [sms] = await readOutbox(t.db, telefono, 1);
      pin = /\b(\d{6})\b/.exec(sms?.texto ?? '')?.[1] ?? '';
      if (!pin) await new Promise((r) => setTimeout(r, 20));
    }
    expect((await post('verificarPin', { pin }, token)).json().codigo).toBe(0);
    const nueva = 'Girasol-Azul-77';
    expect(
      (await post('actualizarPassword', { password: nueva, passwordRepetida: nueva }, token)).json().codigo,
    ).toBe(0);
    expect((await post('authRegistro', undefined, token)).json().codigo).toBe(0);
    // Unlocked with the new password and with a full budget again: one wrong guess is a plain failure.
    expect((await login(t.app, miguel.nif, 'Guess-again', '10.22.0.2')).json().mensaje).toBe(
      Mensaje.CREDENCIALES,
    );
    expect((await login(t.app, miguel.nif, nueva, '10.22.0.2')).json().codigo).toBe(0);
  });
});

describe('re-authentication limit', () => {
  it(
    'evaluates at most 5 of 20 concurrent wrong current passwords, one at a time',
    { tags: ['engine'] },
    async () => {
      const token = await entrar(t.app, olga);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: `${API}/user/actualizarPasswordCliente`,
            payload: {
              passwordActual: `Mala-${i}-2024`,
              password: 'Girasol-Azul-77',
              passwordRepetida: 'Girasol-Azul-77',
            },
            headers: { 'auth-token': token },
            remoteAddress: `10.23.0.${i + 1}`,
          }),
        ),
      );
      for (const res of answers) expect(res.json().codigo).toBe(Codigo.CLAVE_ACTUAL_INCORRECTA);
      // One check of the account at a time (services/sesiones.ts `reautenticar`): the others are told one
      // is under way, or, once five were checked, that the account is locked. Never more than five.
      const checked = count(answers, 'La contraseña actual no es correcta');
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(5);
      expect(count(answers, BLOQUEADA) + count(answers, MENSAJE_REAUTENTICACION.EN_CURSO)).toBe(20 - checked);
    },
  );
});

describe('payment attempts', () => {
  it(
    'opens exactly 10 of 20 concurrent payment attempts for one receipt, and only the last stays payable',
    { tags: ['engine'] },
    async () => {
      const lucia = await entrar(t.app, titular);
      const id = devuelto;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => get(t.app, `/recibos/pasarela/pago/${id}`, lucia)),
      );
      expect(answers.filter((res) => res.json().codigo === 0)).toHaveLength(10);
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(10);
      const pagos = await t.db.query<{ estado: string; referencia: string }>(
        'SELECT estado, referencia FROM pagos WHERE id_recibo = $1',
        [id],
      );
      expect(pagos).toHaveLength(10);
      // Each attempt superseded the one open before it: one payable attempt, whatever the interleaving.
      const open = pagos.filter((p) => p.estado === 'INICIADO');
      expect(open).toHaveLength(1);
      expect(pagos.filter((p) => p.estado === 'SUSTITUIDO')).toHaveLength(9);

      // All ten links "paid" at once: only the open attempt settles the receipt, the others are refused.
      const secret = t.app.config.payment.secret;
      const notices = await Promise.all(
        pagos.map((p) =>
          t.app.inject({
            method: 'POST',
            url: `${API}/recibos/pasarela/notificacion`,
            payload: sign(secret, { referencia: p.referencia, importeCentimos: 23175, resultado: 'OK' }),
          }),
        ),
      );
      const confirmed = notices.flatMap((res, i) =>
        res.json<{ data: { resultado: string } | null }>().data?.resultado === 'CONFIRMADO'
          ? [pagos[i]!.referencia]
          : [],
      );
      expect(confirmed).toEqual([open[0]!.referencia]);
    },
  );
});

describe('failure counters shared by instances', { tags: ['engine'] }, () => {
  it('gives two instances on one database one budget of unknown routes per IP', async () => {
    const other = await buildApp(testConfig(), { db: t.db, clock: t.clock, logger: false });
    try {
      const miss = (app: typeof other) =>
        app.inject({ method: 'GET', url: `${API}/no-existe`, remoteAddress: '10.24.0.1' });
      for (let i = 0; i < 15; i++) {
        expect((await miss(t.app)).statusCode).toBe(404);
        expect((await miss(other)).statusCode).toBe(404);
      }
      expect((await miss(other)).statusCode).toBe(429);
      expect((await miss(t.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('shares the failed-download budget too', async () => {
    const other = await buildApp(testConfig(), { db: t.db, clock: t.clock, logger: false });
    try {
      const bad = (app: typeof other) =>
        app.inject({
          method: 'GET',
          url: `${API}/recibos/1/imprimir/${'A'.repeat(43)}`,
          remoteAddress: '10.25.0.1',
        });
      for (let i = 0; i < 15; i++) {
        expect((await bad(t.app)).statusCode).toBe(404);
        expect((await bad(other)).statusCode).toBe(404);
      }
      expect((await bad(other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

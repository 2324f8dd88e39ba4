import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAJE_PASSWORD } from '../src/lib/password-policy';
import { httpSmsProvider } from '../src/providers/sms/http';
import { MENSAJE_REGISTRO, REGISTRO } from '../src/services/registro';
import { CLAVE, type ClientePrueba, nifNuevo, sembrar } from './datos';
import { API, get, login, startApp, type TestApp } from './helpers';

type Persona = { numDoc: string; telefono: string };
const persona = (c: ClientePrueba): Persona => ({ numDoc: c.nif, telefono: c.telefono });

let t: TestApp;
/** On record with a mobile and an e-mail, no web password yet. */
let carmen: ClientePrueba;
let CARMEN: Persona;
/** Registered (password CLAVE). */
let LUCIA: Persona;
/** A third registered customer. */
let antonio: ClientePrueba;
/** On record without a mobile, no web password. */
let sinMovil: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  let lucia: ClientePrueba;
  [carmen, lucia, antonio, sinMovil] = await sembrar(t, async (d) => [
    await d.cliente({}, null),
    await d.cliente(),
    await d.cliente(),
    await d.cliente({ telefono: null }, null),
  ]);
  CARMEN = persona(carmen);
  LUCIA = persona(lucia);
});
afterAll(() => t.close());
// Every test starts past the hourly limits of the one before.
beforeEach(() => t.clock.advance(2 * 60 * 60_000));

let ipCounter = 0;
/** Each flow from its own address unless told, so the per-IP limit only bites where tested. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(path: string, payload: unknown, token?: string, remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/user/${path}`,
    payload: payload as object,
    headers: token ? { 'auth-token': token } : {},
    remoteAddress,
  });
}

async function outbox(telefono: string): Promise<{ texto: string }[]> {
  const res = await get(t.app, `/dev/sms-outbox?telefono=${telefono}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.mensajes;
}

const sentTo = async (telefono: string) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE telefono = $1', [telefono]))
    .n;

/** The PIN of the newest SMS to the number (the send is not awaited by the request: poll briefly). */
async function lastPin(telefono: string, notBefore = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    if ((await sentTo(telefono)) > notBefore) {
      const [newest] = await outbox(telefono);
      return /\b(\d{6})\b/.exec(newest?.texto ?? '')?.[1] ?? '';
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no SMS for ${telefono}`);
}

async function start(numDoc: string, recordar = false, ip = freshIp()) {
  const res = await call('verificaUsuario', { numDoc, recordar }, undefined, ip);
  const body = res.json();
  expect(body.codigo, res.body).toBe(0);
  return body.data as { token: string; telefono: string };
}

async function startWithPin(who: Persona, recordar = false) {
  const sent = await sentTo(who.telefono);
  const { token } = await start(who.numDoc, recordar);
  const gen = await call('generarPinAcceso', undefined, token);
  expect(gen.json().codigo, gen.body).toBe(0);
  return { token, pin: await lastPin(who.telefono, sent) };
}

const expectNegocio = (res: { json(): unknown }, mensaje: string) =>
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });

describe('self-registration', () => {
  it('runs nif → pin → password → session for a customer without a password', async () => {
    // Spaces and a lower-case letter are the same ID.
    const info = await start(` ${carmen.nif.slice(0, 4)} ${carmen.nif.slice(4).toLowerCase()} `);
    expect(info).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      telefono: `*** *** ${carmen.telefono.slice(-3)}`,
    });

    const sent = await sentTo(CARMEN.telefono);
    const gen = await call('generarPinAcceso', undefined, info.token);
    expect(gen.json()).toEqual({
      codigo: 0,
      mensaje: 'OK',
      data: { token: info.token, caducaEnSegundos: 600, reenvioEnSegundos: 60 },
    });
    const pin = await lastPin(CARMEN.telefono, sent);
    expect(pin).toMatch(/^\d{6}$/);

    expect((await call('verificarPin', { pin }, info.token)).json()).toMatchObject({ codigo: 0 });
    const pwd = await call(
      'actualizarPassword',
      { password: ' Sevilla1972x ', passwordRepetida: 'Sevilla1972x' },
      info.token,
    );
    expect(pwd.json()).toMatchObject({ codigo: 0 });

    const auth = (await call('authRegistro', undefined, info.token)).json();
    expect(auth).toMatchObject({ codigo: 0, data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
    expect(auth.data.token).not.toBe(info.token);
    const cliente = (await get(t.app, '/cliente', auth.data.token)).json();
    expect(cliente.data).toMatchObject({ numDoc: carmen.nif, email: carmen.email });

    // The password was trimmed, and the new customer can log in with it.
    expect((await login(t.app, carmen.nif, 'Sevilla1972x', freshIp())).json().codigo).toBe(0);
    // The registration token is spent.
    expectNegocio(await call('authRegistro', undefined, info.token), MENSAJE_REGISTRO.CADUCADO);
  });

  it('resets the password of an existing user and closes their sessions (forgotten password)', async () => {
    const old = (await login(t.app, LUCIA.numDoc, CLAVE, freshIp())).json().data.token as string;
    const { token, pin } = await startWithPin(LUCIA, true);
    await call('verificarPin', { pin }, token);
    expect(
      (
        await call(
          'actualizarPassword',
          { password: 'Ruiseñor2031', passwordRepetida: 'Ruiseñor2031' },
          token,
        )
      ).json().codigo,
    ).toBe(0);
    expect((await get(t.app, '/cliente', old)).json().codigo).toBe(Codigo.SESION_CADUCADA);
    expect((await login(t.app, LUCIA.numDoc, CLAVE, freshIp())).json().codigo).toBe(Codigo.ERROR_NEGOCIO);
    expect((await call('authRegistro', undefined, token)).json().codigo).toBe(0);
    expect((await login(t.app, LUCIA.numDoc, 'Ruiseñor2031', freshIp())).json().codigo).toBe(0);
  });

  it('a registration token is not a session', async () => {
    const { token } = await start(CARMEN.numDoc);
    expect((await get(t.app, '/portfolio', token)).json().codigo).toBe(Codigo.SESION_CADUCADA);
  });
});

describe('unknown IDs', () => {
  it('answer like known ones, with a stable invented mask, and no SMS leaves', async () => {
    const unknown = '45678912S';
    const a = await start(unknown);
    const b = await start(unknown);
    expect(a.telefono).toMatch(/^\*{3} \*{3} \d{3}$/);
    expect(b.telefono).toBe(a.telefono);
    // A decoy recorded in the old ungrouped form reads like a real mask now, not like a decoy.
    await t.db.query(
      `UPDATE registros SET telefono_mascara = '******' || right(telefono_mascara, 3) WHERE num_doc = $1`,
      [unknown],
    );
    expect((await start(unknown)).telefono).toBe(a.telefono);
    const gen = (await call('generarPinAcceso', undefined, a.token)).json();
    expect(gen).toEqual({
      codigo: 0,
      mensaje: 'OK',
      data: { token: a.token, caducaEnSegundos: 600, reenvioEnSegundos: 60 },
    });
    const sms = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_outbox WHERE texto LIKE $1',
      ['%'],
    );
    for (let i = 0; i < REGISTRO.pinIntentos - 1; i++) {
      expectNegocio(
        await call('verificarPin', { pin: String(100000 + i) }, a.token),
        MENSAJE_REGISTRO.PIN_INCORRECTO,
      );
    }
    const after = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox');
    expect(after.n).toBe(sms.n);
  });

  it('a customer without a mobile on record gets the same decoy flow', async () => {
    const info = await start(sinMovil.nif);
    expect(info.telefono).toMatch(/^\*{3} \*{3} \d{3}$/);
    expect((await call('generarPinAcceso', undefined, info.token)).json().codigo).toBe(0);
  });

  it('a malformed ID or control character is refused before any flow starts', async () => {
    for (const numDoc of ['12345678A', 'hola', '1234']) {
      expectNegocio(await call('verificaUsuario', { numDoc }), MENSAJE_REGISTRO.DOCUMENTO_INVALIDO);
    }
  });
});

describe('PIN', () => {
  it('a wrong PIN is refused, then the right one works', async () => {
    const { token, pin } = await startWithPin(CARMEN);
    const wrong = pin === '000000' ? '000001' : '000000';
    expectNegocio(await call('verificarPin', { pin: wrong }, token), MENSAJE_REGISTRO.PIN_INCORRECTO);
    expect((await call('verificarPin', { pin }, token)).json().codigo).toBe(0);
  });

  it('is single use', async () => {
    const { token, pin } = await startWithPin(CARMEN);
    expect((await call('verificarPin', { pin }, token)).json().codigo).toBe(0);
    expectNegocio(await call('verificarPin', { pin }, token), MENSAJE_REGISTRO.PASO_INCORRECTO);
  });

  it('expires after 10 minutes', async () => {
    const { token, pin } = await startWithPin(CARMEN);
    t.clock.advance(10 * 60_000 + 1);
    expectNegocio(await call('verificarPin', { pin }, token), MENSAJE_REGISTRO.PIN_CADUCADO);
  });

  it('allows 5 attempts, after which even the right PIN is refused', async () => {
    const { token, pin } = await startWithPin(CARMEN);
    const wrong = pin === '999999' ? '999998' : '999999';
    // The number the customer is told, not the constant under test: raising it must fail here.
    for (let i = 1; i < 5; i++) {
      expectNegocio(await call('verificarPin', { pin: wrong }, token), MENSAJE_REGISTRO.PIN_INCORRECTO);
    }
    expectNegocio(await call('verificarPin', { pin: wrong }, token), MENSAJE_REGISTRO.PIN_AGOTADO);
    expectNegocio(await call('verificarPin', { pin }, token), MENSAJE_REGISTRO.PIN_AGOTADO);
  });

  it('is stored only as a keyed hash', async () => {
    const { pin } = await startWithPin(CARMEN);
    const rows = await t.db.query<{ h: Uint8Array }>('SELECT pin_hash AS h FROM pines');
    for (const row of rows) expect(Buffer.from(row.h).toString('utf8')).not.toContain(pin);
  });

  it('resend waits 60 seconds, replaces the earlier PIN, and stops after 3 PINs', async () => {
    const { token, pin: first } = await startWithPin(CARMEN);
    const early = (await call('generarPinAcceso', undefined, token)).json();
    expect(early.mensaje).toMatch(/^Espera \d+ segundos para solicitar otro PIN\.$/);

    t.clock.advance(61_000);
    const sent = await sentTo(CARMEN.telefono);
    expect((await call('generarPinAcceso', undefined, token)).json().codigo).toBe(0);
    const second = await lastPin(CARMEN.telefono, sent);
    if (second !== first) {
      expectNegocio(await call('verificarPin', { pin: first }, token), MENSAJE_REGISTRO.PIN_INCORRECTO);
    }
    t.clock.advance(61_000);
    expect((await call('generarPinAcceso', undefined, token)).json().codigo).toBe(0);
    t.clock.advance(61_000);
    expectNegocio(await call('generarPinAcceso', undefined, token), MENSAJE_REGISTRO.DEMASIADOS_PINES);
  });

  it('limits PINs per ID across flows', async () => {
    for (let i = 0; i < REGISTRO.pinesPorDocumentoHora; i++) {
      const { token } = await start(CARMEN.numDoc);
      expect((await call('generarPinAcceso', undefined, token)).json().codigo).toBe(0);
    }
    const { token } = await start(CARMEN.numDoc);
    expectNegocio(await call('generarPinAcceso', undefined, token), MENSAJE_REGISTRO.DEMASIADOS_PINES);
  });
});

describe('steps and input', () => {
  it('refuses skipping a step', async () => {
    const { token } = await start(CARMEN.numDoc);
    expectNegocio(await call('verificarPin', { pin: '123456' }, token), MENSAJE_REGISTRO.PASO_INCORRECTO);
    expectNegocio(
      await call('actualizarPassword', { password: 'Sevilla1972x', passwordRepetida: 'Sevilla1972x' }, token),
      MENSAJE_REGISTRO.PASO_INCORRECTO,
    );
    expectNegocio(await call('authRegistro', undefined, token), MENSAJE_REGISTRO.PASO_INCORRECTO);
  });

  it('answers an unknown, missing or expired registration token alike', async () => {
    expectNegocio(await call('generarPinAcceso', undefined), MENSAJE_REGISTRO.CADUCADO);
    expectNegocio(await call('generarPinAcceso', undefined, 'no-token'), MENSAJE_REGISTRO.CADUCADO);
    const { token } = await start(CARMEN.numDoc);
    t.clock.advance(REGISTRO.ttlMs + 1);
    expectNegocio(await call('generarPinAcceso', undefined, token), MENSAJE_REGISTRO.CADUCADO);
  });

  it('refuses different passwords and weak ones with the message the screen shows', async () => {
    const { token, pin } = await startWithPin(CARMEN);
    await call('verificarPin', { pin }, token);
    expectNegocio(
      await call('actualizarPassword', { password: 'Sevilla1972x', passwordRepetida: 'Sevilla1972y' }, token),
      MENSAJE_REGISTRO.PASSWORDS_DISTINTAS,
    );
    expectNegocio(
      await call('actualizarPassword', { password: 'abc12', passwordRepetida: 'abc12' }, token),
      MENSAJE_PASSWORD.CORTA,
    );
    expectNegocio(
      await call('actualizarPassword', { password: 'contraseña', passwordRepetida: 'contraseña' }, token),
      MENSAJE_PASSWORD.COMUN,
    );
    // Still at the password step after the refusals.
    expect(
      (
        await call(
          'actualizarPassword',
          { password: 'Sevilla1972x', passwordRepetida: 'Sevilla1972x' },
          token,
        )
      ).json().codigo,
    ).toBe(0);
  });

  it('answers malformed bodies with a clean 400 envelope', async () => {
    const { token } = await start(CARMEN.numDoc);
    const cases: [string, unknown][] = [
      ['verificaUsuario', {}],
      ['verificaUsuario', { numDoc: 12345678 }],
      ['verificaUsuario', { numDoc: nifNuevo(), recordar: 'si' }],
      ['verificarPin', { pin: '12345' }],
      ['verificarPin', { pin: 'abcdef' }],
      ['actualizarPassword', { password: 'Sevilla1972x' }],
      ['actualizarPassword', { password: 'x'.repeat(129), passwordRepetida: 'x'.repeat(129) }],
    ];
    for (const [path, payload] of cases) {
      const res = await call(path, payload, token);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expectNegocio(res, 'Petición incorrecta');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `${API}/user/verificarPin`,
      headers: { 'content-type': 'application/json', 'auth-token': token },
      payload: '{"pin": ',
    });
    expect(broken.statusCode).toBe(400);
    expectNegocio(broken, 'Petición incorrecta');
  });

  it('limits new flows per IP', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < REGISTRO.maxPorIpHora; i++) await start('45678912S', false, ip);
    expectNegocio(
      await call('verificaUsuario', { numDoc: '45678912S' }, undefined, ip),
      'Demasiadas peticiones. Inténtalo más tarde.',
    );
  });
});

describe('demo SMS note (GET /user/smsDemo)', () => {
  const smsDemo = (token: string) => get(t.app, '/user/smsDemo', token);
  const pinOf = (texto: string) => /\b(\d{6})\b/.exec(texto)?.[1];

  it("answers the SMS of the caller's own flow only, never another flow's for the same or another person", async () => {
    const a = await startWithPin(LUCIA, true);
    t.clock.advance(1000);
    const b = await startWithPin(LUCIA, true);
    const carmen = await startWithPin(CARMEN, true);

    const mine = (await smsDemo(a.token)).json();
    expect(mine).toMatchObject({
      codigo: 0,
      data: { sms: { telefono: `*** *** ${LUCIA.telefono.slice(-3)}` } },
    });
    expect(pinOf(mine.data.sms.texto)).toBe(a.pin);
    expect(pinOf((await smsDemo(b.token)).json().data.sms.texto)).toBe(b.pin);
    expect(pinOf((await smsDemo(carmen.token)).json().data.sms.texto)).toBe(carmen.pin);
    expect(a.pin).not.toBe(b.pin);
    // The PIN read on screen is the one the flow accepts.
    expect((await call('verificarPin', { pin: pinOf(mine.data.sms.texto) }, a.token)).json().codigo).toBe(0);
  });

  it('answers nothing before the PIN is sent and for a decoy, and refuses a token that is no flow', async () => {
    const { token } = await start(LUCIA.numDoc, true);
    expect((await smsDemo(token)).json()).toEqual({ codigo: 0, mensaje: 'OK', data: { sms: null } });
    const decoy = await start('98765432M');
    expect((await call('generarPinAcceso', undefined, decoy.token)).json().codigo).toBe(0);
    expect((await smsDemo(decoy.token)).json().data).toEqual({ sms: null });
    expectNegocio(await smsDemo('not-a-flow'), MENSAJE_REGISTRO.CADUCADO);
    // A session token is no registration token either.
    const session = (await login(t.app, antonio.nif, CLAVE, freshIp())).json().data.token;
    expect((await smsDemo(session)).json().mensaje).toBe(MENSAJE_REGISTRO.CADUCADO);
  });
});

describe('SMS providers', () => {
  it('the HTTP provider posts JSON with the bearer token and reports failures without the text', async () => {
    const received: { auth?: string; body: string }[] = [];
    let status = 202;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      const provider = httpSmsProvider({ url, token: 's3cret' });
      await provider.send('698765432', 'Su código es 123456');
      expect(received).toEqual([
        {
          auth: 'Bearer s3cret',
          body: JSON.stringify({ telefono: '698765432', texto: 'Su código es 123456' }),
        },
      ]);
      status = 500;
      const err = await provider.send('698765432', 'Su código es 654321').catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toBe('SMS gateway answered HTTP 500');
    } finally {
      server.close();
    }
  });
});

describe('the registration messages', () => {
  it('speak to the customer as tú, like the rest of the registration screens', () => {
    const textos = [
      ...Object.values(MENSAJE_REGISTRO).map((m) => (typeof m === 'function' ? m(30) : m)),
      ...Object.values(MENSAJE_PASSWORD),
    ];
    const usted = /\b(Su|su|Solicite|Vuelva|Espere|Elija|Ha solicitado|Ha superado|Inténtelo)\b/;
    expect(textos.filter((t) => usted.test(t))).toEqual([]);
  });
});

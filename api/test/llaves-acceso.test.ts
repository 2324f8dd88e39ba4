import { randomBytes } from 'node:crypto';
import {
  Codigo,
  RespuestaAccesoLlaveSchema,
  RespuestaRegistroLlaveSchema,
  type OpcionesAccesoLlave,
  type OpcionesRegistroLlave,
} from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { Mensaje } from '../src/lib/errors';
import { purgeExpired } from '../src/repositories/retention';
import {
  etiquetaLlave,
  MENSAJE_LLAVE,
  RETO_MS,
  relyingParty,
  verificarLlaveDeAcceso,
} from '../src/services/llaves-acceso';
import { Autenticador, b64u, FLAG, HOST, ORIGEN } from './autenticador-prueba';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, testConfig, type TestApp } from './helpers';
import { PRODUCTION_ENV } from './production-env';

/*
 * Passkeys end to end through app.inject, with the software authenticator of autenticador-prueba.ts.
 */

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// --- The app and its calls -------------------------------------------------------------------------

let t: TestApp;
let lucia: ClientePrueba;
let javier: ClientePrueba;
let sara: ClientePrueba;
let bloqueada: ClientePrueba;
let tokens: Map<number, string>;
beforeAll(async () => {
  t = await startApp({ login: { maxPerAccount: 10, maxPerIp: 50, windowMs: 15 * 60_000 } });
  [lucia, javier, sara, bloqueada] = await sembrar(t, async (d) => [
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
    await d.cliente(),
  ]);
  tokens = new Map();
  for (const c of [lucia, javier, sara, bloqueada]) tokens.set(c.idCliente, await entrar(t.app, c));
});
afterAll(() => t.close());

interface Envelope<T> {
  codigo: number;
  mensaje: string;
  data: T;
}

function llamar<T>(
  method: 'GET' | 'POST',
  path: string,
  {
    cliente,
    payload,
    ip = '127.0.0.1',
    cookie,
  }: { cliente?: ClientePrueba; payload?: unknown; ip?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse & { cuerpo: Envelope<T> }> {
  return t.app
    .inject({
      method,
      url: `${API}${path}`,
      remoteAddress: ip,
      headers: {
        host: HOST,
        origin: ORIGEN,
        'user-agent': CHROME_ANDROID,
        ...(cliente ? { 'auth-token': tokens.get(cliente.idCliente)! } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    .then((res) => Object.assign(res, { cuerpo: res.json<Envelope<T>>() }));
}

const opcionesRegistro = async (c: ClientePrueba) => {
  const res = await llamar<OpcionesRegistroLlave>('POST', '/cliente/llavesAcceso/opciones', {
    cliente: c,
    payload: {},
  });
  expect(res.cuerpo.codigo).toBe(0);
  return res.cuerpo.data;
};
const opcionesAcceso = async (ip = '127.0.0.1') => {
  const res = await llamar<OpcionesAccesoLlave>('POST', '/user/llaveAcceso/opciones', { payload: {}, ip });
  expect(res.cuerpo.codigo).toBe(0);
  return res.cuerpo.data;
};
const registrar = (c: ClientePrueba, respuesta: unknown) =>
  llamar<{ idLlave: number; dispositivo: string }>('POST', '/cliente/llavesAcceso', {
    cliente: c,
    payload: { respuesta },
  });
const acceder = (respuesta: unknown, ip = '127.0.0.1', cookie?: string) =>
  llamar<{ token: string }>('POST', '/user/llaveAcceso', {
    payload: { respuesta },
    ip,
    ...(cookie ? { cookie } : {}),
  });
const listar = async (c: ClientePrueba) => {
  const res = await llamar<{
    llaves: { idLlave: number; dispositivo: string; creadaEl: string; ultimoUso: string | null }[];
  }>('GET', '/cliente/llavesAcceso', { cliente: c });
  expect(res.cuerpo.codigo).toBe(0);
  return res.cuerpo.data.llaves;
};

/** A passkey of `c`, created through the API. */
async function llaveDe(c: ClientePrueba): Promise<Autenticador> {
  const a = new Autenticador();
  const res = await registrar(c, a.crear(await opcionesRegistro(c)));
  expect(res.cuerpo).toMatchObject({ codigo: 0 });
  return a;
}

const historial = async (c: ClientePrueba) =>
  (
    await t.db.query<{ descripcion: string }>(
      "SELECT descripcion FROM historial_cambios WHERE id_cliente = $1 AND tipo = 'LLAVE_ACCESO' ORDER BY id_cambio",
      [c.idCliente],
    )
  ).map((r) => r.descripcion);

describe('creating a passkey in Mis datos and logging in with it', () => {
  it('offers a discoverable, user-verified key for this host, without the NIF as user handle', async () => {
    const o = await opcionesRegistro(sara);
    expect(o.rp).toEqual({ id: 'localhost', name: 'Área Cliente' });
    expect(o.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(o.attestation).toBe('none');
    expect(o.user.name).toBe(sara.nif);
    expect(Buffer.from(o.user.id, 'base64url')).toHaveLength(32);
    expect(o.user.id).not.toContain(b64u(sara.nif));
    expect(o.timeout).toBe(RETO_MS);
    // The same handle every time: a device asked again replaces its key.
    expect((await opcionesRegistro(sara)).user.id).toBe(o.user.id);
  });

  it("the software authenticator's answers are what the contract takes from a browser", async () => {
    const a = new Autenticador();
    expect(v.is(RespuestaRegistroLlaveSchema, a.crear(await opcionesRegistro(sara)))).toBe(true);
    expect(v.is(RespuestaAccesoLlaveSchema, a.firmar(b64u(randomBytes(32))))).toBe(true);
    expect(v.is(RespuestaAccesoLlaveSchema, { ...a.firmar('x'), id: 'no base64url!' })).toBe(false);
  });

  it('needs a session for creating, listing and removing', async () => {
    for (const [method, path] of [
      ['POST', '/cliente/llavesAcceso/opciones'],
      ['POST', '/cliente/llavesAcceso'],
      ['GET', '/cliente/llavesAcceso'],
      ['POST', '/cliente/llavesAcceso/1/eliminar'],
      ['POST', '/cliente/llavesAcceso/confirmacion'],
    ] as const) {
      const res = await llamar(method, path, method === 'POST' ? { payload: {} } : {});
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('creates one, lists it with its device and date, writes the history, then logs in with it', async () => {
    const a = new Autenticador();
    const creada = await registrar(lucia, a.crear(await opcionesRegistro(lucia)));
    expect(creada.cuerpo.codigo).toBe(0);
    expect(creada.cuerpo.data).toMatchObject({ dispositivo: 'Chrome en Android', ultimoUso: null });
    const [llave] = await listar(lucia);
    expect(llave).toMatchObject({
      idLlave: creada.cuerpo.data.idLlave,
      dispositivo: 'Chrome en Android',
      ultimoUso: null,
    });
    expect(Math.abs(new Date(llave!.creadaEl).getTime() - t.clock.now().getTime())).toBeLessThan(1000);
    expect(await historial(lucia)).toEqual(['Llave de acceso creada (Chrome en Android)']);

    // Login: no NIF, no session; the answer is a session token and the 'known device' cookie.
    const o = await opcionesAcceso();
    expect(o.allowCredentials ?? []).toEqual([]);
    expect(o.userVerification).toBe('required');
    expect(o.rpId).toBe('localhost');
    const res = await acceder(a.firmar(o.challenge));
    expect(res.cuerpo.codigo).toBe(0);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^__Host-dispositivo=[\w-]{43}; Path=\/; .*HttpOnly; Secure; SameSite=Strict$/,
    );
    const cliente = await t.app.inject({
      method: 'GET',
      url: `${API}/cliente`,
      headers: { 'auth-token': res.cuerpo.data.token },
    });
    expect(cliente.json()).toMatchObject({ codigo: 0, data: { idCliente: lucia.idCliente } });
    const [usada] = await listar(lucia);
    expect(usada!.ultimoUso).not.toBeNull();
    const { contador } = await t.db.one<{ contador: string | number }>(
      'SELECT contador FROM llaves_acceso WHERE id_llave = $1',
      [usada!.idLlave],
    );
    expect(Number(contador)).toBe(1);
  });

  it("sends '¿Has sido tú?' from a browser new to the customer, not from a known one", async () => {
    const avisos = async () =>
      (
        await t.db.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM notificaciones WHERE evento = 'ACCESO_NUEVO' AND id_cliente = $1",
          [javier.idCliente],
        )
      ).n;
    const a = await llaveDe(javier);
    const antes = await avisos();
    const nuevo = await acceder(a.firmar((await opcionesAcceso()).challenge));
    expect(nuevo.cuerpo.codigo).toBe(0);
    expect(await avisos()).toBeGreaterThan(antes);
    const tras = await avisos();
    const cookie = String(nuevo.headers['set-cookie']).split(';')[0]!;
    expect(
      (await acceder(a.firmar((await opcionesAcceso()).challenge), '127.0.0.1', cookie)).cuerpo.codigo,
    ).toBe(0);
    expect(await avisos()).toBe(tras);
  });

  it('names the key by its provider when the authenticator says which', () => {
    expect(etiquetaLlave('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', 'Chrome en Android')).toBe(
      'Gestor de contraseñas de Google',
    );
    expect(etiquetaLlave('00000000-0000-0000-0000-000000000000', 'Safari en iPhone')).toBe(
      'Safari en iPhone',
    );
    expect(etiquetaLlave('00000000-0000-0000-0000-000000000000', null)).toBe('Llave de acceso');
  });

  it('refuses a key created for another page origin, without user verification, or twice', async () => {
    const o = await opcionesRegistro(javier);
    const ajena = new Autenticador();
    const res = await registrar(javier, ajena.crear(o, { origen: 'https://phishing.example' }));
    expect(res.cuerpo).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_LLAVE.NO_VALIDA });
    // The challenge was spent by that answer: a second try needs new options.
    const otra = await registrar(javier, new Autenticador().crear(o));
    expect(otra.cuerpo.mensaje).toBe(MENSAJE_LLAVE.CADUCADA);
    const a = await llaveDe(javier);
    const repetida = await registrar(javier, a.crear(await opcionesRegistro(javier)));
    expect(repetida.cuerpo.mensaje).toBe(MENSAJE_LLAVE.YA_REGISTRADA);
    // An existing key is excluded from new creations.
    expect((await opcionesRegistro(javier)).excludeCredentials?.map((d) => d.id)).toContain(a.id);
  });

  it("refuses another customer's registration challenge", async () => {
    const deLucia = await opcionesRegistro(lucia);
    const res = await registrar(javier, new Autenticador().crear(deLucia));
    expect(res.cuerpo.mensaje).toBe(MENSAJE_LLAVE.CADUCADA);
  });
});

describe('refusals at login', () => {
  let a: Autenticador;
  beforeAll(async () => {
    a = await llaveDe(sara);
  });

  it('refuses an answer over a challenge the API never issued', async () => {
    const res = await acceder(a.firmar(b64u(randomBytes(32))));
    expect(res.cuerpo).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_LLAVE.CADUCADA,
      data: null,
    });
  });

  it('refuses a replayed answer: each challenge logs in once', async () => {
    const respuesta = a.firmar((await opcionesAcceso()).challenge);
    expect((await acceder(respuesta)).cuerpo.codigo).toBe(0);
    expect((await acceder(respuesta)).cuerpo).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_LLAVE.CADUCADA,
    });
  });

  it('refuses a challenge older than five minutes', async () => {
    const o = await opcionesAcceso();
    t.clock.advance(RETO_MS + 1000);
    expect((await acceder(a.firmar(o.challenge))).cuerpo.mensaje).toBe(MENSAJE_LLAVE.CADUCADA);
  });

  it('refuses a counter that goes back (a cloned key)', async () => {
    expect((await acceder(a.firmar((await opcionesAcceso()).challenge, { paso: 5 }))).cuerpo.codigo).toBe(0);
    const clon = a.firmar((await opcionesAcceso()).challenge, { paso: -2 });
    expect((await acceder(clon)).cuerpo).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_LLAVE.ACCESO,
    });
  });

  it('refuses an unknown credential, a wrong signature and an answer without user verification', async () => {
    const desconocida = new Autenticador();
    expect((await acceder(desconocida.firmar((await opcionesAcceso()).challenge))).cuerpo.mensaje).toBe(
      MENSAJE_LLAVE.ACCESO,
    );
    const firmada = a.firmar((await opcionesAcceso()).challenge);
    const otraFirma = desconocida.firmar('x');
    const manipulada = {
      ...firmada,
      response: { ...firmada.response, signature: otraFirma.response.signature },
    };
    expect((await acceder(manipulada)).cuerpo.mensaje).toBe(MENSAJE_LLAVE.ACCESO);
    const sinUv = a.firmar((await opcionesAcceso()).challenge, { flags: FLAG.UP });
    expect((await acceder(sinUv)).cuerpo.mensaje).toBe(MENSAJE_LLAVE.ACCESO);
  });

  it('refuses a login answer from a page of another origin', async () => {
    const res = await acceder(
      a.firmar((await opcionesAcceso()).challenge, { origen: 'https://phishing.example' }),
    );
    expect(res.cuerpo.mensaje).toBe(MENSAJE_LLAVE.ACCESO);
  });

  it("spends the address's login budget like wrong passwords, and a blocked address checks nothing", async () => {
    const ip = '203.0.113.7';
    // The test app allows 50 failures per address in the window.
    for (let i = 0; i < 50; i++) {
      const res = await acceder(new Autenticador().firmar(b64u(randomBytes(32))), ip);
      expect(res.cuerpo.codigo, `attempt ${i + 1}`).toBe(Codigo.ERROR_NEGOCIO);
    }
    // Now even a valid key is refused unchecked from that address, and so is a password.
    const valida = await acceder(a.firmar((await opcionesAcceso(ip)).challenge), ip);
    expect(valida.cuerpo).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_LLAVE.MUCHOS_INTENTOS,
    });
    const clave = await t.app.inject({
      method: 'POST',
      url: `${API}/user/auth`,
      payload: { username: bloqueada.nif, password: bloqueada.clave },
      remoteAddress: ip,
    });
    expect(clave.json().mensaje).toBe(MENSAJES_BLOQUEO.conexionBloqueada(15 * 60));
    // Another address logs in.
    expect((await acceder(a.firmar((await opcionesAcceso()).challenge))).cuerpo.codigo).toBe(0);
  });

  it('gives the unit back on success, so logging in with a key costs the address nothing', async () => {
    const ip = '203.0.113.8';
    for (let i = 0; i < 60; i++) {
      const res = await acceder(a.firmar((await opcionesAcceso(ip)).challenge), ip);
      expect(res.cuerpo.codigo, `login ${i + 1}`).toBe(0);
      if (i % 25 === 24) t.clock.advance(61_000); // the per-address budget of prompts (30 a minute)
    }
  });
});

describe('removing a passkey', () => {
  it("removes one's own with a history line; another customer's answers like a missing one", async () => {
    const antes = (await listar(javier)).map((l) => l.idLlave);
    await llaveDe(javier);
    const deJavier = (await listar(javier)).find((l) => !antes.includes(l.idLlave))!;
    const ajena = await llamar('POST', `/cliente/llavesAcceso/${deJavier.idLlave}/eliminar`, {
      cliente: lucia,
      payload: {},
    });
    expect(ajena.statusCode).toBe(404);
    expect(ajena.cuerpo).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: Mensaje.NO_ENCONTRADO });
    expect((await listar(javier)).map((l) => l.idLlave)).toContain(deJavier.idLlave);
    const propia = await llamar('POST', `/cliente/llavesAcceso/${deJavier.idLlave}/eliminar`, {
      cliente: javier,
      payload: {},
    });
    expect(propia.cuerpo.codigo).toBe(0);
    expect((await listar(javier)).map((l) => l.idLlave)).not.toContain(deJavier.idLlave);
    expect((await historial(javier)).at(-1)).toBe('Llave de acceso eliminada (Chrome en Android)');
    const otraVez = await llamar('POST', `/cliente/llavesAcceso/${deJavier.idLlave}/eliminar`, {
      cliente: javier,
      payload: {},
    });
    expect(otraVez.statusCode).toBe(404);
  });

  it('a removed key no longer logs in', async () => {
    const c = (await sembrar(t, (d) => d.cliente())) as ClientePrueba;
    tokens.set(c.idCliente, await entrar(t.app, c));
    const a = await llaveDe(c);
    const [llave] = await listar(c);
    await llamar('POST', `/cliente/llavesAcceso/${llave!.idLlave}/eliminar`, { cliente: c, payload: {} });
    expect((await acceder(a.firmar((await opcionesAcceso()).challenge))).cuerpo.mensaje).toBe(
      MENSAJE_LLAVE.ACCESO,
    );
  });
});

describe('the second factor (verificarLlaveDeAcceso)', () => {
  const opcionesConfirmacion = async (c: ClientePrueba) =>
    (
      await llamar<OpcionesAccesoLlave>('POST', '/cliente/llavesAcceso/confirmacion', {
        cliente: c,
        payload: {},
      })
    ).cuerpo;

  it("accepts the customer's own key over a confirmation challenge, once", async () => {
    const c = (await sembrar(t, (d) => d.cliente())) as ClientePrueba;
    tokens.set(c.idCliente, await entrar(t.app, c));
    expect(await opcionesConfirmacion(c)).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_LLAVE.SIN_LLAVES,
    });
    const a = await llaveDe(c);
    const o = (await opcionesConfirmacion(c)).data;
    expect(o.allowCredentials?.map((d) => d.id)).toEqual([a.id]);
    expect(o.userVerification).toBe('required');
    const respuesta = a.firmar(o.challenge);
    await expect(verificarLlaveDeAcceso(t.app, c.idCliente, respuesta)).resolves.toBeUndefined();
    await expect(verificarLlaveDeAcceso(t.app, c.idCliente, respuesta)).rejects.toMatchObject({
      mensaje: MENSAJE_LLAVE.CADUCADA,
    });
  });

  it("refuses another customer's key, another customer's challenge and a login challenge", async () => {
    const [c, otro] = (await sembrar(t, async (d) => [
      await d.cliente(),
      await d.cliente(),
    ])) as ClientePrueba[];
    for (const x of [c!, otro!]) tokens.set(x.idCliente, await entrar(t.app, x));
    const suya = await llaveDe(c!);
    const ajena = await llaveDe(otro!);
    const o = (await opcionesConfirmacion(c!)).data;
    await expect(
      verificarLlaveDeAcceso(t.app, c!.idCliente, ajena.firmar(o.challenge)),
    ).rejects.toMatchObject({
      mensaje: MENSAJE_LLAVE.NO_VALIDA,
    });
    const deOtro = (await opcionesConfirmacion(otro!)).data;
    await expect(
      verificarLlaveDeAcceso(t.app, c!.idCliente, suya.firmar(deOtro.challenge)),
    ).rejects.toMatchObject({
      mensaje: MENSAJE_LLAVE.CADUCADA,
    });
    const deAcceso = await opcionesAcceso();
    await expect(
      verificarLlaveDeAcceso(t.app, c!.idCliente, suya.firmar(deAcceso.challenge)),
    ).rejects.toMatchObject({
      mensaje: MENSAJE_LLAVE.CADUCADA,
    });
  });
});

describe('the relying party and the retention of challenges', () => {
  it("is the public address in production, whatever the request's host; the request's host in the demo", () => {
    const origen = { protocol: 'https', host: 'evil.example', origin: 'https://evil.example' };
    const produccion = configFromEnv({
      ...PRODUCTION_ENV,
      AREA_CLIENTE_URL: 'https://area.example.com/area-cliente/',
    });
    expect(relyingParty(produccion, origen)).toEqual({
      rpId: 'area.example.com',
      origenes: ['https://area.example.com'],
    });
    expect(
      relyingParty(testConfig(), {
        protocol: 'http',
        host: 'localhost:3000',
        origin: 'http://localhost:8080',
      }),
    ).toEqual({
      rpId: 'localhost',
      origenes: ['http://localhost:3000', 'http://localhost:8080'],
    });
    expect(
      relyingParty(testConfig(), { protocol: 'http', host: 'localhost:3000', origin: 'http://evil.example' }),
    ).toEqual({
      rpId: 'localhost',
      origenes: ['http://localhost:3000'],
    });
  });

  it('purges challenges once expired', async () => {
    await opcionesAcceso('198.51.100.1');
    const quedan = async () =>
      (
        await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM llaves_retos WHERE expires_at > $1', [
          t.clock.now(),
        ])
      ).n;
    expect(await quedan()).toBeGreaterThan(0);
    const despues = new Date(t.clock.now().getTime() + RETO_MS + 1000);
    expect((await purgeExpired(t.db, despues))?.retosLlave).toBeGreaterThan(0);
    expect(
      (
        await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM llaves_retos WHERE expires_at <= $1', [
          despues,
        ])
      ).n,
    ).toBe(0);
  });
});

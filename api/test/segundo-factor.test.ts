import { type AccionSegundoFactor, Codigo, PinSegundoFactorSchema } from '@area-cliente/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJE_CAMBIOS } from '../src/services/cliente-cambios';
import { MENSAJE_SEGUNDO_FACTOR, SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';
import { pedirPin, pinPara, ultimoPin } from './segundo-factor-pin';

/*
 * The second factor of the sensitive changes (services/segundo-factor.ts), the same for each of them:
 * the password alone never confirms one; a PIN is good for one action, one session, five attempts,
 * and one change however many requests carry it.
 */

let t: TestApp;
/** One customer per change (each with two cars renewing in 40 days), and one more. */
const clientes: Partial<Record<AccionSegundoFactor, ClientePrueba>> = {};
const coches: Record<number, [number, number]> = {};
let otro: ClientePrueba;
let sinTelefono: ClientePrueba;
const ACCIONES = ['cuenta-cobro', 'direccion', 'email', 'telefono', 'no-renovar'] as const;

beforeAll(async () => {
  t = await startApp();
  await sembrar(t, async (d) => {
    for (const accion of [...ACCIONES, 'otro', 'sin-telefono'] as const) {
      const c = await d.cliente();
      const uno = await d.poliza(c, 'VEH', { efecto: -325 });
      const dos = await d.poliza(c, 'VEH', { efecto: -325 });
      coches[c.idCliente] = [uno.idPoliza, dos.idPoliza];
      if (accion === 'otro') otro = c;
      else if (accion === 'sin-telefono') sinTelefono = c;
      else clientes[accion] = c;
    }
  });
  await t.db.query('UPDATE clientes SET telefono = NULL WHERE id_cliente = $1', [sinTelefono.idCliente]);
});
afterAll(() => t.close());

const post = (path: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });

/** Each change as 'Mis datos' or the policy screen sends it; `n` picks one of two different changes. */
const CAMBIO: Record<(typeof ACCIONES)[number], (c: ClientePrueba, n: number) => [string, object]> = {
  'cuenta-cobro': (c, n) => [
    '/cliente/cuentaCobro',
    {
      iban: ['ES18 0182 1234 8612 3456 7890', 'ES60 0049 1500 0512 3456 7892'][n],
      polizas: [coches[c.idCliente]![0]],
    },
  ],
  direccion: (_, n) => [
    '/cliente/direccion',
    {
      via: 'Calle de Atocha',
      numero: String(10 + n),
      codPostal: '28012',
      poblacion: 'Madrid',
      provincia: '28',
      polizas: [],
    },
  ],
  email: (_, n) => ['/cliente/actualizaEmail', { email: `nuevo.${n}@example.com`, polizas: [] }],
  telefono: (_, n) => ['/cliente/actualizaTelefono', { telefono: `61100000${n}`, polizas: [] }],
  'no-renovar': (c, n) => [`/polizas/${coches[c.idCliente]![n]}/noRenovar`, {}],
};

/** The phone on record now (a phone change moves the next PIN to the new one). */
const telefonoDe = async (c: ClientePrueba) =>
  (await t.db.one<{ telefono: string }>('SELECT telefono FROM clientes WHERE id_cliente = $1', [c.idCliente]))
    .telefono;
/** The customer's changes so far, as their history counts them. */
const cambiosDe = async (c: ClientePrueba) =>
  Number(
    (
      await t.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM historial_cambios WHERE id_cliente = $1',
        [c.idCliente],
      )
    ).n,
  );
const negocio = (res: LightMyRequestResponse, mensaje: string) =>
  expect(res.json(), res.body).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });
const otroPin = (pin: string) => (pin === '000000' ? '111111' : '000000');

describe.each(ACCIONES)('the change %s', (accion) => {
  let c: ClientePrueba;
  let token: string;
  let path: string;
  let body: object;
  const pin = async (sesion = token) => pinPara(t, sesion, await telefonoDe(c), accion);
  beforeAll(async () => {
    c = clientes[accion]!;
    token = await entrar(t.app, c);
    [path, body] = CAMBIO[accion](c, 0);
  });

  it('refuses the password alone, right or wrong, and nothing at all, with the SMS step named', async () => {
    for (const sinFactor of [{ passwordActual: CLAVE }, { passwordActual: 'Otra-2024-x' }, {}]) {
      negocio(await post(path, token, { ...body, ...sinFactor }), MENSAJE_SEGUNDO_FACTOR.REQUERIDO);
    }
    expect(MENSAJE_SEGUNDO_FACTOR.REQUERIDO).toBe(
      'Para confirmar este cambio te enviamos un código por SMS: escríbelo para continuar.',
    );
    expect(await cambiosDe(c)).toBe(0);
  });

  it('counts wrong PINs: the fifth locks the PIN, even for the right one after it', async () => {
    const correcto = await pin();
    for (let i = 1; i < SEGUNDO_FACTOR.pinIntentos; i++) {
      negocio(
        await post(path, token, { ...body, pin: otroPin(correcto) }),
        MENSAJE_SEGUNDO_FACTOR.PIN_INCORRECTO,
      );
    }
    negocio(await post(path, token, { ...body, pin: otroPin(correcto) }), MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO);
    negocio(await post(path, token, { ...body, pin: correcto }), MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO);
    expect(await cambiosDe(c)).toBe(0);
  });

  it('refuses a PIN asked for another action', async () => {
    const otraAccion = accion === 'email' ? 'telefono' : 'email';
    const ajeno = await pinPara(t, token, await telefonoDe(c), otraAccion);
    negocio(await post(path, token, { ...body, pin: ajeno }), MENSAJE_SEGUNDO_FACTOR.PIN_OTRA_ACCION);
    expect(await cambiosDe(c)).toBe(0);
  });

  it("refuses a PIN of another session of the customer's, and another customer's PIN", async () => {
    const correcto = await pin();
    const otraSesion = await entrar(t.app, c);
    negocio(await post(path, otraSesion, { ...body, pin: correcto }), MENSAJE_SEGUNDO_FACTOR.PIN_SIN_ENVIAR);
    const suyo = await entrar(t.app, otro);
    const [pathOtro, bodyOtro] = CAMBIO[accion](otro, 0);
    negocio(
      await post(pathOtro, suyo, { ...bodyOtro, pin: correcto }),
      MENSAJE_SEGUNDO_FACTOR.PIN_SIN_ENVIAR,
    );
    expect(await cambiosDe(c)).toBe(0);
    expect(await cambiosDe(otro)).toBe(0);
  });

  it('makes the change with the right PIN, once: the same PIN again is refused', async () => {
    const correcto = await pin();
    expect((await post(path, token, { ...body, pin: correcto })).json()).toMatchObject({ codigo: Codigo.OK });
    expect(await cambiosDe(c)).toBe(1);
    const [path2, body2] = CAMBIO[accion](c, 1);
    negocio(await post(path2, token, { ...body2, pin: correcto }), MENSAJE_SEGUNDO_FACTOR.PIN_USADO);
    expect(await cambiosDe(c)).toBe(1);
  });

  it('20 requests at once with the right PIN make exactly one change', { tags: ['engine'] }, async () => {
    const [path2, body2] = CAMBIO[accion](c, 1);
    const conPin = { ...body2, pin: await pin() };
    const antes = await cambiosDe(c);
    // The renewal's own budget (30 requests an hour) is not what this counts.
    await t.db.query("DELETE FROM limites WHERE clave LIKE 'solicitud-baja:%'");
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(path2, token, conPin)));
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(answers.filter((a) => a.json().codigo === Codigo.OK)).toHaveLength(1);
    // The others found the PIN spent or out of attempts (or, for the phone, the number already changed).
    const refusals: string[] = [
      MENSAJE_SEGUNDO_FACTOR.PIN_USADO,
      MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO,
      MENSAJE_CAMBIOS.TELEFONO_IGUAL,
    ];
    for (const a of answers.filter((x) => x.json().codigo !== Codigo.OK)) {
      expect(refusals).toContain(a.json().mensaje);
    }
    expect((await cambiosDe(c)) - antes).toBe(1);
  });
});

describe('POST /cliente/segundoFactor/pin', () => {
  it('sends an SMS naming the action to the phone on record and answers it masked, with the times', async () => {
    const textos: Record<AccionSegundoFactor, string> = {
      'cuenta-cobro': 'el cambio de cuenta de cobro',
      direccion: 'el cambio de dirección postal',
      email: 'el cambio de e-mail',
      telefono: 'el cambio de teléfono móvil',
      'no-renovar': 'que no se renueve tu póliza',
      desistimiento: 'el desistimiento de tu póliza',
      suplemento: 'la modificación de tu póliza',
    };
    const token = await entrar(t.app, otro);
    for (const [accion, que] of Object.entries(textos) as [AccionSegundoFactor, string][]) {
      await t.db.query("DELETE FROM limites WHERE clave LIKE 'pin-segundo-factor:%'");
      t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
      const now = t.clock.now().getTime();
      const res = await pedirPin(t, token, accion);
      const data = v.parse(PinSegundoFactorSchema, res.json().data);
      expect(data.telefonoEnmascarado).toBe(`*** *** ${otro.telefono.slice(-3)}`);
      // Instants in whole seconds (Madrid time with its offset).
      expect(Math.abs(Date.parse(data.caducaEn) - now - 10 * 60_000)).toBeLessThan(1000);
      expect(Math.abs(Date.parse(data.reenvioEn) - now - 60_000)).toBeLessThan(1000);
      const pin = (await ultimoPin(t, otro.telefono))!;
      const [sms] = await t.db.query<{ texto: string }>(
        'SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT 1',
        [otro.telefono],
      );
      expect(sms!.texto).toBe(`Tu código para confirmar ${que} es ${pin}. No lo compartas con nadie.`);
    }
  });

  it('waits a minute before another PIN, and sends at most 3 an hour per customer, counted in the database', async () => {
    await t.db.query("DELETE FROM limites WHERE clave LIKE 'pin-segundo-factor:%'");
    t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    const [una, otra] = [await entrar(t.app, otro), await entrar(t.app, otro)];
    expect((await pedirPin(t, una, 'email')).json().codigo).toBe(Codigo.OK);
    const pronto = await pedirPin(t, una, 'email');
    expect(pronto.json().mensaje).toMatch(/^Espera (60|59) segundos para pedir otro código\.$/);
    // Another session of the same customer waits for nothing, but spends the same budget.
    expect((await pedirPin(t, otra, 'email')).json().codigo).toBe(Codigo.OK);
    t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    expect((await pedirPin(t, una, 'email')).json().codigo).toBe(Codigo.OK);
    t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    negocio(await pedirPin(t, otra, 'email'), MENSAJE_SEGUNDO_FACTOR.DEMASIADOS_PINES);
    const limite = await t.db.one<{ contador: number }>('SELECT contador FROM limites WHERE clave = $1', [
      `pin-segundo-factor:${otro.idCliente}`,
    ]);
    expect(Number(limite.contador)).toBe(SEGUNDO_FACTOR.pinesPorHora);
  });

  it('spends no PIN when the SMS provider fails or times out: a clear message, and the customer asks again at once', async () => {
    await t.db.query("DELETE FROM limites WHERE clave LIKE 'pin-segundo-factor:%'");
    t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    const token = await entrar(t.app, otro);
    const caido = vi
      .spyOn(t.app.sms, 'send')
      .mockRejectedValueOnce(new Error('SMS gateway answered 503'))
      .mockRejectedValueOnce(new Error('SMS gateway timed out'))
      .mockRejectedValueOnce(new Error('SMS gateway answered 500'));
    for (let i = 0; i < 3; i++)
      negocio(await pedirPin(t, token, 'email'), MENSAJE_SEGUNDO_FACTOR.SMS_NO_ENVIADO);
    caido.mockRestore();
    expect(MENSAJE_SEGUNDO_FACTOR.SMS_NO_ENVIADO).toBe(
      'No hemos podido enviarte el SMS. Inténtalo de nuevo en unos minutos.',
    );
    // No resend wait and the hour's three PINs all still there.
    for (let i = 0; i < SEGUNDO_FACTOR.pinesPorHora; i++) {
      expect((await pedirPin(t, token, 'email')).json().codigo).toBe(Codigo.OK);
      t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    }
  });

  it('lets a PIN expire after 10 minutes', async () => {
    await t.db.query("DELETE FROM limites WHERE clave LIKE 'pin-segundo-factor:%'");
    const token = await entrar(t.app, otro);
    const pin = await pinPara(t, token, otro.telefono, 'email');
    t.clock.advance(SEGUNDO_FACTOR.pinTtlMs);
    negocio(
      await post('/cliente/actualizaEmail', token, { email: 'tarde@example.com', polizas: [], pin }),
      MENSAJE_SEGUNDO_FACTOR.PIN_CADUCADO,
    );
  });

  it('tells a customer without a mobile phone on record to call Atención al Cliente', async () => {
    const token = await entrar(t.app, sinTelefono);
    negocio(await pedirPin(t, token, 'direccion'), MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO);
    const [path, body] = CAMBIO.direccion(sinTelefono, 0);
    negocio(await post(path, token, { ...body, passwordActual: CLAVE }), MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO);
    expect(MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO).toContain('Llama a Atención al Cliente');
  });

  it('refuses an action it does not know, and answers no one without a session', async () => {
    const token = await entrar(t.app, otro);
    expect((await post('/cliente/segundoFactor/pin', token, { accion: 'clave' })).statusCode).toBe(400);
    const anonimo = await t.app.inject({
      method: 'POST',
      url: `${API}/cliente/segundoFactor/pin`,
      payload: { accion: 'email' },
    });
    expect(anonimo.statusCode).toBe(401);
  });
});

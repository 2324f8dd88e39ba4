import { Codigo, DireccionPostalSchema, HistorialCambiosSchema } from '@area-cliente/shared/contract';
import { DIRECCION_RIESGO_NO_ONLINE } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_DIRECCION } from '../src/services/direccion';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

let t: TestApp;
let lucia: string;
let cliente: ClientePrueba;
let otroCliente: ClientePrueba;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  // A client in Madrid with a car, a home and two business policies, and another client with a car.
  [cliente, otroCliente] = await sembrar(t, async (d) => {
    const c = await d.cliente({
      direccion: 'Calle de Alcalá 120, 3º B',
      via: 'Calle de Alcalá',
      numero: '120',
      piso_puerta: '3º B',
      cod_postal: '28009',
      poblacion: 'Madrid',
      provincia: 'Madrid',
    });
    ids.coche = (await d.poliza(c, 'VEH')).idPoliza;
    await d.poliza(c, 'HOG');
    await d.poliza(c, 'NEG');
    await d.poliza(c, 'NEG');
    const o = await d.cliente();
    ids.ajena = (await d.poliza(o, 'VEH')).idPoliza;
    return [c, o];
  });
  lucia = await entrar(t.app, cliente);
});
afterAll(() => t.close());

const post = (path: string, payload: object, token = lucia) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const historial = async (token = lucia) =>
  v.parse(HistorialCambiosSchema, (await get(t.app, '/cliente/historialCambios', token)).json().data).cambios;
const direccion = async (token = lucia) =>
  v.parse(DireccionPostalSchema, (await get(t.app, '/cliente/direccion', token)).json().data);

const NUEVA = {
  via: 'Calle de Atocha',
  numero: '34',
  pisoPuerta: '2º izda.',
  codPostal: '28012',
  poblacion: 'Madrid',
  provincia: '28',
};
/** A PIN for the address change of the session `token` (Lucía's by default). */
const pin = (token = lucia) => pinPara(t, token, cliente.telefono, 'direccion');

describe('GET /cliente/direccion', () => {
  it("answers the address in parts and the caller's in-force policies, home and business marked", async () => {
    const d = await direccion();
    expect(d.direccion).toEqual({
      via: 'Calle de Alcalá',
      numero: '120',
      pisoPuerta: '3º B',
      codPostal: '28009',
      poblacion: 'Madrid',
      provincia: '28',
    });
    expect(d.linea).toBe('Calle de Alcalá 120, 3º B, 28009 Madrid');
    const hogar = d.polizas.find((p) => p.numPoliza.startsWith('HOG'));
    expect(hogar?.direccionEsRiesgo).toBe(true);
    expect(d.polizas.filter((p) => p.numPoliza.startsWith('NEG')).every((p) => p.direccionEsRiesgo)).toBe(
      true,
    );
    expect(d.polizas.find((p) => p.numPoliza.startsWith('AUT'))?.direccionEsRiesgo).toBe(false);
  });
});

describe('POST /cliente/direccion', () => {
  it('refuses a postcode of another province, out of range or malformed, with a clear message', async () => {
    const cases: [string, string, string][] = [
      [
        '08001',
        '28',
        'El código postal 08001 es de Barcelona, no de Madrid. Revisa el código postal o la provincia',
      ],
      [
        '53001',
        '28',
        'El código postal 53001 no existe: sus dos primeras cifras deben ir de 01 a 52 (la provincia)',
      ],
      [
        '00123',
        '28',
        'El código postal 00123 no existe: sus dos primeras cifras deben ir de 01 a 52 (la provincia)',
      ],
      ['2801', '28', 'El código postal tiene 5 cifras, por ejemplo 28009'],
    ];
    for (const [codPostal, provincia, mensaje] of cases) {
      const res = await post('/cliente/direccion', { ...NUEVA, codPostal, provincia, polizas: [] });
      expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });
    }
    expect((await direccion()).direccion?.codPostal).toBe('28009');
  });

  it("answers another customer's policy exactly like a missing one, changing nothing", async () => {
    const ajena = ids.ajena!;
    const foreign = await post('/cliente/direccion', { ...NUEVA, polizas: [ajena] });
    const missing = await post('/cliente/direccion', { ...NUEVA, polizas: [99_999_999] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await direccion()).direccion?.via).toBe('Calle de Alcalá');
  });

  it("refuses a home policy's insured address, saying why", async () => {
    const hogar = (await direccion()).polizas.find((p) => p.direccionEsRiesgo)!.idPoliza;
    const res = await post('/cliente/direccion', { ...NUEVA, polizas: [hogar] });
    expect(res.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: DIRECCION_RIESGO_NO_ONLINE,
      data: null,
    });
  });

  it('refuses the password alone, right or wrong: the SMS code confirms it', async () => {
    for (const passwordActual of [CLAVE, 'otra-cosa']) {
      const res = await post('/cliente/direccion', { ...NUEVA, polizas: [], passwordActual });
      expect(res.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: MENSAJE_SEGUNDO_FACTOR.REQUERIDO,
        data: null,
      });
    }
    expect((await direccion()).direccion?.via).toBe('Calle de Alcalá');
  });

  it('changes the record and the chosen policies, and writes one history line', async () => {
    const coche = ids.coche!;
    const res = await post('/cliente/direccion', { ...NUEVA, polizas: [coche], pin: await pin() });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    const d = v.parse(DireccionPostalSchema, res.json().data);
    expect(d.linea).toBe('Calle de Atocha 34, 2º izda., 28012 Madrid');
    const cliente = (await get(t.app, '/cliente', lucia)).json().data;
    expect(cliente.direccion).toBe('Calle de Atocha 34, 2º izda., 28012 Madrid');
    const veh = (await get(t.app, `/polizas-veh/${coche}`, lucia)).json().data;
    expect(veh.direccionTomador).toBe('Calle de Atocha 34, 2º izda., 28012 Madrid');
    const [ultimo] = await historial();
    expect(ultimo).toMatchObject({
      tipo: 'DIRECCION',
      descripcion: 'Dirección postal cambiada a una en 28012 Madrid y en 1 póliza',
      idPoliza: null,
    });
  });

  it('refuses the address already on record', async () => {
    const res = await post('/cliente/direccion', { ...NUEVA, polizas: [], pin: await pin() });
    expect(res.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_DIRECCION.IGUAL,
      data: null,
    });
  });

  it(
    '20 identical changes at once with the right PIN apply once: one final address, one history line',
    { tags: ['engine'] },
    async () => {
      const token = await entrar(t.app, cliente);
      const antes = (await historial()).length;
      const otra = { ...NUEVA, via: 'Calle del Prado', numero: '5', pisoPuerta: '', polizas: [] };
      const conPin = { ...otra, pin: await pin(token) };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post('/cliente/direccion', conPin, token).then((r) => r.json())),
      );
      expect(answers.filter((a) => a.codigo === Codigo.OK)).toHaveLength(1);
      // The others: the PIN was spent, or its attempts were (never a lock of the account).
      for (const a of answers.filter((x) => x.codigo !== Codigo.OK)) {
        expect(a).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO });
        expect([MENSAJE_SEGUNDO_FACTOR.PIN_USADO, MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO]).toContain(a.mensaje);
      }
      expect((await direccion()).linea).toBe('Calle del Prado 5, 28012 Madrid');
      const cambios = await historial();
      expect(cambios.length - antes).toBe(1);
    },
  );

  it('allows five changes a day, counted in the database', async () => {
    const limite = await t.db.one<{ contador: number }>(
      `SELECT contador FROM limites WHERE clave LIKE 'direccion:%'`,
    );
    expect(Number(limite.contador)).toBe(2);
    for (const numero of ['6', '7', '8']) {
      const res = await post('/cliente/direccion', { ...NUEVA, numero, polizas: [], pin: await pin() });
      expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    }
    const sexto = await post('/cliente/direccion', { ...NUEVA, numero: '9', polizas: [], pin: await pin() });
    expect(sexto.statusCode).toBe(429);
    expect(sexto.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_DIRECCION.DEMASIADOS,
      data: null,
    });
  });
});

describe('GET /cliente/historialCambios', () => {
  it("lists only the caller's own changes, with the masked phone and e-mail changes", async () => {
    const coche = ids.coche!;
    await post('/cliente/actualizaTelefono', {
      telefono: '699111222',
      polizas: [coche],
      pin: await pinPara(t, lucia, cliente.telefono, 'telefono'),
    });
    // The new phone is the one on record now: the e-mail's PIN goes there.
    await post('/cliente/actualizaEmail', {
      email: 'lucia.nueva@example.com',
      polizas: [coche],
      pin: await pinPara(t, lucia, '699111222', 'email'),
    });
    const [email, telefono] = await historial();
    expect(email).toMatchObject({ tipo: 'EMAIL', descripcion: 'E-mail cambiado a l***@example.com' });
    expect(telefono).toMatchObject({ tipo: 'TELEFONO', descripcion: 'Teléfono cambiado a *** *** 222' });
    expect(JSON.stringify(await historial())).not.toContain('699111222');
    const otro = await entrar(t.app, otroCliente);
    expect(await historial(otro)).toEqual([]);
  });

  it('records a password change', async () => {
    const res = await post('/user/actualizarPasswordCliente', {
      password: 'Nueva-Clave-2026',
      passwordRepetida: 'Nueva-Clave-2026',
      passwordActual: CLAVE,
    });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    const token = res.json().data.token as string;
    expect((await historial(token))[0]).toMatchObject({ tipo: 'CLAVE', descripcion: 'Contraseña cambiada' });
  });

  it('answers a session error without a session', async () => {
    const res = await get(t.app, '/cliente/historialCambios');
    expect(res.statusCode).toBe(401);
  });
});

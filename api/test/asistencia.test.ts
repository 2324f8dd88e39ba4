import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsistenciaSchema, AsistenciasAbiertasSchema, Codigo } from '@area-cliente/shared/contract';
import { CODIGO_ASISTENCIA } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { purgeUbicacionesAsistencia } from '../src/repositories/asistencias';
import {
  CLAVE_CON_OTROS_DATOS,
  DEMASIADAS_ASISTENCIAS,
  YA_HAY_UNA_ABIERTA,
} from '../src/services/asistencia';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, freshDb, get, startApp, testConfig, TestClock, type TestApp } from './helpers';

const MIN = 60_000;
// The tests move the clock by minutes and days: sessions outlive that here.
const SESIONES_LARGAS = { sessionIdleMs: 72 * 3_600_000, sessionMaxMs: 72 * 3_600_000 };

// A position and an address no log line may ever hold.
const GPS = { tipo: 'GPS', latitud: 40.4167754, longitud: -3.7037902, precisionM: 12.4 } as const;
const DIRECCION = 'Autovía A-3, km 127, sentido Valencia, Tarancón';

/**
 * Lucía, with a car, a motorbike and a taxi policy in force and a home one, and Antonio, with a car
 * policy: written in the app's database `on`.
 */
const clientes = (on: Pick<TestApp, 'db' | 'clock'>) =>
  sembrar(on, async (d) => {
    const lucia = await d.cliente();
    const vehiculo = (common: Record<string, unknown>, line: Record<string, unknown> = {}) =>
      d.poliza(lucia, 'VEH', { common: { uso: 'PARTICULAR', ...common }, line });
    const coche = await vehiculo({ asistencia_viaje: 'ASISTENCIA ORO' });
    const moto = await vehiculo(
      { asistencia_viaje: 'ASISTENCIA MOTO' },
      { marca: 'YAMAHA', modelo: 'MT-07', tipo_automovil: 'MOTO', vehiculo: 'YAMAHA MT-07 689 cc' },
    );
    const taxi = await vehiculo({ uso: 'TAXI', asistencia_viaje: 'ASISTENCIA PLATINO' });
    const hogar = await d.poliza(lucia, 'HOG');
    const antonio = await d.cliente();
    const cocheAntonio = await d.poliza(antonio, 'VEH');
    return {
      lucia,
      antonio,
      coche: coche.idPoliza,
      moto: moto.idPoliza,
      taxi: taxi.idPoliza,
      hogar: hogar.idPoliza,
      cocheAntonio: cocheAntonio.idPoliza,
    };
  });

let t: TestApp;
let deLucia: ClientePrueba;
let lucia: string;
let antonio: string;
let coche: number;
let moto: number;
let taxi: number;
let hogar: number;
let cocheAntonio: number;
beforeAll(async () => {
  t = await startApp({ checkAnswers: true, ...SESIONES_LARGAS });
  const datos = await clientes(t);
  ({ coche, moto, taxi, hogar, cocheAntonio } = datos);
  deLucia = datos.lucia;
  lucia = await entrar(t.app, deLucia);
  antonio = await entrar(t.app, datos.antonio);
});
afterAll(() => t.close());

const pedir = (body: object, token = lucia, app = t.app) =>
  app.inject({ method: 'POST', url: `${API}/asistencia`, headers: { 'auth-token': token }, payload: body });

const cuerpo = (idPoliza: number, extra: object = {}) => ({
  claveIdempotencia: crypto.randomUUID(),
  idPoliza,
  situacion: 'BATERIA',
  ubicacion: GPS,
  telefono: '612345678',
  ...extra,
});

const ver = async (codigo: string, token = lucia) => {
  const res = await get(t.app, `/asistencia/${codigo}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(AsistenciaSchema, res.json().data);
};

describe('starting a request', () => {
  it('gives the vehicle and the phone on record of an in-force car or motorbike policy', async () => {
    const res = await get(t.app, `/asistencia/polizas/${moto}`, lucia);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ idPoliza: moto, telefono: deLucia.telefono, abierta: null });
    expect(res.json().data.vehiculo).toMatch(/ · /);
    // The line's 24-hour assistance phone (the demo card's), never the weekday office line.
    expect(res.json().data.telefonoAsistencia).toBe(t.app.config.telefonosAsistencia.VEH);
    expect(res.json().data.telefonoAsistencia).toBe('900 414 142');
  });

  it("answers another customer's policy and a home policy exactly like a missing one; a malformed id is a bad request", async () => {
    const missing = await get(t.app, '/asistencia/polizas/999999999', lucia);
    expect(missing.statusCode).toBe(404);
    for (const path of [`/asistencia/polizas/${cocheAntonio}`, `/asistencia/polizas/${hogar}`]) {
      const res = await get(t.app, path, lucia);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    // Like every id in a path (IdParamSchema): it says nothing of whose policy it is.
    expect((await get(t.app, '/asistencia/polizas/1e3', lucia)).json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: 'Petición incorrecta',
      data: null,
    });
    const ajena = await pedir(cuerpo(cocheAntonio));
    expect(ajena.statusCode).toBe(404);
    expect(ajena.body).toBe(missing.body);
  });

  it('refuses odd input with the envelope, never a 500', async () => {
    for (const extra of [
      { ubicacion: { ...GPS, latitud: 123 } },
      { ubicacion: { tipo: 'DIRECCION', direccion: 'A3' } },
      { ubicacion: { tipo: 'DIRECCION', direccion: 'Calle\u0000Mayor 1, Madrid' } },
      { telefono: '12345' },
      { situacion: 'ABDUCCION' },
    ]) {
      const res = await pedir(cuerpo(coche, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, data: null });
    }
  });
});

describe('a request on the demo provider', () => {
  it('moves through its states by the clock, with the arrival and the service once assigned', async () => {
    const res = await pedir(cuerpo(coche));
    expect(res.statusCode, res.body).toBe(200);
    const a = v.parse(AsistenciaSchema, res.json().data);
    expect(a.codigo).toMatch(CODIGO_ASISTENCIA);
    expect(a).toMatchObject({
      estado: 'RECIBIDA',
      idPoliza: coche,
      situacion: 'BATERIA',
      telefono: '612345678',
      ubicacion: 'Tu posición (GPS, precisión de unos 12 m)',
      llegadaEstimada: null,
      servicio: null,
      telefonoAsistencia: t.app.config.telefonosAsistencia.VEH,
    });
    // One open request per policy: another is refused, and the form's start names the open one.
    const otra = await pedir(cuerpo(coche, { situacion: 'PINCHAZO' }));
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: YA_HAY_UNA_ABIERTA, data: null });
    expect((await get(t.app, `/asistencia/polizas/${coche}`, lucia)).json().data.abierta).toBe(a.codigo);

    t.clock.advance(16_000);
    const asignada = await ver(a.codigo.toLowerCase());
    expect(asignada.estado).toBe('ASIGNADA');
    expect(asignada.servicio?.vehiculo).toMatch(/Grúa/);
    expect(asignada.llegadaEstimada).toBe(new Date(Date.parse(a.solicitadaEl) + 5 * MIN).toISOString());
    t.clock.advance(15_000);
    expect((await ver(a.codigo)).estado).toBe('EN_CAMINO');
    t.clock.advance(5 * MIN);
    expect((await ver(a.codigo)).estado).toBe('EN_EL_LUGAR');
    t.clock.advance(20 * MIN);
    const fin = await ver(a.codigo);
    expect(fin.estado).toBe('FINALIZADA');
    // Finished, the tracking page still gives the 24-hour line.
    expect(fin.telefonoAsistencia).toBe(t.app.config.telefonosAsistencia.VEH);
    // Finished: the location is gone from the view and from the table.
    expect(fin.ubicacion).toBeNull();
    const fila = await t.db.one<Record<string, unknown>>(
      'SELECT latitud, longitud, direccion, huella, finalizada_at FROM asistencias_carretera WHERE codigo = $1',
      [a.codigo],
    );
    expect(fila).toMatchObject({ latitud: null, longitud: null, direccion: null, huella: '' });
    expect(fila.finalizada_at).not.toBeNull();
    // And the policy takes a new one.
    expect(
      (await pedir(cuerpo(coche, { ubicacion: { tipo: 'DIRECCION', direccion: DIRECCION } }))).statusCode,
    ).toBe(200);
  });

  it("lists the caller's open requests for the home page until they end, never another customer's", async () => {
    const abiertas = async (token = lucia) => {
      const res = await get(t.app, '/asistencia/abiertas', token);
      expect(res.statusCode, res.body).toBe(200);
      return v.parse(AsistenciasAbiertasSchema, res.json().data).peticiones;
    };
    const antes = (await abiertas()).length;
    const a = v.parse(AsistenciaSchema, (await pedir(cuerpo(taxi))).json().data);
    const deAntonio = v.parse(AsistenciaSchema, (await pedir(cuerpo(cocheAntonio), antonio)).json().data);
    const lista = await abiertas();
    expect(lista).toHaveLength(antes + 1);
    expect(lista[0]).toEqual({
      codigo: a.codigo,
      estado: 'RECIBIDA',
      vehiculo: a.vehiculo,
      llegadaEstimada: null,
    });
    expect(lista.map((p) => p.codigo)).not.toContain(deAntonio.codigo);
    // The provider assigns it: the home sees the arrival; once it is over, it leaves the list.
    t.clock.advance(16_000);
    expect((await abiertas()).find((p) => p.codigo === a.codigo)?.estado).toBe('ASIGNADA');
    t.clock.advance(30 * MIN);
    expect((await abiertas()).map((p) => p.codigo)).not.toContain(a.codigo);
    expect((await get(t.app, '/asistencia/abiertas')).statusCode).not.toBe(200);
  });

  it("answers another customer's code and a malformed one exactly like an unknown one", async () => {
    const a = v.parse(AsistenciaSchema, (await pedir(cuerpo(moto))).json().data);
    const unknown = await get(t.app, '/asistencia/AS-22222222', antonio);
    expect(unknown.statusCode).toBe(404);
    for (const codigo of [a.codigo, 'AS-1', '%20']) {
      const res = await get(t.app, `/asistencia/${codigo}`, antonio);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it(
    'makes one request of 20 concurrent identical sends, and refuses the key with other contents',
    { tags: ['engine'] },
    async () => {
      const body = cuerpo(taxi, { situacion: 'LLAVES' });
      const count = async () =>
        (
          await t.db.one<{ n: number }>(
            'SELECT count(*)::int AS n FROM asistencias_carretera WHERE id_poliza = $1',
            [taxi],
          )
        ).n;
      const before = await count();
      const answers = await Promise.all(Array.from({ length: 20 }, () => pedir(body)));
      expect(answers.map((r) => r.json().codigo)).toEqual(Array(20).fill(0));
      expect(new Set(answers.map((r) => r.json().data.codigo)).size).toBe(1);
      expect(await count()).toBe(before + 1);
      const edited = await pedir({ ...body, situacion: 'PINCHAZO' });
      expect(edited.statusCode).toBe(409);
      expect(edited.json().mensaje).toBe(CLAVE_CON_OTROS_DATOS);
    },
  );
});

it(
  'keeps one open request per policy when 20 different requests for it arrive at once',
  { tags: ['engine'] },
  async () => {
    const b = await startApp(SESIONES_LARGAS);
    try {
      const { lucia: c, taxi: id } = await clientes(b);
      const token = await entrar(b.app, c);
      const answers = await Promise.all(Array.from({ length: 20 }, () => pedir(cuerpo(id), token, b.app)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json().mensaje).toBe(YA_HAY_UNA_ABIERTA);
      }
      const { n } = await b.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM asistencias_carretera WHERE id_poliza = $1',
        [id],
      );
      expect(n).toBe(1);
    } finally {
      await b.close();
    }
  },
);

it('takes at most 5 requests per customer and day, counted in the database', async () => {
  const b = await startApp(SESIONES_LARGAS);
  try {
    const { lucia: c, coche: idPoliza } = await clientes(b);
    const token = await entrar(b.app, c);
    for (let i = 0; i < 5; i++) {
      const res = await pedir(cuerpo(idPoliza), token, b.app);
      expect(res.statusCode, res.body).toBe(200);
      // Finished by the demo provider before the next one.
      b.clock.advance(21 * MIN);
      const fin = await b.app.inject({
        method: 'GET',
        url: `${API}/asistencia/${res.json().data.codigo}`,
        headers: { 'auth-token': token },
      });
      expect(fin.json().data.estado).toBe('FINALIZADA');
    }
    const sexta = await pedir(cuerpo(idPoliza), token, b.app);
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json().mensaje).toBe(DEMASIADAS_ASISTENCIAS);
  } finally {
    await b.close();
  }
});

/** A provider's API: records what it is sent; `estado` is what it answers when asked. */
function fakeProvider() {
  const recibido: { method: string; url: string; auth: string | undefined; body: string }[] = [];
  const p = { abajo: false, estado: 'ASIGNADA', recibido, url: '', server: undefined as Server | undefined };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c: Buffer) => (s += c.toString()));
      req.on('end', () => resolve(s));
    });
  p.server = createServer((req, res) => {
    void body(req).then((b) => {
      recibido.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: b,
      });
      if (p.abajo) return res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'POST') return res.end(JSON.stringify({ referencia: 'PRV-778' }));
      return res.end(
        JSON.stringify({
          estado: p.estado,
          llegadaEstimada: '2030-01-01T10:00:00.000Z',
          vehiculo: 'Furgoneta taller · 1111 KKK',
          conductor: 'Marta',
          // Written as a person would: we keep and dial 9 digits.
          telefonoConductor: '+34 611 22 33 44',
          posicion: { latitud: 40.05, longitud: -3.02, actualizadaEl: '2030-01-01T09:50:00.000Z' },
        }),
      );
    });
  });
  return p;
}

describe('the HTTP provider', () => {
  const provider = fakeProvider();
  let b: TestApp;
  let token: string;
  let idPoliza: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server?.listen(0, '127.0.0.1', resolve));
    provider.url = `http://127.0.0.1:${(provider.server?.address() as AddressInfo).port}/api`;
    b = await startApp({
      ...SESIONES_LARGAS,
      asistencia: { url: provider.url, token: 'token-del-proveedor-0123' },
      // Production-like: each line's own configured phone, none of them the demo's.
      telefonosAsistencia: { VEH: '900 100 200', HOG: '900 100 201', SALUD_MMT: '900 100 202' },
    });
    const datos = await clientes(b);
    idPoliza = datos.coche;
    token = await entrar(b.app, datos.lucia);
  });
  afterAll(async () => {
    await b.close();
    await new Promise((resolve) => provider.server?.close(resolve));
  });

  it("gives the form and the request the vehicle line's configured 24-hour phone, the one its card prints", async () => {
    const nueva = await b.app.inject({
      method: 'GET',
      url: `${API}/asistencia/polizas/${idPoliza}`,
      headers: { 'auth-token': token },
    });
    expect(nueva.statusCode, nueva.body).toBe(200);
    expect(nueva.json().data.telefonoAsistencia).toBe('900 100 200');
    const tarjeta = await b.app.inject({
      method: 'POST',
      url: `${API}/polizas/${idPoliza}/tarjeta`,
      headers: { 'auth-token': token },
      payload: {},
    });
    expect(tarjeta.statusCode, tarjeta.body).toBe(200);
    expect(tarjeta.json().data.telefonoAsistencia).toBe('900 100 200');
  });

  it(
    'is sent one request for 20 concurrent sends, asked at most every 10 s, and resent after a failure',
    { tags: ['engine'] },
    async () => {
      provider.abajo = true;
      const body = cuerpo(idPoliza, { ubicacion: { tipo: 'DIRECCION', direccion: DIRECCION } });
      const answers = await Promise.all(Array.from({ length: 20 }, () => pedir(body, token, b.app)));
      expect(new Set(answers.map((r) => r.json().data.codigo)).size).toBe(1);
      const codigo: string = answers[0]?.json().data.codigo;
      // The provider was down: one attempt, the request stays received.
      expect(provider.recibido.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(answers[0]?.json().data.estado).toBe('RECIBIDA');
      const leer = () =>
        b.app.inject({ method: 'GET', url: `${API}/asistencia/${codigo}`, headers: { 'auth-token': token } });
      provider.abajo = false;
      expect((await leer()).json().data.estado).toBe('RECIBIDA');
      expect(provider.recibido.filter((r) => r.method === 'POST')).toHaveLength(1);
      // 30 s later the next read sends it again, with our code for the provider to tell a resend.
      b.clock.advance(31_000);
      await leer();
      const posts = provider.recibido.filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(2);
      expect(posts[1]).toMatchObject({ url: '/api/solicitudes', auth: 'Bearer token-del-proveedor-0123' });
      expect(JSON.parse(posts[1]?.body ?? '')).toMatchObject({
        codigo,
        situacion: 'BATERIA',
        ubicacion: { tipo: 'DIRECCION', direccion: DIRECCION },
        telefono: '612345678',
      });
      // Then asked, at most once per 10 s however often it is read.
      const a = (await leer()).json().data;
      expect(a).toMatchObject({
        telefonoAsistencia: '900 100 200',
        estado: 'ASIGNADA',
        llegadaEstimada: '2030-01-01T10:00:00.000Z',
        servicio: {
          vehiculo: 'Furgoneta taller · 1111 KKK',
          conductor: 'Marta',
          telefono: '611223344',
          posicion: { latitud: 40.05, longitud: -3.02, actualizadaEl: '2030-01-01T09:50:00.000Z' },
        },
        // Typed an address: no position of the customer's to put on the map.
        posicionCliente: null,
      });
      provider.estado = 'EN_CAMINO';
      await Promise.all([leer(), leer(), leer()]);
      expect(provider.recibido.filter((r) => r.method === 'GET')).toHaveLength(1);
      b.clock.advance(10_000);
      expect((await leer()).json().data.estado).toBe('EN_CAMINO');
      expect(provider.recibido.filter((r) => r.method === 'GET')).toEqual([
        expect.objectContaining({ url: '/api/solicitudes/PRV-778' }),
        expect.objectContaining({ url: '/api/solicitudes/PRV-778' }),
      ]);
      // A late or wrong answer never takes it back.
      provider.estado = 'ASIGNADA';
      b.clock.advance(10_000);
      expect((await leer()).json().data.estado).toBe('EN_CAMINO');
      // Never finished by the provider: the retention purge drops the location a day on.
      b.clock.advance(24 * 3_600_000);
      expect(await purgeUbicacionesAsistencia(b.db, b.clock.now())).toBe(1);
      const fila = await b.db.one<Record<string, unknown>>(
        'SELECT direccion, servicio_telefono, servicio_latitud FROM asistencias_carretera WHERE codigo = $1',
        [codigo],
      );
      // With it the driver's phone and the vehicle's position, kept only to meet.
      expect(fila).toEqual({ direccion: null, servicio_telefono: null, servicio_latitud: null });
    },
  );
});

it('never logs the location or the phone, not even when the provider fails', async () => {
  const lines: string[] = [];
  const { db, drop } = await freshDb();
  const clock = new TestClock();
  const app = await buildApp(
    testConfig({
      logLevel: 'debug',
      asistencia: { url: 'http://127.0.0.1:9/nadie', token: 'token-del-proveedor-0123' },
    }),
    { db, clock, logger: { write: (line: string) => void lines.push(line) } },
  );
  try {
    const { lucia: c, coche: id } = await clientes({ db, clock });
    const token = await entrar(app, c);
    const res = await pedir(cuerpo(id, { telefono: '699887766' }), token, app);
    expect(res.statusCode, res.body).toBe(200);
    await pedir(cuerpo(id, { ubicacion: { tipo: 'DIRECCION', direccion: DIRECCION } }), token, app);
    expect(lines.some((l) => l.includes('Assistance provider call failed'))).toBe(true);
    const secretos = ['40.41', '-3.70', 'Tarancón', 'A-3, km', '699887766'];
    expect(lines.filter((l) => secretos.some((s) => l.includes(s)))).toEqual([]);
  } finally {
    await app.close();
    await drop();
  }
});

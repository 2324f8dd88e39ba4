import { AsistenciaSchema } from '@area-cliente/shared/contract';
import { distanciaM } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// What the tracking page needs to meet the help: the driver's phone, where the tow truck is, where the
// customer is and the map's tiles; all of it for the request's owner only, and none of it kept once over.

const GPS = { tipo: 'GPS', latitud: 40.0311, longitud: -3.0075, precisionM: 15 } as const;
const SESIONES_LARGAS = { sessionIdleMs: 72 * 3_600_000, sessionMaxMs: 72 * 3_600_000 };

let t: TestApp;
let lucia: string;
let antonio: string;
let coche: number;
beforeAll(async () => {
  t = await startApp({ checkAnswers: true, ...SESIONES_LARGAS });
  const datos = await sembrar(t, async (d) => {
    const deLucia = await d.cliente();
    const deAntonio = await d.cliente();
    return {
      deLucia,
      deAntonio,
      coche: (await d.poliza(deLucia, 'VEH', { common: { uso: 'PARTICULAR' } })).idPoliza,
    };
  });
  coche = datos.coche;
  lucia = await entrar(t.app, datos.deLucia);
  antonio = await entrar(t.app, datos.deAntonio);
});
afterAll(() => t.close());

const ver = async (codigo: string, token = lucia) => {
  const res = await get(t.app, `/asistencia/${codigo}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(AsistenciaSchema, res.json().data);
};

describe('following a request on the demo provider', () => {
  it("gives its owner the driver's phone, the truck closing in, her position and the map; drops them once over", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/asistencia`,
      headers: { 'auth-token': lucia },
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idPoliza: coche,
        situacion: 'PINCHAZO',
        ubicacion: GPS,
        telefono: '612345678',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const recibida = v.parse(AsistenciaSchema, res.json().data);
    expect(recibida.servicio).toBeNull();
    expect(recibida.posicionCliente).toEqual({ latitud: GPS.latitud, longitud: GPS.longitud });
    // The demo's own tiles, served by the demo wing, and their credit line.
    expect(recibida.mapa).toEqual({
      teselas: '/area-cliente/demo/teselas/{z}/{x}/{y}.svg',
      atribucion: 'Mapa de demostración, sin calles reales',
    });

    t.clock.advance(16_000);
    const asignada = await ver(recibida.codigo);
    expect(asignada.servicio).toMatchObject({ conductor: 'Javier (demo)', telefono: '611414142' });
    const salida = asignada.servicio?.posicion;
    expect(salida?.actualizadaEl).toBe(t.clock.now().toISOString());
    const lejos = distanciaM(salida ?? GPS, GPS);
    expect(lejos).toBeGreaterThan(4000);

    t.clock.advance(2 * 60_000);
    const enCamino = await ver(recibida.codigo);
    expect(enCamino.estado).toBe('EN_CAMINO');
    expect(distanciaM(enCamino.servicio?.posicion ?? GPS, GPS)).toBeLessThan(lejos);

    // Another customer's code answers like an unknown one: nothing of the driver or the truck.
    const ajena = await get(t.app, `/asistencia/${recibida.codigo}`, antonio);
    const desconocida = await get(t.app, '/asistencia/AS-22222222', antonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.body).toBe(desconocida.body);

    t.clock.advance(30 * 60_000);
    const fin = await ver(recibida.codigo);
    expect(fin.estado).toBe('FINALIZADA');
    expect(fin.servicio).toMatchObject({ telefono: null, posicion: null });
    expect(fin.posicionCliente).toBeNull();
    const fila = await t.db.one<Record<string, unknown>>(
      `SELECT servicio_telefono, servicio_latitud, servicio_longitud, servicio_posicion_at
         FROM asistencias_carretera WHERE codigo = $1`,
      [recibida.codigo],
    );
    expect(Object.values(fila)).toEqual([null, null, null, null]);
  });
});

describe('a request cancelled once assigned', () => {
  it("keeps neither the driver's phone nor the truck's position", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/asistencia`,
      headers: { 'auth-token': lucia },
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idPoliza: coche,
        situacion: 'BATERIA',
        ubicacion: GPS,
        telefono: '612345678',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { codigo } = v.parse(AsistenciaSchema, res.json().data);
    t.clock.advance(16_000);
    expect((await ver(codigo)).servicio?.telefono).toBe('611414142');
    const cancelada = await t.app.inject({
      method: 'POST',
      url: `${API}/asistencia/${codigo}/cancelacion`,
      headers: { 'auth-token': lucia },
      payload: {},
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(v.parse(AsistenciaSchema, cancelada.json().data).servicio).toMatchObject({
      telefono: null,
      posicion: null,
    });
    const fila = await t.db.one<Record<string, unknown>>(
      'SELECT servicio_telefono, servicio_latitud FROM asistencias_carretera WHERE codigo = $1',
      [codigo],
    );
    expect(fila).toEqual({ servicio_telefono: null, servicio_latitud: null });
  });
});

describe("the demo's own map tiles", () => {
  it('draws any tile of the world as an SVG, and nothing outside it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/area-cliente/demo/teselas/14/8055/6206.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    for (const url of ['2/4/0.svg', '20/0/0.svg', '14/8055/6206.png', '14/-1/2.svg'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/area-cliente/demo/teselas/${url}` })).statusCode,
      ).toBe(404);
  });
});

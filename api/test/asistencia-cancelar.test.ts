import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsistenciaSchema, AsistenciasPolizaSchema, Codigo } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASISTENCIA_TERMINADA, CANCELACION_NO_AVISADA } from '../src/services/asistencia';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// Roadside assistance follow-up: a customer cancels an open request, and lists a policy's requests.
const MIN = 60_000;
const SESIONES_LARGAS = { sessionIdleMs: 72 * 3_600_000, sessionMaxMs: 72 * 3_600_000 };
const GPS = { tipo: 'GPS', latitud: 40.4167754, longitud: -3.7037902, precisionM: 12.4 } as const;

const cuerpo = (idPoliza: number) => ({
  claveIdempotencia: crypto.randomUUID(),
  idPoliza,
  situacion: 'PINCHAZO',
  ubicacion: GPS,
  telefono: '612345678',
});

/** Lucía, with a car and a motorbike policy in force, and Antonio, with a car policy. */
const conductores = (t: TestApp) =>
  sembrar(t, async (d) => {
    const lucia = await d.cliente();
    const coche = await d.poliza(lucia, 'VEH', { common: { asistencia_viaje: 'ASISTENCIA ORO' } });
    const moto = await d.poliza(lucia, 'VEH', {
      common: { asistencia_viaje: 'ASISTENCIA MOTO' },
      line: { marca: 'YAMAHA', modelo: 'MT-07', tipo_automovil: 'MOTO', vehiculo: 'YAMAHA MT-07 689 cc' },
    });
    const antonio = await d.cliente();
    const cocheAntonio = await d.poliza(antonio, 'VEH');
    return {
      lucia,
      antonio,
      coche: coche.idPoliza,
      moto: moto.idPoliza,
      cocheAntonio: cocheAntonio.idPoliza,
    };
  });

function cliente(t: TestApp, token: string) {
  const headers = { 'auth-token': token };
  return {
    pedir: async (idPoliza: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/asistencia`,
        headers,
        payload: cuerpo(idPoliza),
      });
      expect(res.statusCode, res.body).toBe(200);
      return v.parse(AsistenciaSchema, res.json().data);
    },
    cancelar: (codigo: string) =>
      t.app.inject({ method: 'POST', url: `${API}/asistencia/${codigo}/cancelacion`, headers, payload: {} }),
    ver: (codigo: string) => get(t.app, `/asistencia/${codigo}`, token),
    lista: (idPoliza: number | string) => get(t.app, `/asistencia/polizas/${idPoliza}/peticiones`, token),
  };
}

const historial = (t: TestApp, codigo: string) =>
  t.db.query<{ tipo: string; descripcion: string; id_poliza: number | string }>(
    `SELECT tipo, descripcion, id_poliza FROM historial_cambios WHERE descripcion LIKE '%' || $1 || '%'`,
    [codigo],
  );

describe('on the demo provider', () => {
  let t: TestApp;
  let deLucia: ClientePrueba;
  let lucia: ReturnType<typeof cliente>;
  let antonio: ReturnType<typeof cliente>;
  let coche: number;
  let moto: number;
  let cocheAntonio: number;
  beforeAll(async () => {
    t = await startApp({ checkAnswers: true, ...SESIONES_LARGAS });
    const datos = await conductores(t);
    ({ coche, moto, cocheAntonio } = datos);
    deLucia = datos.lucia;
    lucia = cliente(t, await entrar(t.app, deLucia));
    antonio = cliente(t, await entrar(t.app, datos.antonio));
  });
  afterAll(() => t.close());

  it('cancels an open request: finished, marked cancelled, its location dropped, one history line', async () => {
    const a = await lucia.pedir(coche);
    t.clock.advance(40_000);
    expect(v.parse(AsistenciaSchema, (await lucia.ver(a.codigo)).json().data).estado).toBe('EN_CAMINO');
    const res = await lucia.cancelar(a.codigo.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const c = v.parse(AsistenciaSchema, res.json().data);
    expect(c).toMatchObject({
      codigo: a.codigo,
      estado: 'FINALIZADA',
      ubicacion: null,
      // A cancelled request's page still gives the line's 24-hour phone.
      telefonoAsistencia: t.app.config.telefonosAsistencia.VEH,
    });
    expect(c.canceladaEl).toBe(t.clock.now().toISOString());
    const fila = await t.db.one<Record<string, unknown>>(
      `SELECT latitud, longitud, precision_m, direccion, huella, ubicacion_borrada_at, finalizada_at, cancelada_at
         FROM asistencias_carretera WHERE codigo = $1`,
      [a.codigo],
    );
    expect(fila).toMatchObject({
      latitud: null,
      longitud: null,
      precision_m: null,
      direccion: null,
      huella: '',
    });
    expect(fila.ubicacion_borrada_at).not.toBeNull();
    expect(fila.cancelada_at).toEqual(fila.finalizada_at);
    expect(await historial(t, a.codigo)).toEqual([
      {
        tipo: 'ASISTENCIA_CANCELADA',
        descripcion: `Asistencia en carretera ${a.codigo} cancelada`,
        id_poliza: expect.anything(),
      },
    ]);
    // Later reads keep it cancelled (the demo timetable no longer moves it), and the policy takes a new one.
    t.clock.advance(30 * MIN);
    expect((await lucia.ver(a.codigo)).json().data).toMatchObject({
      estado: 'FINALIZADA',
      canceladaEl: c.canceladaEl,
    });
    expect(
      (await get(t.app, `/asistencia/polizas/${coche}`, await entrar(t.app, deLucia))).json().data.abierta,
    ).toBeNull();
    const nueva = await lucia.pedir(coche);
    // Cancelling again answers the cancelled request as it is: no second line.
    expect((await lucia.cancelar(a.codigo)).json().data.canceladaEl).toBe(c.canceladaEl);
    expect(await historial(t, a.codigo)).toHaveLength(1);
    await lucia.cancelar(nueva.codigo);
  });

  it('refuses to cancel a request that has already finished, in Spanish', async () => {
    const a = await lucia.pedir(moto);
    t.clock.advance(21 * MIN);
    expect((await lucia.ver(a.codigo)).json().data.estado).toBe('FINALIZADA');
    const res = await lucia.cancelar(a.codigo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: ASISTENCIA_TERMINADA, data: null });
    expect((await lucia.ver(a.codigo)).json().data.canceladaEl).toBeNull();
    expect(await historial(t, a.codigo)).toEqual([]);
  });

  it("answers another customer's code and a malformed one exactly like an unknown one, and leaves it open", async () => {
    const a = await lucia.pedir(moto);
    const unknown = await antonio.cancelar('AS-22222222');
    expect(unknown.statusCode).toBe(404);
    for (const codigo of [a.codigo, 'AS-1', 'x%20y']) {
      const res = await antonio.cancelar(codigo);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect((await lucia.ver(a.codigo)).json().data.canceladaEl).toBeNull();
    await lucia.cancelar(a.codigo);
  });

  it('makes one cancellation of 20 concurrent cancels', { tags: ['engine'] }, async () => {
    const a = await lucia.pedir(coche);
    t.clock.advance(20_000);
    await lucia.ver(a.codigo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => lucia.cancelar(a.codigo)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().data.canceladaEl)).size).toBe(1);
    expect(await historial(t, a.codigo)).toHaveLength(1);
  });

  it("lists a policy's requests newest first, cancelled ones marked; another customer's policy is not found", async () => {
    const res = await lucia.lista(coche);
    expect(res.statusCode, res.body).toBe(200);
    const { peticiones } = v.parse(AsistenciasPolizaSchema, res.json().data);
    const rows = await t.db.query<{ codigo: string }>(
      'SELECT codigo FROM asistencias_carretera WHERE id_poliza = $1 ORDER BY solicitada_at DESC, id_asistencia DESC',
      [coche],
    );
    expect(peticiones.map((p) => p.codigo)).toEqual(rows.map((r) => r.codigo));
    expect(peticiones.length).toBeGreaterThanOrEqual(3);
    expect(peticiones.every((p) => p.estado === 'FINALIZADA' && p.canceladaEl !== null)).toBe(true);
    // No location, no phone in the list.
    expect(res.body).not.toMatch(/40\.41|612345678/);
    const missing = await lucia.lista(999999999);
    expect(missing.statusCode).toBe(404);
    const ajena = await lucia.lista(cocheAntonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.body).toBe(missing.body);
    // A malformed id is a bad request, like every id in a path (IdParamSchema).
    expect((await lucia.lista('abc')).statusCode).toBe(400);
    expect((await antonio.lista(coche)).body).toBe(missing.body);
  });
});

/** A provider's API that records what it is sent; `abajo` makes every call fail. */
function fakeProvider() {
  const recibido: { method: string; url: string }[] = [];
  const p = {
    abajo: false,
    recibido,
    url: '',
    server: undefined as Server | undefined,
    /** While set, a new request's answer waits for it: a send still on its way. */
    retenerEnvio: undefined as Promise<void> | undefined,
    /** While set, a cancel's answer waits for it: a slow provider. */
    retenerCancelacion: undefined as Promise<void> | undefined,
  };
  const drain = (req: IncomingMessage) => new Promise((resolve) => req.resume().on('end', resolve));
  p.server = createServer((req, res) => {
    void drain(req).then(() => {
      recibido.push({ method: req.method ?? '', url: req.url ?? '' });
      if (p.abajo) return res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/cancelacion'))
        return void (p.retenerCancelacion ?? Promise.resolve()).then(() => res.end('{}'));
      if (req.method === 'POST')
        return void (p.retenerEnvio ?? Promise.resolve()).then(() =>
          res.end(JSON.stringify({ referencia: 'PRV-901' })),
        );
      return res.end(JSON.stringify({ estado: 'EN_CAMINO', llegadaEstimada: '2030-01-01T10:00:00.000Z' }));
    });
  });
  return p;
}

describe('on the HTTP provider', () => {
  const provider = fakeProvider();
  let t: TestApp;
  let deLucia: ClientePrueba;
  let lucia: ReturnType<typeof cliente>;
  let coche: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server?.listen(0, '127.0.0.1', resolve));
    provider.url = `http://127.0.0.1:${(provider.server?.address() as AddressInfo).port}/api`;
    t = await startApp({
      ...SESIONES_LARGAS,
      asistencia: { url: provider.url, token: 'token-del-proveedor-0123' },
    });
    ({ lucia: deLucia, coche } = await conductores(t));
    lucia = cliente(t, await entrar(t.app, deLucia));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server?.close(resolve));
  });

  it(
    'keeps the request when the provider cannot be told, then calls it off once for 20 concurrent cancels',
    { tags: ['engine'] },
    async () => {
      const a = await lucia.pedir(coche);
      expect(provider.recibido).toEqual([{ method: 'POST', url: '/api/solicitudes' }]);
      provider.abajo = true;
      const fallida = await lucia.cancelar(a.codigo);
      expect(fallida.statusCode).toBe(503);
      expect(fallida.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: CANCELACION_NO_AVISADA,
        data: null,
      });
      const sigue = (await lucia.ver(a.codigo)).json().data;
      expect(sigue).toMatchObject({ canceladaEl: null });
      expect(sigue.ubicacion).not.toBeNull();
      expect(await historial(t, a.codigo)).toEqual([]);

      provider.abajo = false;
      const answers = await Promise.all(Array.from({ length: 20 }, () => lucia.cancelar(a.codigo)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const cancelaciones = provider.recibido.filter((r) => r.url === '/api/solicitudes/PRV-901/cancelacion');
      // One failed attempt, then one for the 20.
      expect(cancelaciones).toHaveLength(2);
      expect(await historial(t, a.codigo)).toHaveLength(1);
      // Never asked about again once cancelled.
      const consultas = provider.recibido.filter((r) => r.method === 'GET').length;
      t.clock.advance(MIN);
      await lucia.ver(a.codigo);
      expect(provider.recibido.filter((r) => r.method === 'GET').length).toBe(consultas);
    },
  );

  it(
    'answers other requests, health included, while a cancel waits on a slow provider',
    { tags: ['engine'] },
    async () => {
      const a = await lucia.pedir(coche);
      let soltar = () => {};
      provider.retenerCancelacion = new Promise<void>((resolve) => (soltar = resolve));
      const cancelaciones = () => provider.recibido.filter((r) => r.url.endsWith('/cancelacion')).length;
      const antes = cancelaciones();
      const cancelando = lucia.cancelar(a.codigo);
      try {
        // The provider has the cancel and has not answered: no transaction may be waiting on it.
        await expect.poll(cancelaciones).toBe(antes + 1);
        const t0 = performance.now();
        const [salud, lectura] = await Promise.all([
          t.app.inject({ method: 'GET', url: '/health/ready' }),
          lucia.ver(a.codigo),
        ]);
        expect(performance.now() - t0).toBeLessThan(2000);
        expect(salud.statusCode).toBe(200);
        expect(lectura.json().data).toMatchObject({ codigo: a.codigo, canceladaEl: null });
        // A second cancel meanwhile waits for the first one's answer instead of calling again.
        const segunda = lucia.cancelar(a.codigo);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(cancelaciones()).toBe(antes + 1);
        soltar();
        const [primera, otra] = await Promise.all([cancelando, segunda]);
        expect(primera.statusCode, primera.body).toBe(200);
        expect(otra.json().data.canceladaEl).toBe(primera.json().data.canceladaEl);
        expect(cancelaciones()).toBe(antes + 1);
        expect(await historial(t, a.codigo)).toHaveLength(1);
      } finally {
        soltar();
        provider.retenerCancelacion = undefined;
        await cancelando;
      }
    },
  );

  it('cancels a request the provider has not yet taken without calling it, and never sends it', async () => {
    provider.abajo = true;
    const a = await lucia.pedir(coche);
    expect(a.estado).toBe('RECIBIDA');
    const antes = provider.recibido.length;
    const res = await lucia.cancelar(a.codigo);
    expect(res.statusCode, res.body).toBe(200);
    expect(provider.recibido.length).toBe(antes);
    // A cancelled request is never resent.
    provider.abajo = false;
    t.clock.advance(MIN);
    await lucia.ver(a.codigo);
    expect(provider.recibido.length).toBe(antes);
  });

  it('calls off a request whose send was on its way when it was cancelled, once the provider answers', async () => {
    let soltar = () => {};
    provider.retenerEnvio = new Promise<void>((resolve) => (soltar = resolve));
    const headers = { 'auth-token': await entrar(t.app, deLucia) };
    const envios = () => provider.recibido.filter((r) => r.url === '/api/solicitudes').length;
    const enviadas = envios();
    const pedida = t.app.inject({
      method: 'POST',
      url: `${API}/asistencia`,
      headers,
      payload: cuerpo(coche),
    });
    // The provider has the request but has not answered yet.
    await expect.poll(envios).toBe(enviadas + 1);
    const { codigo } = await t.db.one<{ codigo: string }>(
      `SELECT codigo FROM asistencias_carretera WHERE id_poliza = $1 ORDER BY id_asistencia DESC LIMIT 1`,
      [coche],
    );
    const cancelada = await lucia.cancelar(codigo);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const antes = provider.recibido.filter((r) => r.url.endsWith('/cancelacion')).length;
    soltar();
    provider.retenerEnvio = undefined;
    expect((await pedida).json().data).toMatchObject({ codigo, estado: 'FINALIZADA' });
    expect(provider.recibido.filter((r) => r.url.endsWith('/cancelacion')).length).toBe(antes + 1);
  });
});

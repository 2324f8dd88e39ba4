import {
  Codigo,
  PortfolioSchema,
  RenovacionPolizaSchema,
  SolicitudBajaSchema,
  type Portfolio,
} from '@area-cliente/shared/contract';
import { BASE_LEGAL, sumaDias, sumaMeses, type Ramo } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { MENSAJE_BAJA } from '../src/services/solicitudes-baja';
import type { PolizaSeed } from '../src/seed/seeder';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

// Oppose the renewal, keep it, withdraw from a distance contract (services/solicitudes-baja.ts).

let t: TestApp;
let lucia: string;
let antonio: string;
const ids: Record<string, number> = {};

let titular: ClientePrueba;
let mediado: ClientePrueba;

beforeAll(async () => {
  t = await startApp();
  // A client with a car renewing in 40 days, a cat policy contracted at a distance 5 days ago, a scooter
  // one contracted by phone 32 days ago and the partner's health policy; and another client's car.
  [titular, mediado] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const polizas: [string, Ramo, Partial<PolizaSeed>][] = [
      ['AUT-70023456', 'VEH', { efecto: -325 }],
      [
        'MAS-70023456',
        'MASC',
        { efecto: -5, common: { contratada_distancia: true, fec_contratacion: d.s.day(-5) } },
      ],
      [
        'MOV-70078901',
        'MOV',
        { efecto: -30, common: { contratada_distancia: true, fec_contratacion: d.s.day(-32) } },
      ],
      ['HNA-75012345', 'SALUD_HNA', { efecto: -150, periodicidad: 'MENSUAL', documentos: [] }],
    ];
    for (const [numPoliza, ramo, p] of polizas)
      ids[numPoliza] = (await d.poliza(c, ramo, { ...p, numPoliza })).idPoliza;
    await d.recibo({ idPoliza: ids['MAS-70023456']!, numPoliza: 'MAS-70023456' }, 'COBRADO', {
      importe: 84.5,
    });
    const m = await d.cliente({ pureza_puro_mmt: false });
    ids['AUT-71056789'] = (
      await d.poliza(m, 'VEH', { numPoliza: 'AUT-71056789', efecto: -188, periodicidad: 'SEMESTRAL' })
    ).idPoliza;
    return [c, m];
  });
  [lucia, antonio] = await Promise.all([entrar(t.app, titular), entrar(t.app, mediado)]);
});
afterAll(() => t.close());

const post = (path: string, token: string, payload: object = { passwordActual: CLAVE }) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
/** The body of a 'no renovar' or a withdrawal: a PIN asked for it by Lucía's session (or `token`'s). */
const conPin = async (accion: 'no-renovar' | 'desistimiento', token = lucia, c = titular) => ({
  pin: await pinPara(t, token, c.telefono, accion),
});
const data = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().codigo, res.body).toBe(Codigo.OK);
  return res.json().data as unknown;
};
const renovacion = async (id: number, token = lucia) =>
  v.parse(RenovacionPolizaSchema, data(await get(t.app, `/polizas/${id}/renovacion`, token)));
const portfolio = async (token = lucia): Promise<Portfolio> =>
  v.parse(PortfolioSchema, data(await get(t.app, '/portfolio', token)));
const cambios = (tipo: string) =>
  t.db.query<{ descripcion: string; id_poliza: number }>(
    'SELECT descripcion, id_poliza FROM historial_cambios WHERE tipo = $1',
    [tipo],
  );
const business = (res: LightMyRequestResponse, mensaje: string) =>
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });
const expectNotFound = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null });
};

async function justificante(idPoliza: number, token = lucia): Promise<LightMyRequestResponse> {
  const res = await post('/descargas/token', token, {
    tipo: 'JUSTIFICANTE_BAJA',
    referencia: String(idPoliza),
  });
  if (res.statusCode !== 200) return res;
  const { tokenDescarga } = res.json<{ data: { tokenDescarga: string } }>().data;
  return t.app.inject({ method: 'GET', url: `${API}/polizas/justificante/${idPoliza}/${tokenDescarga}` });
}

describe('GET /polizas/:idPoliza/renovacion', () => {
  it('offers to oppose the renewal up to one month before the expiry date', async () => {
    const r = await renovacion(ids['AUT-70023456']!);
    expect(r.fechaVto).not.toBeNull();
    expect(r.noRenovar).toEqual({ permitido: true, ultimoDia: sumaMeses(r.fechaVto!, -1) });
    expect(r.desistimiento).toEqual({ permitido: false, ultimoDia: null });
    expect(r.solicitud).toBeNull();
  });

  it('offers withdrawal on the distance contract of 5 days ago only, not on the one of a month ago', async () => {
    const hoy = isoDay(t.clock.now());
    expect((await renovacion(ids['MAS-70023456']!)).desistimiento).toEqual({
      permitido: true,
      ultimoDia: sumaDias(hoy, 9),
    });
    expect((await renovacion(ids['MOV-70078901']!)).desistimiento).toEqual({
      permitido: false,
      ultimoDia: sumaDias(hoy, -32 + 14),
    });
  });

  it('offers nothing on the partner health policy', async () => {
    const r = await renovacion(ids['HNA-75012345']!);
    expect(r.noRenovar).toEqual({ permitido: false, ultimoDia: null });
    expect(r.desistimiento).toEqual({ permitido: false, ultimoDia: null });
  });

  it("answers another customer's policy exactly like a missing one", async () => {
    const foreign = await get(t.app, `/polizas/${ids['AUT-71056789']}/renovacion`, lucia);
    expectNotFound(foreign);
    expectNotFound(await get(t.app, '/polizas/999999999/renovacion', lucia));
    expectNotFound(await post(`/polizas/${ids['AUT-71056789']}/noRenovar`, lucia));
    expectNotFound(await post(`/polizas/${ids['AUT-71056789']}/desistimiento`, lucia));
    expect((await renovacion(ids['AUT-71056789']!, antonio)).solicitud).toBeNull();
  });
});

describe('POST noRenovar and mantenerRenovacion', () => {
  const coche = () => ids['AUT-70023456']!;

  it('refuses the password alone, right or wrong, and changes nothing', async () => {
    for (const passwordActual of [CLAVE, 'Otra2024x']) {
      const res = await post(`/polizas/${coche()}/noRenovar`, lucia, { passwordActual });
      business(res, MENSAJE_SEGUNDO_FACTOR.REQUERIDO);
    }
    // A PIN asked for another action confirms nothing here.
    const otra = await post(`/polizas/${coche()}/noRenovar`, lucia, await conPin('desistimiento'));
    business(otra, MENSAJE_SEGUNDO_FACTOR.PIN_OTRA_ACCION);
    expect((await renovacion(coche())).solicitud).toBeNull();
    expect(await cambios('NO_RENOVAR')).toEqual([]);
  });

  it('marks the policy, the portfolio and the history once, however often it is sent', async () => {
    const body = await conPin('no-renovar');
    const first = v.parse(
      SolicitudBajaSchema,
      data(await post(`/polizas/${coche()}/noRenovar`, lucia, body)),
    );
    const { fechaVto } = await renovacion(coche());
    expect(first).toMatchObject({ tipo: 'NO_RENOVAR', fecha: fechaVto, deshacible: true });
    expect(first.referencia).toMatch(/^NR-[0-9A-Z]{10}$/);
    // The PIN was spent; with another one the request already made is answered, unchanged.
    business(await post(`/polizas/${coche()}/noRenovar`, lucia, body), MENSAJE_SEGUNDO_FACTOR.PIN_USADO);
    const again = v.parse(
      SolicitudBajaSchema,
      data(await post(`/polizas/${coche()}/noRenovar`, lucia, await conPin('no-renovar'))),
    );
    expect(again).toEqual(first);

    const r = await renovacion(coche());
    expect(r.solicitud).toEqual(first);
    expect(r.noRenovar.permitido).toBe(false);
    const enPortfolio = (await portfolio()).lstPolizasVeh.find((p) => p.idPoliza === coche());
    expect(enPortfolio?.solicitudBaja).toEqual({ tipo: 'NO_RENOVAR', fecha: fechaVto });
    const historial = await cambios('NO_RENOVAR');
    expect(historial).toHaveLength(1);
    expect(historial[0]!.descripcion).toMatch(
      /^Oposición a la renovación de la póliza AUT-70023456: termina el \d{2}-\d{2}-\d{4}$/,
    );
  });

  it('gives a PDF receipt with the reference, the policy, its expiry date and the legal basis', async () => {
    const { solicitud, fechaVto } = await renovacion(coche());
    const res = await justificante(coche());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const texto = pdfText(res.rawPayload);
    expect(texto).toContain('Justificante de oposición a la renovación');
    expect(texto).toContain(solicitud!.referencia);
    expect(texto).toContain('AUT-70023456');
    expect(texto).toContain(fechaVto!.split('-').reverse().join('-'));
    expect(texto).toContain('Ley 50/1980');
    expect(texto).toMatch(/Fecha y hora \(Madrid\)\s*\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // Confirmed by the PIN sent by SMS, never 'con tu contraseña'.
    expect(texto.replace(/\s+/g, ' ')).toContain('Área Cliente, confirmada mediante PIN SMS');
    expect(texto).not.toContain('contraseña');
    expect(BASE_LEGAL.NO_RENOVAR).toContain('Artículo 22');
    // Another customer gets no token for it.
    expectNotFound(await justificante(coche(), antonio));
  });

  it("'Mantener la renovación' takes it back once; the receipt is gone with it", async () => {
    expect(data(await post(`/polizas/${coche()}/mantenerRenovacion`, lucia))).toBeNull();
    expect(data(await post(`/polizas/${coche()}/mantenerRenovacion`, lucia))).toBeNull();
    const r = await renovacion(coche());
    expect(r.solicitud).toBeNull();
    expect(r.noRenovar.permitido).toBe(true);
    expect((await portfolio()).lstPolizasVeh.find((p) => p.idPoliza === coche())?.solicitudBaja).toBeNull();
    expect(await cambios('RENOVAR')).toEqual([
      { descripcion: 'Renovación mantenida de la póliza AUT-70023456', id_poliza: coche() },
    ]);
    expectNotFound(await justificante(coche()));
  });

  it('is limited per customer in the database', async () => {
    const { idCliente } = titular;
    await t.db.query(
      `INSERT INTO limites (clave, contador, reinicia_at) VALUES ($1, 30, $2)
       ON CONFLICT (clave) DO UPDATE SET contador = 30, reinicia_at = $2`,
      [`solicitud-baja:${idCliente}`, new Date(t.clock.now().getTime() + 60_000)],
    );
    const res = await post(`/polizas/${coche()}/noRenovar`, lucia);
    expect(res.statusCode).toBe(429);
    expect((await renovacion(coche())).solicitud).toBeNull();
    await t.db.query('DELETE FROM limites WHERE clave = $1', [`solicitud-baja:${idCliente}`]);
  });
});

describe('POST desistimiento', () => {
  it('withdraws from the recent distance contract once, with its receipt; it cannot be taken back', async () => {
    const gata = ids['MAS-70023456']!;
    const hoy = isoDay(t.clock.now());
    business(await post(`/polizas/${gata}/desistimiento`, lucia), MENSAJE_SEGUNDO_FACTOR.REQUERIDO);
    const first = v.parse(
      SolicitudBajaSchema,
      data(await post(`/polizas/${gata}/desistimiento`, lucia, await conPin('desistimiento'))),
    );
    expect(first).toMatchObject({ tipo: 'DESISTIMIENTO', fecha: hoy, deshacible: false });
    expect(first.referencia).toMatch(/^DS-/);
    expect(
      v.parse(
        SolicitudBajaSchema,
        data(await post(`/polizas/${gata}/desistimiento`, lucia, await conPin('desistimiento'))),
      ),
    ).toEqual(first);
    expect((await cambios('DESISTIMIENTO')).map((c) => c.descripcion)).toEqual([
      'Desistimiento de la póliza MAS-70023456',
    ]);
    const enPortfolio = (await portfolio()).lstPolizasMascotas.find((p) => p.idPoliza === gata);
    expect(enPortfolio?.solicitudBaja).toEqual({ tipo: 'DESISTIMIENTO', fecha: hoy });
    const texto = pdfText((await justificante(gata)).rawPayload);
    expect(texto).toContain('Justificante de desistimiento');
    expect(texto).toContain('Ley 22/2007');
    expect(texto).toContain(first.referencia);

    business(await post(`/polizas/${gata}/mantenerRenovacion`, lucia), MENSAJE_BAJA.YA_DESISTIDA);
    business(await post(`/polizas/${gata}/noRenovar`, lucia), MENSAJE_BAJA.YA_DESISTIDA);
    const r = await renovacion(gata);
    expect(r.desistimiento).toEqual({ permitido: false, ultimoDia: null });
    expect(r.noRenovar).toEqual({ permitido: false, ultimoDia: null });
  });

  it('refuses a policy not made at a distance or past its 14 days', async () => {
    business(
      await post(`/polizas/${ids['MOV-70078901']}/desistimiento`, lucia),
      MENSAJE_BAJA.SIN_DESISTIMIENTO,
    );
    business(
      await post(`/polizas/${ids['AUT-70023456']}/desistimiento`, lucia),
      MENSAJE_BAJA.SIN_DESISTIMIENTO,
    );
  });
});

describe('past the last day', () => {
  it('refuses to oppose the renewal, naming the last day it was possible', async () => {
    const coche = ids['AUT-70023456']!;
    const { fechaVto, noRenovar } = await renovacion(coche);
    const dias = (Date.parse(fechaVto!) - Date.parse(noRenovar.ultimoDia!)) / 86_400_000;
    // The day after the last one, at noon in Madrid.
    t.clock.advance(Date.parse(noRenovar.ultimoDia!) - Date.parse(isoDay(t.clock.now())) + 86_400_000 + 0);
    expect(dias).toBeGreaterThanOrEqual(28);
    const token = await entrar(t.app, titular);
    const r = await renovacion(coche, token);
    expect(r.noRenovar).toEqual({ permitido: false, ultimoDia: noRenovar.ultimoDia });
    business(
      await post(`/polizas/${coche}/noRenovar`, token),
      MENSAJE_BAJA.FUERA_DE_PLAZO(noRenovar.ultimoDia!),
    );
  });
});

describe('twenty at once (a double click, many times over)', { tags: ['engine'] }, () => {
  it('writes exactly one request and one history line, and takes it back exactly once', async () => {
    const id = ids['AUT-71056789']!;
    const token = await entrar(t.app, mediado);
    const body = await conPin('no-renovar', token, mediado);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/polizas/${id}/noRenovar`, token, body)),
    );
    // One PIN, one request: the others found it spent (or its attempts), never a 500.
    expect(answers.filter((a) => a.json().codigo === Codigo.OK)).toHaveLength(1);
    for (const a of answers.filter((x) => x.json().codigo !== Codigo.OK)) {
      expect([MENSAJE_SEGUNDO_FACTOR.PIN_USADO, MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO]).toContain(
        a.json().mensaje,
      );
    }
    const filas = await t.db.query('SELECT 1 FROM poliza_solicitudes_baja WHERE id_poliza = $1', [id]);
    expect(filas).toHaveLength(1);
    const historial = await t.db.query(
      "SELECT 1 FROM historial_cambios WHERE tipo = 'NO_RENOVAR' AND id_poliza = $1",
      [id],
    );
    expect(historial).toHaveLength(1);

    // A budget of 30 an hour: the second round of twenty starts from a fresh one.
    await t.db.query("DELETE FROM limites WHERE clave LIKE 'solicitud-baja:%'");
    const token2 = await entrar(t.app, mediado);
    const undo = await Promise.all(
      Array.from({ length: 20 }, () => post(`/polizas/${id}/mantenerRenovacion`, token2)),
    );
    for (const a of undo) expect([Codigo.OK, Codigo.CLAVE_ACTUAL_INCORRECTA]).toContain(a.json().codigo);
    expect(await t.db.query('SELECT 1 FROM poliza_solicitudes_baja WHERE id_poliza = $1', [id])).toHaveLength(
      0,
    );
    expect(
      await t.db.query("SELECT 1 FROM historial_cambios WHERE tipo = 'RENOVAR' AND id_poliza = $1", [id]),
    ).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirSesionEstudio } from '../src/repositories/estudio-sesiones';
import { purgeExpired } from '../src/repositories/retention';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, login, startApp, type TestApp } from './helpers';

/** The retention purge, with the clock moved forward past each period. */
let t: TestApp;
let cliente: ClientePrueba;
let otro: ClientePrueba;
/** On record with a mobile but no web password yet: registering sends a PIN. */
let sinClave: ClientePrueba;
let idRecibo: number;
beforeAll(async () => {
  t = await startApp();
  [cliente, otro, sinClave] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    idRecibo = (await d.recibo(await d.poliza(c, 'VEH'), 'COBRADO')).idRecibo;
    return [c, await d.cliente(), await d.cliente({}, null)];
  });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const rows = async (table: string) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;

async function counts() {
  return {
    sesiones: await rows('sesiones'),
    estudio: await rows('estudio_sesiones'),
    limites: await rows('limites'),
    registros: await rows('registros'),
    pines: await rows('pines'),
    outbox: await rows('sms_outbox'),
    tokens: await rows('tokens_descarga'),
  };
}

describe('purgeExpired', () => {
  it('deletes each kind of record after its period, and nothing before', async () => {
    const lucia = await entrar(t.app, cliente);
    await login(t.app, otro.nif, 'wrong-password', '10.50.0.1');
    // A studio session of a working day.
    await abrirSesionEstudio(
      t.db,
      { usuario: 'marta', nombre: 'Marta', roles: ['atencion'] },
      t.clock.now(),
      new Date(t.clock.now().getTime() + 8 * HOUR),
    );
    const descarga = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': lucia },
      payload: { tipo: 'RECIBO', referencia: String(idRecibo) },
    });
    expect(descarga.json().codigo).toBe(0);
    const flow = (path: string, token?: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/user/${path}`,
        headers: token ? { 'auth-token': token } : {},
        payload,
        remoteAddress: '10.50.0.2',
      });
    const { token } = (
      await flow('verificaUsuario', undefined, { numDoc: sinClave.nif, recordar: false })
    ).json().data;
    expect((await flow('generarPinAcceso', token)).json().codigo).toBe(0);
    // The SMS is sent after the answer.
    for (let i = 0; i < 50 && (await rows('sms_outbox')) === 0; i++)
      await new Promise((r) => setTimeout(r, 20));

    const start = await counts();
    expect(Object.values(start).every((n) => n > 0)).toBe(true);
    await purgeExpired(t.db, t.clock.now());
    expect(await counts()).toEqual(start);

    t.clock.advance(2 * HOUR);
    await purgeExpired(t.db, t.clock.now());
    expect(await counts()).toEqual({ ...start, limites: 0, outbox: 0, tokens: 0 });

    t.clock.advance(2 * DAY);
    await purgeExpired(t.db, t.clock.now());
    expect(await counts()).toEqual({ ...start, limites: 0, outbox: 0, tokens: 0, pines: 0 });

    t.clock.advance(31 * DAY);
    await purgeExpired(t.db, t.clock.now());
    expect(await counts()).toEqual({
      sesiones: 0,
      estudio: 0,
      limites: 0,
      registros: 0,
      pines: 0,
      outbox: 0,
      tokens: 0,
    });
  });

  it('is safe when several instances purge at the same moment', { tags: ['engine'] }, async () => {
    await entrar(t.app, cliente);
    t.clock.advance(31 * DAY);
    const results = await Promise.all(Array.from({ length: 5 }, () => purgeExpired(t.db, t.clock.now())));
    const ran = results.filter((r) => r !== null);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.reduce((sum, r) => sum + (r?.sesiones ?? 0), 0)).toBe(1);
    expect(await rows('sesiones')).toBe(0);
  });
});

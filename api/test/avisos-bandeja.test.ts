import { AvisosBandejaSchema, AvisosNoLeidosSchema, type AvisosBandeja } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purgarAvisos } from '../src/repositories/avisos';
import { entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { smtpLocal } from './smtp-local';

// 'Mis documentos' → 'Avisos': one notice per event with each channel's state, newest
// first, read marks per customer, ownership, and the header's count. Runs on PGlite and PostgreSQL.
let smtp: Awaited<ReturnType<typeof smtpLocal>>;
let t: TestApp;
let lucia: string;
let antonio: string;
let siniestro: { id: number; num: string };
let idAjeno: number;

beforeAll(async () => {
  smtp = await smtpLocal();
  t = await startApp({
    email: { url: smtp.url, from: 'Área Cliente <avisos@example.com>', requireTls: false },
  });
  const [deLucia, deAntonio] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const s = await d.siniestro(await d.poliza(c, 'VEH'), 'ABIERTO');
    siniestro = { id: s.idSiniestro, num: s.numSiniestro };
    const otro = await d.cliente();
    idAjeno = (await d.siniestro(await d.poliza(otro, 'HOG'), 'ABIERTO')).idSiniestro;
    return [c, otro];
  });
  // Antonio has a notice of his own, so the ownership test compares two non-empty lists.
  await t.db.query(
    "INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion) VALUES ($1, now(), 'EN_CURSO', 'Cambio')",
    [idAjeno],
  );
  lucia = await entrar(t.app, deLucia);
  antonio = await entrar(t.app, deAntonio);
  await procesar();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.recibidos.length = 0;
});

/** Rows enqueued by the triggers carry the database's clock: the app's is moved past it first. */
const procesar = () => {
  t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()) + 1000);
  return t.app.avisos.procesar();
};
async function avisos(token = lucia): Promise<AvisosBandeja> {
  const res = await get(t.app, '/documentos/avisos', token);
  expect(res.statusCode).toBe(200);
  return v.parse(AvisosBandejaSchema, res.json<{ data: unknown }>().data);
}
const marcar = (id: number | string, token: string | null = lucia) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/documentos/avisos/${id}/leido`,
    headers: token ? { 'auth-token': token } : {},
  });
async function noLeidos(token = lucia) {
  const res = await get(t.app, '/documentos/avisos/noLeidos', token);
  return v.parse(AvisosNoLeidosSchema, res.json<{ data: unknown }>().data);
}
/** The insurer's core system moves Lucía's claim to `estado` (the trigger enqueues the notice). */
async function cambiarEstado(estado: string): Promise<string> {
  const s = siniestro;
  await t.db.query(
    "INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion) VALUES ($1, now(), $2, 'Cambio')",
    [s.id, estado],
  );
  return s.num;
}

describe('GET /documentos/avisos', () => {
  it('lists one notice per event, newest first, with how each channel went, unread', async () => {
    const antes = await avisos();
    const num = await cambiarEstado('EN_CURSO');
    await cambiarEstado('FINALIZADO');
    const despues = await avisos();
    expect(despues.total).toBe(antes.total + 2);
    expect(despues.noLeidos).toBe(antes.noLeidos + 2);
    const [ultimo, penultimo] = despues.avisos;
    expect(ultimo).toMatchObject({
      evento: 'SINIESTRO_ESTADO',
      titulo: 'Tu siniestro ha pasado a «Finalizado»',
      detalle: `El estado de tu siniestro ${num} ha cambiado a «Finalizado».`,
      referencia: `Siniestro Nº ${num}`,
      leido: false,
      canales: [
        { canal: 'EMAIL', estado: 'PENDIENTE' },
        { canal: 'SMS', estado: 'PENDIENTE' },
      ],
    });
    expect(penultimo?.titulo).toBe('Tu siniestro ha pasado a «En curso»');
    const fechas = despues.avisos.map((a) => a.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect((await noLeidos()).avisosNoLeidos).toBe(despues.noLeidos);

    // Sent: the e-mail went (on by default), the SMS did not (off by default).
    await procesar();
    expect(smtp.recibidos.some((m) => m.texto.includes(num))).toBe(true);
    expect((await avisos()).avisos[0]?.canales).toEqual([
      { canal: 'EMAIL', estado: 'ENVIADA' },
      { canal: 'SMS', estado: 'OMITIDA' },
    ]);
  });

  it('shows only the caller’s notices', async () => {
    const deLucia = new Set((await avisos()).avisos.map((a) => a.idAviso));
    const deAntonio = (await avisos(antonio)).avisos.map((a) => a.idAviso);
    expect(deAntonio.length).toBeGreaterThan(0);
    expect(deAntonio.filter((id) => deLucia.has(id))).toEqual([]);
    expect((await get(t.app, '/documentos/avisos')).statusCode).toBe(401);
  });
});

describe('POST /documentos/avisos/:idAviso/leido', () => {
  it('marks the notice read for good, lowers the counts by one, and a second mark changes nothing', async () => {
    await cambiarEstado('PENDIENTE');
    const antes = await avisos();
    const aviso = antes.avisos[0]!;
    expect(aviso.leido).toBe(false);
    const res = await marcar(aviso.idAviso);
    expect(res.json()).toMatchObject({ codigo: 0 });
    expect(v.parse(AvisosNoLeidosSchema, res.json<{ data: unknown }>().data).avisosNoLeidos).toBe(
      antes.noLeidos - 1,
    );
    const despues = await avisos();
    expect(despues.avisos.find((a) => a.idAviso === aviso.idAviso)?.leido).toBe(true);
    expect(despues.noLeidos).toBe(antes.noLeidos - 1);
    expect((await noLeidos()).avisosNoLeidos).toBe(antes.noLeidos - 1);
    expect((await marcar(aviso.idAviso)).json<{ data: unknown }>().data).toEqual({
      avisosNoLeidos: antes.noLeidos - 1,
    });
  });

  it('answers another customer’s notice exactly like a missing one', async () => {
    await cambiarEstado('ABIERTO');
    const aviso = (await avisos()).avisos[0]!;
    const ajeno = await marcar(aviso.idAviso, antonio);
    const inexistente = await marcar(999_999_999, antonio);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.body).toBe(inexistente.body);
    expect((await avisos()).avisos[0]?.leido).toBe(false);
    const marcas = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM avisos_leidos');
    expect(marcas.n).toBe(1);
  });

  it('refuses a malformed id and a request without a session', async () => {
    const malo = await marcar('abc');
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toMatchObject({ codigo: 1000 });
    expect((await marcar(1, null)).statusCode).toBe(401);
  });

  it(
    '20 concurrent marks of one notice leave one row and lower the count by exactly one',
    { tags: ['engine'] },
    async () => {
      await cambiarEstado('EN_CURSO');
      const antes = await avisos();
      const id = antes.avisos[0]!.idAviso;
      const respuestas = await Promise.all(Array.from({ length: 20 }, () => marcar(id)));
      for (const r of respuestas) expect(r.json()).toMatchObject({ codigo: 0 });
      const { n } = await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM avisos_leidos l JOIN notificaciones n USING (clave)
        WHERE n.id_notificacion = $1`,
        [id],
      );
      expect(n).toBe(1);
      expect((await avisos()).noLeidos).toBe(antes.noLeidos - 1);
    },
  );

  it('the retention purge takes the marks of the notices it removes', async () => {
    const lejos = new Date(t.clock.now().getTime() + 365 * 24 * 3600_000);
    await procesar();
    await purgarAvisos(t.db, lejos, lejos);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM avisos_leidos')).n).toBe(0);
  });
});

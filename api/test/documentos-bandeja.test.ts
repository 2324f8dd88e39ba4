import {
  Codigo,
  DocumentosNoLeidosSchema,
  DocumentosSchema,
  type DocumentoBandeja,
  type Documentos,
} from '@area-cliente/shared/contract';
import { DOCUMENTOS_POR_PAGINA } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcarLeidosHasta } from '../src/repositories/documentos-bandeja';
import { entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// 'Mis documentos': the list, its filters and pages, ownership, and the read state.
let t: TestApp;
let lucia: string;
let antonio: string;
let idLucia: number;

beforeAll(async () => {
  t = await startApp();
  const [deLucia, deAntonio] = await sembrar(t, async (d) => {
    // Lucía: more than a page of documents of each kind, from the last month and from before it.
    const c = await d.cliente();
    const pdf = { tipo: 'ACTUAL', estado: 'DIGITAL_CERTIFICADA', mime_type: 'application/pdf' };
    const hogar = await d.poliza(c, 'HOG', {
      efecto: -400,
      periodicidad: 'MENSUAL',
      documentos: [
        { ...pdf, nombre: 'Condiciones particulares' },
        { ...pdf, nombre: 'Condiciones generales', fecha_efecto: d.s.day(-400) },
        { ...pdf, nombre: 'Nota informativa', fecha_efecto: d.s.day(-400) },
        { ...pdf, nombre: 'Suplemento de cambio de domicilio', fecha_efecto: d.s.day(-12) },
        // Not offered: on paper only.
        { ...pdf, nombre: 'Cuestionario de riesgo', estado: 'PAPEL', mime_type: 'image/tiff' },
      ],
    });
    for (let k = 12; k >= 1; k--) await d.recibo(hogar, 'COBRADO', { dias: -30 * k - 10 });
    await d.recibo(hogar, 'PENDIENTE', { dias: -5 });
    // Its conditions are from ten days ago; its next receipt is not issued yet, so not listed.
    const coche = await d.poliza(c, 'VEH', { efecto: -10 });
    await d.recibo(coche, 'PENDIENTE', { dias: -10 });
    await d.recibo(coche, 'PENDIENTE', { dias: 5 });
    await d.siniestro(hogar, 'CERRADO', {
      ocurrencia: -200,
      documentos: [['Informe del perito', true]],
      notificaciones: [{ dias: 2, texto: 'Recibimos tu parte', documentos: ['Parte de daños'] }],
    });
    await d.siniestro(coche, 'ABIERTO', {
      ocurrencia: -6,
      documentos: [
        ['Declaración amistosa', null],
        ['Presupuesto de reparación', null],
      ],
      notificaciones: [{ dias: 1, texto: 'Fotos recibidas', documentos: ['Fotografías del daño'] }],
    });
    // Like the demo persons (seed/demo-documentos-leidos.ts), she has opened what is older than a month.
    await marcarLeidosHasta(d.s.tx, c.idCliente, d.hoy, d.s.day(-30), new Date(d.s.instant(-30)));
    const otro = await d.cliente();
    const suya = await d.poliza(otro, 'VEH');
    await d.recibo(suya, 'COBRADO', { dias: -20 });
    await d.siniestro(suya, 'ABIERTO', { documentos: [['Declaración amistosa', null]] });
    return [c, otro];
  });
  idLucia = deLucia.idCliente;
  lucia = await entrar(t.app, deLucia);
  antonio = await entrar(t.app, deAntonio);
});
afterAll(() => t.close());

const post = (token: string | undefined, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: token ? { 'auth-token': token } : {},
    payload: payload as Record<string, unknown>,
  });

async function documentos(token: string, filtro: Record<string, unknown> = {}): Promise<Documentos> {
  const res = await post(token, '/documentos', filtro);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(DocumentosSchema, res.json<{ data: unknown }>().data);
}

/** Every document of the caller, page after page. */
async function todos(token: string, filtro: Record<string, unknown> = {}): Promise<DocumentoBandeja[]> {
  const all: DocumentoBandeja[] = [];
  for (let pagina = 1; ; pagina++) {
    const page = await documentos(token, { ...filtro, pagina });
    all.push(...page.documentos);
    if (page.documentos.length < DOCUMENTOS_POR_PAGINA) return all;
  }
}

async function noLeidos(token: string): Promise<number> {
  const res = await get(t.app, '/documentos/noLeidos', token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(DocumentosNoLeidosSchema, res.json<{ data: unknown }>().data).noLeidos;
}

const abrir = (token: string, d: Pick<DocumentoBandeja, 'descarga' | 'referencia'>) =>
  post(token, '/descargas/token', { tipo: d.descarga, referencia: d.referencia });

describe('Mis documentos: the list', () => {
  it('lists documents of policies, claims and receipts, newest first, the last month unread', async () => {
    const all = await todos(lucia);
    expect(new Set(all.map((d) => d.clase))).toEqual(new Set(['POLIZA', 'SINIESTRO', 'RECIBO']));
    const fechas = all.map((d) => d.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    // She has opened what is older than a month.
    const haceUnMes = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(all.filter((d) => d.leido).every((d) => d.fecha <= haceUnMes)).toBe(true);
    expect(all.filter((d) => !d.leido).every((d) => d.fecha > haceUnMes)).toBe(true);
    const unread = all.filter((d) => !d.leido).length;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(all.length);
    const first = await documentos(lucia);
    expect(first.total).toBe(all.length);
    expect(first.noLeidos).toBe(unread);
    expect(await noLeidos(lucia)).toBe(unread);
  });

  it('holds exactly the customer own documents, counted against the tables', async () => {
    const all = await todos(lucia);
    const { n } = await t.db.one<{ n: number }>(
      `SELECT (SELECT count(*) FROM poliza_documentos d JOIN polizas p USING (id_poliza)
                WHERE p.id_cliente = $1 AND d.estado = 'DIGITAL_CERTIFICADA' AND d.mime_type = 'application/pdf')
            + (SELECT count(*) FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
                 JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1)
            + (SELECT count(*) FROM notificacion_documentos d JOIN siniestro_notificaciones USING (id_notificacion)
                 JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1)
            + (SELECT count(*) FROM recibos r JOIN polizas p USING (id_poliza)
                WHERE p.id_cliente = $1 AND r.imprimible AND NOT p.es_internauto AND r.fec_recibo <= current_date)
            AS n`,
      [idLucia],
    );
    expect(all).toHaveLength(Number(n));
    const own = await t.db.query<{ id: number }>(
      'SELECT id_poliza AS id FROM polizas WHERE id_cliente = $1',
      [idLucia],
    );
    const ids = new Set(own.map((p) => p.id));
    expect(all.every((d) => ids.has(d.idPoliza))).toBe(true);
    // Antonio's list shares nothing with Lucía's.
    const refs = new Set(all.map((d) => `${d.descarga}:${d.referencia}`));
    expect((await todos(antonio)).some((d) => refs.has(`${d.descarga}:${d.referencia}`))).toBe(false);
  });

  it('pages by DOCUMENTOS_POR_PAGINA without gaps or repeats; a page past the end is empty with the total', async () => {
    const all = await todos(lucia);
    expect(all.length).toBeGreaterThan(DOCUMENTOS_POR_PAGINA);
    expect(new Set(all.map((d) => `${d.descarga}:${d.referencia}`)).size).toBe(all.length);
    const first = await documentos(lucia, { pagina: 1 });
    expect(first.documentos).toHaveLength(DOCUMENTOS_POR_PAGINA);
    const beyond = await documentos(lucia, { pagina: 99 });
    expect(beyond).toMatchObject({ documentos: [], pagina: 99, total: all.length });
  });

  it('filters by kind, by policy and by text (accents and case aside), combined', async () => {
    const all = await todos(lucia);
    for (const clase of ['POLIZA', 'SINIESTRO', 'RECIBO']) {
      const some = await todos(lucia, { clase });
      expect(some.length).toBeGreaterThan(0);
      expect(some).toEqual(all.filter((d) => d.clase === clase));
    }
    const idPoliza = all.find((d) => d.clase === 'SINIESTRO')!.idPoliza;
    const ofPolicy = await todos(lucia, { idPoliza });
    expect(ofPolicy).toEqual(all.filter((d) => d.idPoliza === idPoliza));
    const recibo = all.find((d) => d.clase === 'RECIBO')!;
    const numRecibo = recibo.nombre.replace('Recibo Nº ', '');
    expect((await todos(lucia, { texto: `  ${numRecibo.toLowerCase()} ` })).map((d) => d.referencia)).toEqual(
      [recibo.referencia],
    );
    const accented = all.find((d) => /[áéíóú]/i.test(d.nombre + d.contexto));
    if (accented) {
      const word = (accented.nombre + ' ' + accented.contexto).split(' ').find((w) => /[áéíóú]/i.test(w))!;
      const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      expect((await todos(lucia, { texto: plain })).map((d) => d.referencia)).toContain(accented.referencia);
    }
    const both = await todos(lucia, { clase: 'RECIBO', idPoliza: recibo.idPoliza });
    expect(both).toEqual(all.filter((d) => d.clase === 'RECIBO' && d.idPoliza === recibo.idPoliza));
    // LIKE's wildcards are literal text.
    expect(await documentos(lucia, { texto: '%' })).toMatchObject({ total: 0, documentos: [] });
    expect(await documentos(lucia, { texto: '_' })).toMatchObject({ total: 0 });
  });

  it("another customer's policy as the filter finds nothing, like an unknown one", async () => {
    const antonios = await todos(antonio);
    const ajena = antonios[0]!.idPoliza;
    expect(await documentos(lucia, { idPoliza: ajena })).toMatchObject({
      total: 0,
      noLeidos: 0,
      documentos: [],
    });
    expect(await documentos(lucia, { idPoliza: 999_999_999 })).toMatchObject({ total: 0, documentos: [] });
  });

  it('refuses malformed filters with a Spanish message, and asks for a session', async () => {
    for (const body of [
      { clase: 'OTRA' },
      { idPoliza: 'x' },
      { idPoliza: 0 },
      { pagina: 0 },
      { pagina: 1.5 },
      { texto: 'x'.repeat(61) },
      { texto: 'a\u0000b' },
    ]) {
      const res = await post(lucia, '/documentos', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const envelope = res.json<{ codigo: number; mensaje: string }>();
      expect(envelope.codigo).not.toBe(Codigo.OK);
      expect(envelope.mensaje).toMatch(/\S/);
      expect(res.body).not.toMatch(/stack|at \//);
    }
    expect((await post(undefined, '/documentos', {})).statusCode).toBe(401);
    expect((await get(t.app, '/documentos/noLeidos')).statusCode).toBe(401);
  });
});

describe('Mis documentos: read state', () => {
  it('opening a document marks it read for its owner only, from any kind', async () => {
    const before = await noLeidos(lucia);
    const antonioBefore = await noLeidos(antonio);
    const all = await todos(lucia);
    const picks = ['POLIZA', 'SINIESTRO', 'RECIBO'].map((c) => all.find((d) => d.clase === c && !d.leido)!);
    for (const d of picks) expect((await abrir(lucia, d)).statusCode).toBe(200);
    expect(await noLeidos(lucia)).toBe(before - 3);
    expect(await noLeidos(antonio)).toBe(antonioBefore);
    const after = await todos(lucia);
    for (const d of picks) expect(after.find((x) => x.referencia === d.referencia)!.leido).toBe(true);
    // Opening again changes nothing.
    expect((await abrir(lucia, picks[0]!)).statusCode).toBe(200);
    expect(await noLeidos(lucia)).toBe(before - 3);
    // The filtered count follows.
    const recibos = await todos(lucia, { clase: 'RECIBO' });
    expect((await documentos(lucia, { clase: 'RECIBO' })).noLeidos).toBe(
      recibos.filter((d) => !d.leido).length,
    );
  });

  it("another customer's document answers 404 like a missing one and marks nothing", async () => {
    const theirs = (await todos(antonio)).find((d) => !d.leido)!;
    const before = await noLeidos(antonio);
    const res = await abrir(lucia, theirs);
    expect(res.statusCode).toBe(404);
    const missing = await abrir(lucia, {
      descarga: theirs.descarga,
      referencia: theirs.clase === 'SINIESTRO' ? '00000000-0000-4000-8000-000000000000' : '999999999',
    });
    expect(missing.statusCode).toBe(404);
    expect(res.json<{ mensaje: string }>().mensaje).toBe(missing.json<{ mensaje: string }>().mensaje);
    expect(await noLeidos(antonio)).toBe(before);
    const { n } = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM documentos_leidos WHERE id_cliente = $1 AND referencia = $2',
      [idLucia, theirs.referencia],
    );
    expect(n).toBe(0);
  });

  it('a claim document opened with its uuid in capitals is the same document', async () => {
    const d = (await todos(lucia, { clase: 'SINIESTRO' })).find((x) => !x.leido)!;
    const before = await noLeidos(lucia);
    expect((await abrir(lucia, { ...d, referencia: d.referencia.toUpperCase() })).statusCode).toBe(200);
    expect(await noLeidos(lucia)).toBe(before - 1);
    expect((await todos(lucia)).find((x) => x.referencia === d.referencia)!.leido).toBe(true);
  });

  it(
    '20 concurrent openings of one document leave one read row and lower the count by exactly one',
    { tags: ['engine'] },
    async () => {
      const d = (await todos(lucia)).find((x) => !x.leido)!;
      const before = await noLeidos(lucia);
      const answers = await Promise.all(Array.from({ length: 20 }, () => abrir(lucia, d)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const rows = await t.db.query<{ leido_at: Date }>(
        'SELECT leido_at FROM documentos_leidos WHERE id_cliente = $1 AND tipo = $2 AND referencia = $3',
        [idLucia, d.descarga, d.referencia],
      );
      expect(rows).toHaveLength(1);
      expect(await noLeidos(lucia)).toBe(before - 1);
      // Twenty different documents at once: each counted once.
      const next = (await todos(lucia)).filter((x) => !x.leido).slice(0, 20);
      await Promise.all(next.map((x) => abrir(lucia, x)));
      expect(await noLeidos(lucia)).toBe(before - 1 - next.length);
    },
  );
});

import { randomUUID } from 'node:crypto';
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
import { isoDay } from '../src/lib/clock';
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
    // She has opened what is older than a month.
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
            + (SELECT count(*) FROM poliza_solicitudes_baja JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1)
            + (SELECT count(*) FROM reclamaciones WHERE id_cliente = $1)
            + (SELECT count(*) FROM mandatos_sepa WHERE id_cliente = $1)
            AS n`,
      [idLucia],
    );
    expect(all).toHaveLength(Number(n));
    const own = await t.db.query<{ id: number }>(
      'SELECT id_poliza AS id FROM polizas WHERE id_cliente = $1',
      [idLucia],
    );
    const ids = new Set(own.map((p) => p.id));
    expect(all.every((d) => d.idPoliza !== null && ids.has(d.idPoliza))).toBe(true);
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

describe('Mis documentos: what the area produced for the customer', () => {
  let marta: string;
  let idMarta: number;
  let polizaMarta: number;
  const MANDATO = 'AC-MANDATO-0000001';
  const RECLAMACION = 'RC-2026-7KQ4M2';
  let firmado: string;

  beforeAll(async () => {
    const c = await sembrar(t, async (d) => {
      const c = await d.cliente();
      const coche = await d.poliza(c, 'VEH', { efecto: -200 });
      await d.s.insert('mandatos_sepa', {
        referencia: MANDATO,
        id_cliente: c.idCliente,
        nombre_deudor: c.nombre,
        iban: 'ES9121000418450200051332',
        polizas: coche.numPoliza,
        firmado_con: 'PIN_SMS',
        id_sesion: 1,
        referencia_sesion: 'S-1',
        firmado_at: d.s.instant(-3),
      });
      await d.s.insert('poliza_solicitudes_baja', {
        id_poliza: coche.idPoliza,
        tipo: 'NO_RENOVAR',
        fecha: d.s.day(165),
        referencia: 'NR-7KQ4M2A9B3',
        created_at: d.s.instant(-1),
      });
      await d.s.insert('reclamaciones', {
        codigo: RECLAMACION,
        id_cliente: c.idCliente,
        clave_idempotencia: randomUUID(),
        huella: 'prueba',
        asunto_tipo: 'GENERAL',
        asunto_referencia: '',
        asunto_texto: 'General',
        motivo: 'Atención recibida',
        descripcion: 'Nadie me devolvió la llamada.',
        presentada_at: d.s.instant(-2),
        fecha_limite: d.s.day(28),
      });
      // A claim opened ten days ago whose document she signed in the area two days ago.
      const s = await d.siniestro(coche, 'ABIERTO', {
        ocurrencia: -10,
        documentos: [['Mandato de gestión de cobro', null]],
      });
      const doc = await d.s.tx.one<{ id: number; uuid: string }>(
        'SELECT id_documento AS id, uuid::text AS uuid FROM siniestro_documentos WHERE id_siniestro = $1',
        [s.idSiniestro],
      );
      await d.s.tx.query(
        'UPDATE siniestro_documentos SET aceptado = true, fecha_firma = $2 WHERE id_documento = $1',
        [doc.id, d.s.instant(-2)],
      );
      await d.s.insert('firmas_documento', {
        referencia: 'FE20260101-0123456789',
        id_documento: doc.id,
        id_cliente: c.idCliente,
        nombre_firmante: c.nombre,
        num_doc_firmante: c.nif,
        metodo: 'SES_PIN_SMS',
        id_sesion: 1,
        referencia_sesion: 'S-1',
        ip: '127.0.0.1',
        sha256: '0'.repeat(64),
        referencia_envio: 'SMS-0123456789',
        pdf_original: Buffer.from('%PDF-1.4'),
        firmado_at: d.s.instant(-2),
      });
      firmado = doc.uuid;
      polizaMarta = coche.idPoliza;
      return c;
    });
    idMarta = c.idCliente;
    marta = await entrar(t.app, c);
  });

  const propios = async () =>
    (await todos(marta)).filter((d) =>
      ['JUSTIFICANTE_BAJA', 'RECLAMACION', 'MANDATO_SEPA'].includes(d.descarga),
    );

  it('lists the mandate, the non-renewal and complaint receipts and the signed copy, unread, by their day', async () => {
    const hoy = isoDay(t.clock.now());
    const dia = (n: number) =>
      new Date(Date.parse(`${hoy}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const all = await todos(marta);
    const de = (descarga: string) => all.filter((d) => d.descarga === descarga);
    expect(de('MANDATO_SEPA')).toEqual([
      {
        clase: 'CUENTA',
        descarga: 'MANDATO_SEPA',
        referencia: MANDATO,
        nombre: 'Mandato SEPA',
        contexto: 'Cuenta de cobro terminada en 1332',
        idPoliza: null,
        numPoliza: null,
        fecha: dia(-3),
        leido: false,
      },
    ]);
    expect(de('JUSTIFICANTE_BAJA')).toEqual([
      expect.objectContaining({
        clase: 'POLIZA',
        referencia: String(polizaMarta),
        nombre: 'Justificante de oposición a la renovación',
        idPoliza: polizaMarta,
        fecha: dia(-1),
        leido: false,
      }),
    ]);
    expect(de('RECLAMACION')).toEqual([
      expect.objectContaining({
        clase: 'RECLAMACION',
        referencia: RECLAMACION,
        nombre: 'Justificante de reclamación',
        contexto: `Reclamación Nº ${RECLAMACION}`,
        idPoliza: null,
        fecha: dia(-2),
        leido: false,
      }),
    ]);
    // The signed copy: named so, dated the day it was signed (not the claim's opening), on top.
    expect(all.find((d) => d.referencia === firmado)).toMatchObject({
      nombre: 'Copia firmada: Mandato de gestión de cobro',
      fecha: dia(-2),
      leido: false,
    });
    expect(await noLeidos(marta)).toBe(all.filter((d) => !d.leido).length);
    // Each kind has its filter; a policy's filter keeps its receipt and leaves out what is hers alone.
    expect((await todos(marta, { clase: 'CUENTA' })).map((d) => d.referencia)).toEqual([MANDATO]);
    expect((await todos(marta, { clase: 'RECLAMACION' })).map((d) => d.referencia)).toEqual([RECLAMACION]);
    const dePoliza = await todos(marta, { idPoliza: polizaMarta });
    expect(dePoliza.map((d) => d.descarga)).toContain('JUSTIFICANTE_BAJA');
    expect(dePoliza.some((d) => d.idPoliza === null)).toBe(false);
    expect((await todos(marta, { texto: 'copia firmada' })).map((d) => d.referencia)).toEqual([firmado]);
  });

  it('each opens as a PDF through its own download, is read afterwards, and is no one else’s', async () => {
    const RUTA = {
      JUSTIFICANTE_BAJA: (ref: string, tk: string) => `/polizas/justificante/${ref}/${tk}`,
      RECLAMACION: (ref: string, tk: string) => `/reclamaciones/${ref}/justificante/${tk}`,
      MANDATO_SEPA: (ref: string, tk: string) => `/cliente/mandatos/${ref}/${tk}`,
    } as const;
    const before = await noLeidos(marta);
    for (const d of await propios()) {
      // Another customer's token request answers 404 and marks nothing.
      expect((await abrir(antonio, d)).statusCode, d.descarga).toBe(404);
      const res = await abrir(marta, d);
      expect(res.statusCode, res.body).toBe(200);
      const { tokenDescarga } = res.json<{ data: { tokenDescarga: string } }>().data;
      const pdf = await t.app.inject({
        method: 'GET',
        url: `${API}${RUTA[d.descarga as keyof typeof RUTA](d.referencia, tokenDescarga)}`,
      });
      expect(pdf.statusCode, d.descarga).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    expect((await propios()).every((d) => d.leido)).toBe(true);
    expect(await noLeidos(marta)).toBe(before - 3);
    // Marked for her alone.
    expect(
      (
        await t.db.query('SELECT 1 FROM documentos_leidos WHERE id_cliente <> $1 AND referencia = $2', [
          idMarta,
          MANDATO,
        ])
      ).length,
    ).toBe(0);
  });
});

describe("Mis documentos: a complaint's receipt opened from its own screen", () => {
  it('is read in the inbox too', async () => {
    const c = await sembrar(t, async (d) => {
      const c = await d.cliente();
      await d.s.insert('reclamaciones', {
        codigo: 'RC-2026-AB2CD3',
        id_cliente: c.idCliente,
        clave_idempotencia: randomUUID(),
        huella: 'prueba',
        asunto_tipo: 'GENERAL',
        asunto_referencia: '',
        asunto_texto: 'General',
        motivo: 'Atención recibida',
        descripcion: 'Nadie me devolvió la llamada.',
        presentada_at: d.s.instant(-2),
        fecha_limite: d.s.day(28),
      });
      return c;
    });
    const token = await entrar(t.app, c);
    expect(await noLeidos(token)).toBe(1);
    const res = await post(token, '/reclamaciones/RC-2026-AB2CD3/justificante', undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(await noLeidos(token)).toBe(0);
    // Another customer's code answers 404 like a missing one.
    expect((await post(lucia, '/reclamaciones/RC-2026-AB2CD3/justificante', undefined)).statusCode).toBe(404);
  });
});

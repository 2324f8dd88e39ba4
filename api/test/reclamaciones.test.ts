import { Codigo, ReclamacionSchema } from '@area-cliente/shared/contract';
import { CODIGO_RECLAMACION, fechaLimiteRespuesta } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import {
  CLAVE_CON_OTROS_DATOS,
  DEMASIADAS_RECLAMACIONES,
  SIN_RESPUESTA_AUN,
} from '../src/services/reclamaciones';
import { type Datos, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;

/** A customer with a home policy and a paid receipt of it, the subjects a complaint may be about. */
async function conRecibo(d: Datos) {
  const c = await d.cliente();
  await d.recibo(await d.poliza(c, 'HOG'), 'COBRADO');
  return c;
}

/** Two complaints of hers: one the customer service answered in time, one past its due date, unanswered. */
async function reclamacionesPrevias(d: Datos, idCliente: number) {
  const comun = {
    id_cliente: idCliente,
    huella: 'prueba',
    contacto: 'Correo electrónico',
    asunto_tipo: 'GENERAL',
    asunto_referencia: '',
    asunto_texto: 'General (no trata de una póliza, siniestro o recibo concretos)',
    motivo: 'Atención recibida',
    descripcion: 'Llamé tres veces al teléfono de atención al cliente y nadie me dio una solución.',
  };
  const [respondida, tardia] = [d.s.day(-50), d.s.day(-45)];
  await d.s.insert('reclamaciones', {
    ...comun,
    codigo: `RC-${respondida.slice(0, 4)}-PRW3BA`,
    clave_idempotencia: d.s.uuid(),
    estado: 'RESPONDIDA',
    presentada_at: `${respondida}T09:30:00Z`,
    fecha_limite: fechaLimiteRespuesta(respondida),
    respuesta: 'Lamentamos las molestias. Hemos revisado tus llamadas y resuelto lo que pedías.',
    respondida_at: d.s.instant(-35),
  });
  await d.s.insert('reclamaciones', {
    ...comun,
    codigo: `RC-${tardia.slice(0, 4)}-PRW3BB`,
    clave_idempotencia: d.s.uuid(),
    estado: 'EN_ESTUDIO',
    presentada_at: `${tardia}T17:10:00Z`,
    fecha_limite: fechaLimiteRespuesta(tardia),
  });
}

beforeAll(async () => {
  t = await startApp({ checkAnswers: true });
  const [deLucia, deAntonio] = await sembrar(t, async (d) => {
    const ella = await conRecibo(d);
    await reclamacionesPrevias(d, ella.idCliente);
    return [ella, await conRecibo(d)];
  });
  lucia = await entrar(t.app, deLucia);
  antonio = await entrar(t.app, deAntonio);
});
afterAll(() => t.close());

type Asunto = { tipo: string; referencia: string; etiqueta: string };

const asuntos = async (token: string): Promise<Asunto[]> =>
  (await get(t.app, '/reclamaciones/asuntos', token)).json().data.asuntos;

const presentar = (body: object, token = lucia) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/reclamaciones`,
    headers: { 'auth-token': token },
    payload: body,
  });

const cuerpo = (asunto: { tipo: string; referencia: string }, extra: object = {}) => ({
  claveIdempotencia: crypto.randomUUID(),
  asunto: { tipo: asunto.tipo, referencia: asunto.referencia },
  motivo: 'Importe o cobro de un recibo',
  descripcion: 'El recibo de este mes me lo habéis cobrado dos veces en la cuenta.',
  contacto: 'Teléfono',
  ...extra,
});

const count = async (sql = 'SELECT count(*)::int AS n FROM reclamaciones') =>
  (await t.db.one<{ n: number }>(sql)).n;

describe('filing a complaint', () => {
  it('files one about a receipt of the caller: a readable code, the due date one month on, a history line', async () => {
    const recibo = (await asuntos(lucia)).find((a) => a.tipo === 'RECIBO');
    if (!recibo) throw new Error('Lucía has receipts');
    const res = await presentar(cuerpo(recibo));
    expect(res.statusCode, res.body).toBe(200);
    const r = v.parse(ReclamacionSchema, res.json().data);
    expect(r.codigo).toMatch(CODIGO_RECLAMACION);
    expect(r.codigo.slice(3, 7)).toBe(isoDay(t.clock.now()).slice(0, 4));
    expect(r).toMatchObject({
      estado: 'RECIBIDA',
      asunto: recibo.etiqueta,
      fechaLimite: fechaLimiteRespuesta(isoDay(t.clock.now())),
      respuesta: null,
      fueraDePlazo: false,
      puedeEscalar: false,
    });
    const historia = await t.db.one<{ descripcion: string }>(
      "SELECT descripcion FROM historial_cambios WHERE tipo = 'RECLAMACION' ORDER BY id_cambio DESC LIMIT 1",
    );
    expect(historia.descripcion).toBe(`Reclamación ${r.codigo} presentada`);
    // Listed and readable by its owner, also typed in lower case.
    const lista = (await get(t.app, '/reclamaciones', lucia)).json().data.reclamaciones;
    expect(lista[0].codigo).toBe(r.codigo);
    expect((await get(t.app, `/reclamaciones/${r.codigo.toLowerCase()}`, lucia)).json().data.codigo).toBe(
      r.codigo,
    );
  });

  it("refuses another customer's receipt exactly like a missing one, and odd input with a clear message", async () => {
    const reciboAjeno = (await asuntos(antonio)).find((a) => a.tipo === 'RECIBO');
    if (!reciboAjeno) throw new Error('Antonio has receipts');
    const ajeno = await presentar(cuerpo(reciboAjeno));
    const inexistente = await presentar(cuerpo({ tipo: 'RECIBO', referencia: '999999999' }));
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(inexistente.json());
    const corta = await presentar(cuerpo({ tipo: 'GENERAL', referencia: '' }, { descripcion: 'mal' }));
    expect(corta.statusCode).toBe(400);
    expect(corta.json().codigo).not.toBe(0);
    const nul = await presentar(
      cuerpo(
        { tipo: 'GENERAL', referencia: '' },
        { descripcion: 'Texto con un carácter\u0000 que rompe la base de datos.' },
      ),
    );
    expect(nul.statusCode).toBe(400);
  });

  it(
    'makes one complaint of 20 concurrent identical sends, and refuses the key with other contents',
    { tags: ['engine'] },
    async () => {
      const body = cuerpo({ tipo: 'GENERAL', referencia: '' });
      const before = await count();
      const answers = await Promise.all(Array.from({ length: 20 }, () => presentar(body, antonio)));
      expect(answers.map((r) => r.json().codigo)).toEqual(Array(20).fill(0));
      expect(new Set(answers.map((r) => r.json().data.codigo)).size).toBe(1);
      expect(await count()).toBe(before + 1);
      const edited = await presentar(
        { ...body, descripcion: `${body.descripcion} Y además otra cosa.` },
        antonio,
      );
      expect(edited.statusCode).toBe(409);
      expect(edited.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: CLAVE_CON_OTROS_DATOS,
        data: null,
      });
      expect(await count()).toBe(before + 1);
    },
  );

  it(
    'takes at most 5 complaints per customer and day, counted in the database, also concurrently',
    { tags: ['engine'], timeout: 120_000 },
    async () => {
      const b = await startApp();
      try {
        const cliente = await sembrar(b, (d) => d.cliente());
        let token = await entrar(b.app, cliente);
        const send = () =>
          b.app.inject({
            method: 'POST',
            url: `${API}/reclamaciones`,
            headers: { 'auth-token': token },
            payload: cuerpo({ tipo: 'GENERAL', referencia: '' }),
          });
        const answers = await Promise.all(Array.from({ length: 8 }, send));
        expect(answers.filter((r) => r.json().codigo === 0)).toHaveLength(5);
        for (const r of answers.filter((a) => a.json().codigo !== 0)) {
          expect(r.statusCode).toBe(429);
          expect(r.json().mensaje).toBe(DEMASIADAS_RECLAMACIONES);
        }
        // A day later (and a new session: the old one idled out) the budget is back.
        b.clock.advance(24 * 3_600_000 + 1000);
        token = await entrar(b.app, cliente);
        expect((await send()).json().codigo).toBe(0);
      } finally {
        await b.close();
      }
    },
  );
});

describe('reading complaints', () => {
  it("answers another customer's code exactly like a missing or malformed one", async () => {
    const [propia] = (await get(t.app, '/reclamaciones', lucia)).json().data.reclamaciones;
    const ajena = await get(t.app, `/reclamaciones/${propia.codigo}`, antonio);
    const falta = await get(t.app, '/reclamaciones/RC-2020-ZZZZZZ', antonio);
    const rara = await get(t.app, '/reclamaciones/..%2F..%2Fetc', antonio);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(falta.json());
    expect(rara.json()).toEqual(falta.json());
    const rechazo = await t.app.inject({
      method: 'POST',
      url: `${API}/reclamaciones/${propia.codigo}/insatisfecha`,
      headers: { 'auth-token': antonio },
    });
    expect(rechazo.json()).toEqual(falta.json());
  });

  it('shows her complaints: one answered, one late with the way onwards', async () => {
    const lista = (await get(t.app, '/reclamaciones', lucia)).json().data.reclamaciones as Array<
      v.InferOutput<typeof ReclamacionSchema>
    >;
    const respondida = lista.find((r) => r.estado === 'RESPONDIDA');
    const tardia = lista.find((r) => r.fueraDePlazo);
    expect(respondida?.respuesta).toMatch(/Lamentamos/);
    expect(respondida?.puedeEscalar).toBe(false);
    expect(tardia).toMatchObject({ estado: 'EN_ESTUDIO', respuesta: null, puedeEscalar: true });
  });

  it('lets the customer reject an answer (once in the history), never an unanswered complaint', async () => {
    const lista = (await get(t.app, '/reclamaciones', lucia)).json().data.reclamaciones;
    const respondida = lista.find((r: { estado: string }) => r.estado === 'RESPONDIDA');
    const tardia = lista.find((r: { fueraDePlazo: boolean }) => r.fueraDePlazo);
    const rechaza = (codigo: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/reclamaciones/${codigo}/insatisfecha`,
        headers: { 'auth-token': lucia },
      });
    const antes = await count("SELECT count(*)::int AS n FROM historial_cambios WHERE tipo = 'RECLAMACION'");
    const answers = await Promise.all([rechaza(respondida.codigo), rechaza(respondida.codigo)]);
    for (const r of answers) expect(r.json().data).toMatchObject({ insatisfecha: true, puedeEscalar: true });
    expect(await count("SELECT count(*)::int AS n FROM historial_cambios WHERE tipo = 'RECLAMACION'")).toBe(
      antes + 1,
    );
    const sin = await rechaza(tardia.codigo);
    expect(sin.json().mensaje).toBe(SIN_RESPUESTA_AUN);
  });
});

describe('the acknowledgement PDF', () => {
  it('downloads with a one-use token for the owner only, with code, date, subject and due date', async () => {
    const recibo = (await asuntos(lucia)).find((a) => a.tipo === 'RECIBO');
    if (!recibo) throw new Error('Lucía has receipts');
    const r = (await presentar(cuerpo(recibo))).json().data;
    const token = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/reclamaciones/${r.codigo}/justificante`,
        headers: { 'auth-token': who },
      });
    expect((await token(antonio)).statusCode).toBe(404);
    const { tokenDescarga } = (await token(lucia)).json().data;
    const url = `${API}/reclamaciones/${r.codigo}/justificante/${tokenDescarga}`;
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Justificante de reclamación');
    expect(text).toContain(r.codigo);
    expect(text).toContain(recibo.etiqueta);
    const [y, m, d] = r.fechaLimite.split('-');
    expect(text).toContain(`${d}-${m}-${y}`);
    // Spent: a second use gets the small Spanish page, never the PDF.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

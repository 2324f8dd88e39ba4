import { Codigo, TarjetaPolizaSchema, type TarjetaPoliza } from '@area-cliente/shared/contract';
import { formatDate, PAGINA_VERIFICACION, type Ramo } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import type { PdfDocument } from '../src/pdf/render-pdf';
import { sha256 } from '../src/lib/crypto';
import { CODIGOS_VIVOS_POR_POLIZA } from '../src/repositories/tarjetas';
import { CERTIFICADOS_POR_DIA, VERIFICACIONES_POR_MINUTO } from '../src/services/tarjetas';
import type { PolizaSeed } from '../src/seed/seeder';
import { entrar, nifNuevo, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// Issue #32: the digital card, its QR codes, the public verification and the insurance certificate.

let t: TestApp;
let lucia: string;
let antonio: string;
const ids: Record<string, number> = {};
let ipSeq = 0;
/** Each test verifies from an address of its own, so the per-IP budget of one does not spill over. */
const nuevaIp = () => `10.32.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

beforeAll(async () => {
  t = await startApp();
  // A client with a policy in each line the card tells apart (numbers 7…), and another client.
  const [c, m] = await sembrar(t, async (d) => {
    const c = await d.cliente({ nombre: 'Marta Prieto Sanz' });
    const polizas: [string, Ramo, Partial<PolizaSeed>][] = [
      [
        'AUT-70023456',
        'VEH',
        {
          producto: 'Auto Todo Riesgo con Franquicia',
          line: { marca: 'SEAT', modelo: 'León 1.5 TSI FR', matricula: '1234 LMN' },
        },
      ],
      ['AUT-70034567', 'VEH', { line: { tipo_automovil: 'MOTO' } }],
      ['AUT-70045678', 'VEH', { common: { uso: 'TAXI' } }],
      ['HOG-70034567', 'HOG', {}],
      ['DEC-70045678', 'DEC', {}],
      ['HNA-75012345', 'SALUD_HNA', { documentos: [] }],
      [
        'SAL-70056789',
        'SALUD_MMT',
        {
          efecto: -60,
          periodicidad: 'MENSUAL',
          asegurados: [
            { nombre_completo: 'Marta Prieto Sanz', num_doc: c.nif },
            { nombre_completo: 'Sara Martín Fernández', num_doc: nifNuevo() },
          ],
        },
      ],
    ];
    for (const [numPoliza, ramo, p] of polizas)
      ids[numPoliza] = (await d.poliza(c, ramo, { ...p, numPoliza })).idPoliza;
    const m = await d.cliente();
    await d.poliza(m, 'VEH');
    return [c, m];
  });
  [lucia, antonio] = await Promise.all([entrar(t.app, c), entrar(t.app, m)]);
});
afterAll(() => t.close());

const post = (path: string, token?: string, payload: object | undefined = undefined, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    ...(payload ? { payload } : {}),
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: ip,
  });
const data = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().codigo, res.body).toBe(Codigo.OK);
  return res.json().data as unknown;
};
const tarjeta = async (num: string, token = lucia): Promise<TarjetaPoliza> =>
  v.parse(TarjetaPolizaSchema, data(await post(`/polizas/${ids[num]}/tarjeta`, token)));
const verifica = (codigo: string, ip = nuevaIp()) => post('/publico/verificacion', undefined, { codigo }, ip);
const expectNotFound = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null });
};
const hoy = () => isoDay(t.clock.now());

describe('POST /polizas/:idPoliza/tarjeta', () => {
  it("shows a car's essentials and a fresh 144-bit code, stored only as its hash", async () => {
    const c = await tarjeta('AUT-70023456');
    expect(c).toMatchObject({
      ramo: 'VEH',
      numPoliza: 'AUT-70023456',
      producto: 'Auto Todo Riesgo con Franquicia',
      riesgoEtiqueta: 'Matrícula',
      riesgo: '1234 LMN',
      enVigor: true,
      telefonoAsistencia: '900 414 142',
    });
    expect(c.codigoVerificacion).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(c.codigoCaduca).toBe(c.fechaVto);
    const stored = await t.db.query<{ codigo_hash: Buffer }>(
      'SELECT codigo_hash FROM tarjeta_codigos WHERE id_poliza = $1',
      [ids['AUT-70023456']],
    );
    expect(stored.map((r) => Buffer.from(r.codigo_hash).toString('hex'))).toContain(
      sha256(c.codigoVerificacion).toString('hex'),
    );
    // A second card is another code: nothing in the table could show the first one again.
    expect((await tarjeta('AUT-70023456')).codigoVerificacion).not.toBe(c.codigoVerificacion);
  });

  it('names the insured address of a home and the insured persons of the own health line', async () => {
    const hogar = await tarjeta('HOG-70034567');
    expect(hogar).toMatchObject({
      ramo: 'HOG',
      riesgoEtiqueta: 'Dirección asegurada',
      telefonoAsistencia: '900 414 143',
    });
    expect(hogar.riesgo).toMatch(/, \d{5} /);
    const salud = await tarjeta('SAL-70056789');
    expect(salud).toMatchObject({
      ramo: 'SALUD_MMT',
      riesgoEtiqueta: 'Asegurados',
      riesgo: 'Marta Prieto Sanz, Sara Martín Fernández',
    });
  });

  it("answers a line without a card, another customer's policy and a missing one alike", async () => {
    const missing = await post('/polizas/999999/tarjeta', lucia);
    expectNotFound(missing);
    expectNotFound(await post(`/polizas/${ids['HNA-75012345']}/tarjeta`, lucia));
    expectNotFound(await post(`/polizas/${ids['DEC-70045678']}/tarjeta`, lucia));
    const ajena = await post(`/polizas/${ids['AUT-70023456']}/tarjeta`, antonio);
    expectNotFound(ajena);
    expect(ajena.body).toBe(missing.body);
    expect((await post(`/polizas/${ids['AUT-70023456']}/tarjeta`)).statusCode).toBe(401);
  });
});

describe('POST /publico/verificacion (no session)', () => {
  it('says in force today and nothing else: no name, plate, policy number or address', async () => {
    const c = await tarjeta('AUT-70023456');
    const res = await verifica(c.codigoVerificacion);
    expect(res.json()).toEqual({ codigo: 0, mensaje: 'OK', data: { enVigor: true, fecha: hoy() } });
    for (const dato of [
      '1234 LMN',
      'AUT-70023456',
      'Marta',
      'Prieto',
      'SEAT',
      'León',
      String(ids['AUT-70023456']),
    ])
      expect(res.body).not.toContain(dato);
    expect(formatDate(hoy())).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('answers a cancelled policy, an unknown, a malformed and a revoked code exactly alike', async () => {
    const anulada = await tarjeta('AUT-70045678');
    await t.db.query("UPDATE polizas SET estado = 'ANULADA' WHERE id_poliza = $1", [ids['AUT-70045678']]);
    const noEnVigor = (await verifica(anulada.codigoVerificacion)).body;
    await t.db.query("UPDATE polizas SET estado = 'VIGOR' WHERE id_poliza = $1", [ids['AUT-70045678']]);
    expect(JSON.parse(noEnVigor)).toEqual({
      codigo: 0,
      mensaje: 'OK',
      data: { enVigor: false, fecha: hoy() },
    });

    const desconocido = (await verifica(randomBytes(18).toString('base64url'))).body;
    const malformado = (await verifica('no-es-un-codigo')).body;
    const hogar = await tarjeta('HOG-70034567');
    expect((await verifica(hogar.codigoVerificacion)).json().data.enVigor).toBe(true);
    expect(data(await post(`/polizas/${ids['HOG-70034567']}/tarjeta/anular`, lucia))).toEqual({
      anulados: expect.any(Number),
    });
    const revocado = (await verifica(hogar.codigoVerificacion)).body;
    expect(new Set([noEnVigor, desconocido, malformado, revocado]).size).toBe(1);
  });

  it('stops verifying once the policy period is over', async () => {
    const c = await tarjeta('SAL-70056789');
    expect((await verifica(c.codigoVerificacion)).json().data.enVigor).toBe(true);
    const fechaVto = c.fechaVto ?? c.codigoCaduca;
    const dias = (Date.parse(fechaVto) - Date.parse(hoy())) / 86_400_000 + 1;
    t.clock.advance(dias * 86_400_000);
    try {
      expect((await verifica(c.codigoVerificacion)).json().data).toEqual({ enVigor: false, fecha: hoy() });
    } finally {
      t.clock.advance(-dias * 86_400_000);
    }
  });

  it(`keeps the newest ${CODIGOS_VIVOS_POR_POLIZA} codes of a policy; older ones stop verifying`, async () => {
    const primera = await tarjeta('AUT-70034567');
    for (let i = 0; i < CODIGOS_VIVOS_POR_POLIZA - 1; i++) await tarjeta('AUT-70034567');
    expect((await verifica(primera.codigoVerificacion)).json().data.enVigor).toBe(true);
    await tarjeta('AUT-70034567');
    expect((await verifica(primera.codigoVerificacion)).json().data.enVigor).toBe(false);
  });

  it(
    'limits verifications per IP in the database, concurrent requests included',
    { tags: ['engine'] },
    async () => {
      const c = await tarjeta('AUT-70023456');
      const ip = nuevaIp();
      const extra = 10;
      const answers = await Promise.all(
        Array.from({ length: VERIFICACIONES_POR_MINUTO.max + extra }, () =>
          verifica(c.codigoVerificacion, ip),
        ),
      );
      const ok = answers.filter((r) => r.statusCode === 200);
      const limited = answers.filter((r) => r.statusCode === 429);
      expect(ok).toHaveLength(VERIFICACIONES_POR_MINUTO.max);
      expect(limited).toHaveLength(extra);
      expect(limited[0]!.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: 'Demasiadas peticiones. Inténtalo más tarde.',
        data: null,
      });
      // Another address still verifies; the window passes and the first one does again.
      expect((await verifica(c.codigoVerificacion)).statusCode).toBe(200);
      t.clock.advance(61_000);
      expect((await verifica(c.codigoVerificacion, ip)).statusCode).toBe(200);
    },
  );
});

describe('POST /polizas/:idPoliza/tarjeta/anular', () => {
  it('revokes every code of the policy and writes one line of the history', async () => {
    const a = await tarjeta('AUT-70023456');
    const b = await tarjeta('AUT-70023456');
    const res = v.parse(
      v.object({ anulados: v.number() }),
      data(await post(`/polizas/${ids['AUT-70023456']}/tarjeta/anular`, lucia)),
    );
    expect(res.anulados).toBeGreaterThanOrEqual(2);
    for (const c of [a, b]) expect((await verifica(c.codigoVerificacion)).json().data.enVigor).toBe(false);
    const lineas = await t.db.query<{ descripcion: string }>(
      "SELECT descripcion FROM historial_cambios WHERE tipo = 'TARJETA_QR_ANULADOS' AND id_poliza = $1",
      [ids['AUT-70023456']],
    );
    expect(lineas.map((l) => l.descripcion)).toEqual([
      'Códigos QR de la tarjeta anulados · Póliza AUT-70023456',
    ]);
    // A new card verifies again.
    expect((await verifica((await tarjeta('AUT-70023456')).codigoVerificacion)).json().data.enVigor).toBe(
      true,
    );
  });

  it("cannot touch another customer's codes", async () => {
    const c = await tarjeta('AUT-70023456');
    expectNotFound(await post(`/polizas/${ids['AUT-70023456']}/tarjeta/anular`, antonio));
    expect((await verifica(c.codigoVerificacion)).json().data.enVigor).toBe(true);
  });
});

describe('the insurance certificate', () => {
  async function certificado(num: string, token = lucia) {
    const res = await post(`/polizas/${ids[num]}/certificado`, token);
    if (res.statusCode !== 200) return { tokenRes: res };
    const { tokenDescarga } = res.json<{ data: { tokenDescarga: string } }>().data;
    const url = `${API}/polizas/certificado-seguro/${ids[num]}/${tokenDescarga}`;
    return { tokenRes: res, url, pdf: await t.app.inject({ method: 'GET', url }) };
  }

  it('prints the policy, the risk, the validity and the assistance line, never cached', async () => {
    const { pdf, url } = await certificado('AUT-70023456');
    expect(pdf!.statusCode).toBe(200);
    expect(pdf!.headers['content-type']).toBe('application/pdf');
    expect(pdf!.headers['cache-control']).toBe('no-store');
    const texto = pdfText(pdf!.rawPayload);
    expect(texto).toContain('Certificado de seguro');
    expect(texto).toContain('AUT-70023456');
    expect(texto).toContain('1234 LMN');
    expect(texto).toContain('SEAT León 1.5 TSI FR');
    expect(texto).toContain(`está en vigor a ${formatDate(hoy())}`);
    expect(texto).toContain('900 414 142');
    // The token is spent.
    expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(404);
  });

  it("carries its own verification QR, stored hashed like the card's, that verifies at /verificar", async () => {
    // The QR is drawn as vectors: its content is read where the certificate is handed to the renderer.
    const render = t.app.pdf.render;
    const documentos: PdfDocument[] = [];
    t.app.pdf.render = (doc) => {
      documentos.push(doc);
      return render(doc);
    };
    try {
      const certificados = async () =>
        (
          await t.db.one<{ n: number }>(
            "SELECT count(*)::int AS n FROM tarjeta_codigos WHERE id_poliza = $1 AND tipo = 'CERTIFICADO'",
            [ids['HOG-70034567']],
          )
        ).n;
      const antes = await certificados();
      const { pdf } = await certificado('HOG-70034567');
      expect(pdf!.statusCode).toBe(200);
      const qr = documentos[0]?.sections.find((s) => s.qr)?.qr;
      const url = new URL(qr?.contenido ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${url.origin}${PAGINA_VERIFICACION}`);
      const codigo = url.hash.slice(1);
      expect(codigo).toMatch(/^[A-Za-z0-9_-]{24}$/);
      // Only the hash is kept, and the code is nowhere in the PDF's text.
      const guardado = await t.db.maybe(
        'SELECT 1 FROM tarjeta_codigos WHERE id_poliza = $1 AND codigo_hash = $2',
        [ids['HOG-70034567'], sha256(codigo)],
      );
      expect(guardado).toBeDefined();
      // In the certificates' pool, beside the card's.
      expect(await certificados()).toBe(antes + 1);
      const texto = pdfText(pdf!.rawPayload);
      expect(texto).not.toContain(codigo);
      expect(texto).toContain(`${url.origin}${PAGINA_VERIFICACION}`);
      expect(data(await verifica(codigo))).toEqual({ enVigor: true, fecha: hoy() });
      // Revoking the policy's codes revokes the certificate's too.
      data(await post(`/polizas/${ids['HOG-70034567']}/tarjeta/anular`, lucia));
      expect(data(await verifica(codigo))).toEqual({ enVigor: false, fecha: hoy() });
    } finally {
      t.app.pdf.render = render;
    }
  });

  /** The certificate's PDF and the verification code its QR carries. */
  async function certificadoConCodigo(num: string) {
    const render = t.app.pdf.render;
    const documentos: PdfDocument[] = [];
    t.app.pdf.render = (doc) => {
      documentos.push(doc);
      return render(doc);
    };
    try {
      const { pdf } = await certificado(num);
      expect(pdf!.statusCode).toBe(200);
      const qr = documentos[0]?.sections.find((s) => s.qr)?.qr;
      return { pdf: pdf!, codigo: new URL(qr?.contenido ?? '').hash.slice(1) };
    } finally {
      t.app.pdf.render = render;
    }
  }

  it(`keeps a printed certificate's code verifying however often the card is opened (more than ${CODIGOS_VIVOS_POR_POLIZA} times)`, async () => {
    const { codigo } = await certificadoConCodigo('AUT-70045678');
    const primera = await tarjeta('AUT-70045678');
    for (let i = 0; i < CODIGOS_VIVOS_POR_POLIZA + 1; i++) await tarjeta('AUT-70045678');
    // The card's pool still turns over; the certificate's code is not in it.
    expect((await verifica(primera.codigoVerificacion)).json().data.enVigor).toBe(false);
    expect(data(await verifica(codigo))).toEqual({ enVigor: true, fecha: hoy() });
  });

  it('prints until when its code verifies, and the code verifies until then and no longer', async () => {
    const { pdf, codigo } = await certificadoConCodigo('SAL-70056789');
    const { caduca } = await t.db.one<{ caduca: string }>(
      'SELECT caduca::text AS caduca FROM tarjeta_codigos WHERE codigo_hash = $1',
      [sha256(codigo)],
    );
    const { fechaVto } = await tarjeta('SAL-70056789');
    expect(caduca).toBe(fechaVto);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      `El código se puede comprobar hasta el ${formatDate(caduca)}.`,
    );
    const dias = (Date.parse(caduca) - Date.parse(hoy())) / 86_400_000;
    t.clock.advance(dias * 86_400_000);
    try {
      // Its last day it still verifies (the policy is then out of force, but the code is known)…
      expect(
        await t.db.maybe('SELECT 1 FROM tarjeta_codigos WHERE codigo_hash = $1 AND caduca >= $2', [
          sha256(codigo),
          hoy(),
        ]),
      ).toBeDefined();
      t.clock.advance(86_400_000);
      // …and from the next day on it answers like an unknown code.
      expect(data(await verifica(codigo))).toEqual({ enVigor: false, fecha: hoy() });
    } finally {
      t.clock.advance(-(dias + 1) * 86_400_000);
    }
  });

  it(`issues at most ${CERTIFICADOS_POR_DIA.max} certificates per customer and day`, async () => {
    const [c, idPoliza] = await sembrar(t, async (d) => {
      const c = await d.cliente();
      return [c, (await d.poliza(c, 'VEH')).idPoliza] as const;
    });
    let token = await entrar(t.app, c);
    const pide = () => post(`/polizas/${idPoliza}/certificado`, token);
    for (let i = 0; i < CERTIFICADOS_POR_DIA.max; i++) expect((await pide()).statusCode).toBe(200);
    const limitada = await pide();
    expect(limitada.statusCode).toBe(429);
    expect(limitada.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: 'Demasiadas peticiones. Inténtalo más tarde.',
      data: null,
    });
    t.clock.advance(CERTIFICADOS_POR_DIA.windowMs);
    try {
      token = await entrar(t.app, c);
      expect((await pide()).statusCode).toBe(200);
    } finally {
      t.clock.advance(-CERTIFICADOS_POR_DIA.windowMs);
    }
  });

  it("refuses another customer's policy and a line without a card like a missing one", async () => {
    expectNotFound((await certificado('AUT-70023456', antonio)).tokenRes);
    expectNotFound((await certificado('HNA-75012345')).tokenRes);
    const ajeno = await t.app.inject({
      method: 'GET',
      url: `${API}/polizas/certificado-seguro/${ids['AUT-70023456']}/${randomBytes(32).toString('base64url')}`,
    });
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.headers['content-type']).toContain('text/html');
  });
});

import { Codigo, TarjetaPolizaSchema, type TarjetaPoliza } from '@area-cliente/shared/contract';
import { formatDate, PAGINA_VERIFICACION, textoVerificacion, type Ramo } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import type { PdfDocument } from '../src/pdf/render-pdf';
import { sha256 } from '../src/lib/crypto';
import { purgeExpired } from '../src/repositories/retention';
import {
  CODIGOS_RETIRADOS_POR_POLIZA,
  CODIGOS_VIVOS_POR_POLIZA,
  type PolizaTarjeta,
} from '../src/repositories/tarjetas';
import {
  CERTIFICADOS_POR_DIA,
  nuevoCodigoVerificacion,
  VERIFICACIONES_POR_MINUTO,
} from '../src/services/tarjetas';
import type { PolizaSeed } from '../src/seed/seeder';
import { entrar, nifNuevo, sembrar, type ClientePrueba } from './datos';
import { API, startApp, type TestApp } from './helpers';

// The digital card, its QR codes, the public verification and the insurance certificate.

let t: TestApp;
let lucia: string;
let antonio: string;
let marta: ClientePrueba;
let otro: ClientePrueba;
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
  [marta, otro] = [c, m];
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
  it("shows a valid code's product, plate, masked policy number and the day's state, nothing personal", async () => {
    const c = await tarjeta('AUT-70023456');
    const res = await verifica(c.codigoVerificacion);
    expect(res.json()).toEqual({
      codigo: 0,
      mensaje: 'OK',
      data: {
        resultado: 'VALIDO',
        fecha: hoy(),
        enVigor: true,
        producto: 'Auto Todo Riesgo con Franquicia',
        numPoliza: 'AUT-70•••456',
        riesgoEtiqueta: 'Matrícula',
        riesgo: '1234 LMN',
      },
    });
    expect(textoVerificacion(res.json().data)).toBe(`En vigor a ${formatDate(hoy())}`);
    // Never the holder's name, NIF, address, phone or e-mail; nor the vehicle, the full number or the id.
    for (const dato of [
      'AUT-70023456',
      'Marta',
      'Prieto',
      marta.nif,
      marta.telefono,
      marta.email!,
      'Calle',
      'SEAT',
      'León',
      String(ids['AUT-70023456']),
    ])
      expect(res.body).not.toContain(dato);
  });

  it("shows a home's postcode and town and the insured persons' initials, never a street or a name", async () => {
    const hogar = await tarjeta('HOG-70034567');
    const h = data(await verifica(hogar.codigoVerificacion)) as Record<string, string>;
    expect(h).toMatchObject({
      resultado: 'VALIDO',
      riesgoEtiqueta: 'Localidad asegurada',
      numPoliza: 'HOG-70•••567',
    });
    // The card's 'Calle …, 1º A, 28010 Madrid (Madrid)' → '28010 Madrid'.
    const partes = hogar.riesgo.split(', ');
    expect(h.riesgo).toBe(partes.at(-1)!.replace(/ \(.*\)$/, ''));
    expect(h.riesgo).toMatch(/^\d{5} \S/);
    for (const parte of partes.slice(0, -1)) expect(JSON.stringify(h)).not.toContain(parte);

    const salud = await tarjeta('SAL-70056789');
    const res = await verifica(salud.codigoVerificacion);
    expect(data(res)).toMatchObject({
      resultado: 'VALIDO',
      riesgoEtiqueta: 'Asegurados (iniciales)',
      riesgo: 'M. P. S., S. M. F.',
    });
    for (const dato of ['Marta', 'Sara', 'Martín', marta.nif]) expect(res.body).not.toContain(dato);
  });

  it('says a revoked code is annulled, and nothing of its policy', async () => {
    const hogar = await tarjeta('HOG-70034567');
    expect(data(await verifica(hogar.codigoVerificacion))).toMatchObject({ resultado: 'VALIDO' });
    expect(data(await post(`/polizas/${ids['HOG-70034567']}/tarjeta/anular`, lucia))).toEqual({
      anulados: expect.any(Number),
    });
    const res = await verifica(hogar.codigoVerificacion);
    expect(data(res)).toEqual({ resultado: 'ANULADO', fecha: hoy() });
    expect(textoVerificacion(res.json().data)).toBe(
      'Código anulado: este código ya no sirve para comprobar la póliza. Pide la tarjeta actual a quien te la muestra.',
    );
  });

  it("says a live code of a cancelled policy is annulled: the policy's codes end with it", async () => {
    const c = await tarjeta('AUT-70045678');
    await t.db.query("UPDATE polizas SET estado = 'ANULADA' WHERE id_poliza = $1", [ids['AUT-70045678']]);
    try {
      expect(data(await verifica(c.codigoVerificacion))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
    } finally {
      await t.db.query("UPDATE polizas SET estado = 'VIGOR' WHERE id_poliza = $1", [ids['AUT-70045678']]);
    }
  });

  it('says an expired code has expired, and until when it verified', async () => {
    const c = await tarjeta('SAL-70056789');
    expect(data(await verifica(c.codigoVerificacion))).toMatchObject({ resultado: 'VALIDO', enVigor: true });
    const dias = (Date.parse(c.codigoCaduca) - Date.parse(hoy())) / 86_400_000 + 1;
    t.clock.advance(dias * 86_400_000);
    try {
      const res = await verifica(c.codigoVerificacion);
      expect(data(res)).toEqual({ resultado: 'CADUCADO', fecha: hoy(), caducoEl: c.codigoCaduca });
      expect(textoVerificacion(res.json().data)).toBe(
        `Código caducado: este código solo servía hasta el ${formatDate(c.codigoCaduca)}. Pide la tarjeta actual a quien te la muestra.`,
      );
      // A new code issued meanwhile does not forget it.
      const poliza = { idPoliza: ids['SAL-70056789'], fechaVto: null } as unknown as PolizaTarjeta;
      await nuevoCodigoVerificacion(t.db, poliza, 'TARJETA', t.clock.now());
      expect(data(await verifica(c.codigoVerificacion))).toMatchObject({ resultado: 'CADUCADO' });
    } finally {
      t.clock.advance(-dias * 86_400_000);
    }
  });

  it('answers an unknown and a malformed code alike, and only that there is no policy', async () => {
    const desconocido = await verifica(randomBytes(18).toString('base64url'));
    const malformado = await verifica('no-es-un-codigo');
    expect(data(desconocido)).toEqual({ resultado: 'DESCONOCIDO', fecha: hoy() });
    expect(malformado.body).toBe(desconocido.body);
    expect(textoVerificacion(desconocido.json().data)).toBe('No consta ninguna póliza con este código.');
  });

  it(`revokes the card codes beyond the newest ${CODIGOS_VIVOS_POR_POLIZA} of a policy: they read annulled`, async () => {
    const primera = await tarjeta('AUT-70034567');
    for (let i = 0; i < CODIGOS_VIVOS_POR_POLIZA - 1; i++) await tarjeta('AUT-70034567');
    expect(data(await verifica(primera.codigoVerificacion))).toMatchObject({ resultado: 'VALIDO' });
    await tarjeta('AUT-70034567');
    expect(data(await verifica(primera.codigoVerificacion))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
  });

  it(`keeps at most ${CODIGOS_RETIRADOS_POR_POLIZA} retired codes per policy and pool, then forgets the oldest`, async () => {
    const [idPoliza] = await sembrar(t, async (d) => [(await d.poliza(await d.cliente(), 'VEH')).idPoliza]);
    const poliza = { idPoliza, fechaVto: null } as unknown as PolizaTarjeta;
    const codigos: string[] = [];
    for (let i = 0; i < CODIGOS_VIVOS_POR_POLIZA + CODIGOS_RETIRADOS_POR_POLIZA + 1; i++)
      codigos.push((await nuevoCodigoVerificacion(t.db, poliza, 'TARJETA', t.clock.now())).codigo);
    const { n } = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM tarjeta_codigos WHERE id_poliza = $1',
      [idPoliza],
    );
    expect(n).toBe(CODIGOS_VIVOS_POR_POLIZA + CODIGOS_RETIRADOS_POR_POLIZA);
    expect(data(await verifica(codigos[0]!))).toEqual({ resultado: 'DESCONOCIDO', fecha: hoy() });
    expect(data(await verifica(codigos[1]!))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
    expect(data(await verifica(codigos.at(-1)!))).toMatchObject({ resultado: 'VALIDO' });
  });

  it('forgets a retired code a year after it stopped verifying (the retention purge)', async () => {
    const c = await tarjeta('AUT-70034567');
    data(await post(`/polizas/${ids['AUT-70034567']}/tarjeta/anular`, lucia));
    const dentroDe = (dias: number) => new Date(t.clock.now().getTime() + dias * 86_400_000);
    await purgeExpired(t.db, dentroDe(364));
    expect(data(await verifica(c.codigoVerificacion))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
    await purgeExpired(t.db, dentroDe(366));
    expect(data(await verifica(c.codigoVerificacion))).toEqual({ resultado: 'DESCONOCIDO', fecha: hoy() });
    // A purge a year ahead also ended every session: the test's customers sign in again.
    [lucia, antonio] = await Promise.all([entrar(t.app, marta), entrar(t.app, otro)]);
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

  it('limits unknown codes like known ones: the budget is taken before the lookup', async () => {
    const ip = nuevaIp();
    for (let i = 0; i < VERIFICACIONES_POR_MINUTO.max; i++)
      expect((await verifica(randomBytes(18).toString('base64url'), ip)).statusCode).toBe(200);
    expect((await verifica(randomBytes(18).toString('base64url'), ip)).statusCode).toBe(429);
  });
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
    for (const c of [a, b])
      expect(data(await verifica(c.codigoVerificacion))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
    const lineas = await t.db.query<{ descripcion: string }>(
      "SELECT descripcion FROM historial_cambios WHERE tipo = 'TARJETA_QR_ANULADOS' AND id_poliza = $1",
      [ids['AUT-70023456']],
    );
    expect(lineas.map((l) => l.descripcion)).toEqual([
      'Códigos QR de la tarjeta anulados · Póliza AUT-70023456',
    ]);
    // A new card verifies again.
    expect(data(await verifica((await tarjeta('AUT-70023456')).codigoVerificacion))).toMatchObject({
      resultado: 'VALIDO',
      enVigor: true,
    });
  });

  it("cannot touch another customer's codes", async () => {
    const c = await tarjeta('AUT-70023456');
    expectNotFound(await post(`/polizas/${ids['AUT-70023456']}/tarjeta/anular`, antonio));
    expect(data(await verifica(c.codigoVerificacion))).toMatchObject({ resultado: 'VALIDO', enVigor: true });
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
      expect(data(await verifica(codigo))).toMatchObject({ resultado: 'VALIDO', enVigor: true });
      // Revoking the policy's codes revokes the certificate's too.
      data(await post(`/polizas/${ids['HOG-70034567']}/tarjeta/anular`, lucia));
      expect(data(await verifica(codigo))).toEqual({ resultado: 'ANULADO', fecha: hoy() });
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
    expect(data(await verifica(primera.codigoVerificacion))).toMatchObject({ resultado: 'ANULADO' });
    expect(data(await verifica(codigo))).toMatchObject({ resultado: 'VALIDO', enVigor: true });
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
    // To midday of its last day: whole days from a late evening would cross the spring clock change
    // into the next Madrid day.
    const paso = Date.parse(`${caduca}T11:00:00Z`) - t.clock.now().getTime();
    t.clock.advance(paso);
    try {
      // Its last day it still verifies (the policy is then out of force, but the code is known)…
      expect(
        await t.db.maybe('SELECT 1 FROM tarjeta_codigos WHERE codigo_hash = $1 AND caduca >= $2', [
          sha256(codigo),
          hoy(),
        ]),
      ).toBeDefined();
      t.clock.advance(86_400_000);
      // …and from the next day on it says it has expired.
      expect(data(await verifica(codigo))).toEqual({ resultado: 'CADUCADO', fecha: hoy(), caducoEl: caduca });
    } finally {
      t.clock.advance(-(paso + 86_400_000));
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

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { Codigo, MENSAJE_PETICION_INCORRECTA, SiniestroDetalleSchema } from '@area-cliente/shared/contract';
import {
  DECLARACION_FECHA_ANTERIOR_POLIZA,
  DECLARACION_FECHA_FUTURA,
  DECLARACION_NO_DISPONIBLE,
  DECLARACION_POLIZA_SOCIO,
  DECLARACION_TIPO_NO_VALIDO,
  declarabilidad,
  FOTO_DEMASIADO_GRANDE,
  FOTO_NO_VALIDA,
  MAX_BYTES_FOTO,
  motivoNoAplica,
  situacionPoliza,
} from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { purgeFotosHuerfanas } from '../src/repositories/retention';
import { findSituacionPoliza } from '../src/repositories/situacion-poliza';
import { SUBIDA_EN_CURSO, SUBIDAS_OCUPADAS } from '../src/routes/declaracion';
import {
  CLAVE_CON_OTROS_DATOS,
  CONTRARIO_OBLIGATORIO,
  DEMASIADAS_DECLARACIONES,
  DEMASIADAS_FOTOS_PENDIENTES,
  DEMASIADAS_FOTOS_SUBIDAS,
  FECHA_NO_VALIDA,
  FOTOS_NO_DISPONIBLES,
  MAX_FOTOS_PENDIENTES,
} from '../src/services/declaracion';
import { pdfText } from '../../e2e/support/pdf-text';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

/** A client (direct unless `campos` says) with a car policy in force, and a home one if asked. */
const conCoche = (on: Pick<TestApp, 'db' | 'clock'>, { hogar = false, campos = {} } = {}) =>
  sembrar(on, async (d) => {
    const c = await d.cliente(campos);
    await d.poliza(c, 'VEH', { efecto: -325 });
    if (hogar) await d.poliza(c, 'HOG');
    return c;
  });

let t: TestApp;
/** Lucía: a direct client with a car and a home policy. */
let deLucia: ClientePrueba;
/** Antonio: a broker's client with a car policy. */
let deAntonio: ClientePrueba;
/** A client with a policy of every line, and a car policy no longer in force. */
let surtido: ClientePrueba;
let lucia: string;
let antonio: string;
beforeAll(async () => {
  t = await startApp();
  deLucia = await conCoche(t, { hogar: true });
  deAntonio = await conCoche(t, {
    campos: { pureza_puro_mmt: false, telefono_owner_propio_cliente: '963334455' },
  });
  surtido = await sembrar(t, async (d) => {
    const c = await d.cliente();
    for (const ramo of ['VEH', 'HOG', 'DEC', 'SALUD_HNA', 'SALUD_MMT', 'MOV', 'NEG', 'ACC', 'MASC'] as const)
      await d.poliza(c, ramo);
    await d.poliza(c, 'VEH', { common: { estado: 'ANULADA' } });
    return c;
  });
  lucia = await entrar(t.app, deLucia);
  antonio = await entrar(t.app, deAntonio);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A baseline JPEG as far as its markers go: SOI, APP0 (or other segments before the frame), SOF0
 * with the size, SOS, EOI, and what a sender puts after it.
 */
function jpeg(
  width: number,
  height: number,
  {
    end = true,
    app0 = true,
    antes = Buffer.alloc(0) as Buffer,
    despues = Buffer.alloc(0) as Buffer,
  }: { end?: boolean; app0?: boolean; antes?: Buffer; despues?: Buffer } = {},
): Buffer {
  const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  const comps = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const sos = [0xff, 0xda, 0x00, 0x0c, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0x12, 0x34, 0x56];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, ...(app0 ? jfif : [])]),
    antes,
    Buffer.from([...sof0, ...comps, ...sos, ...(end ? [0xff, 0xd9] : [])]),
    despues,
  ]);
}
/** A JPEG segment: marker and length-prefixed body. */
function segmento(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(tipo: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(tipo, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = CRC[(c ^ byte) & 255]! ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
/** A grey w×h PNG whose IDAT holds `idat` bytes, with extra chunks before it. */
function png(
  w: number,
  h: number,
  { extra = [] as Buffer[], idat = deflateSync(Buffer.alloc(h * (w + 1))) } = {},
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = readFileSync(new URL('../../shell/public/icons/icon-192.png', import.meta.url));

function multipart(parts: { name: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = `----ac${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
        `Content-Type: ${p.type}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 640×480 photo uploaded to another app than the file's, as the holder of `token`. */
function subirFotoA(app: TestApp, token: string) {
  const { payload, headers } = multipart([
    { name: 'foto', filename: 'f.jpg', type: 'image/jpeg', bytes: jpeg(640, 480) },
  ]);
  return app.app.inject({
    method: 'POST',
    url: `${API}/siniestros/declaracion/fotos`,
    headers: { ...headers, 'auth-token': token },
    payload,
  });
}

async function subir(bytes: Buffer, token = lucia, filename = 'foto.jpg', type = 'image/jpeg') {
  const { payload, headers } = multipart([{ name: 'foto', filename, type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/siniestros/declaracion/fotos`,
    headers: { ...headers, 'auth-token': token },
    payload,
  });
}

async function fotoSubida(token = lucia): Promise<string> {
  const res = await subir(jpeg(1600, 1200), token);
  expect(res.json().codigo, res.body).toBe(0);
  return res.json().data.uuid as string;
}

async function poliza(numDoc: string, ramo: string): Promise<{ id: number; fecEfecto: string }> {
  return t.db.one(
    `SELECT p.id_poliza::int AS id, to_char(p.fec_efecto, 'YYYY-MM-DD') AS "fecEfecto"
       FROM polizas p JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = $1 AND p.ramo = $2 AND p.estado = 'VIGOR' ORDER BY p.id_poliza LIMIT 1`,
    [numDoc, ramo],
  );
}

const hoy = () => isoDay(t.clock.now());

function colision(idPoliza: number, fotos: string[], extra: object = {}) {
  return {
    claveIdempotencia: crypto.randomUUID(),
    idPoliza,
    tipo: 'Colisión con otro vehículo',
    fecha: hoy(),
    lugar: 'Glorieta de Bilbao, Madrid',
    contrario: { matricula: '8765-hjk', aseguradora: 'Seguros Atlántico', declaracionAmistosa: true },
    descripcion: 'Me golpeó por detrás al detenerme en el semáforo en rojo.',
    fotos,
    telefono: '600123456',
    franjaContacto: 'Tarde (14 a 20 h)',
    ...extra,
  };
}

const declarar = (body: object, token = lucia) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/siniestros/declaracion`,
    headers: { 'auth-token': token },
    payload: body,
  });

const claims = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM siniestros')).n;

async function descargar(uuid: string, token = lucia) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/descargas/token`,
    headers: { 'auth-token': token },
    payload: { tipo: 'DOCUMENTO', referencia: uuid },
  });
  expect(res.json().codigo, res.body).toBe(0);
  return t.app.inject({
    method: 'GET',
    url: `${API}/polizas/documento/${uuid}/${res.json().data.tokenDescarga}`,
  });
}

describe('photo upload', () => {
  it('stores a JPEG or a PNG by what its bytes say, with its size', async () => {
    const res = await subir(jpeg(1600, 1200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mimeType: 'image/jpeg', ancho: 1600, alto: 1200 });
    // A PNG sent under a .jpg name is a PNG.
    const png = await subir(PNG, lucia, 'foto.jpg', 'image/jpeg');
    expect(png.json().data).toMatchObject({ mimeType: 'image/png', ancho: 192, alto: 192 });
    expect(png.json().data.bytes).toBeLessThanOrEqual(PNG.length);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    for (const bytes of [pdf, Buffer.from('hola'), jpeg(800, 600, { end: false }), PNG.subarray(0, 300)]) {
      const res = await subir(bytes, lucia, 'foto.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: FOTO_NO_VALIDA });
    }
  });

  it('keeps only the image: metadata, comments and trailing bytes are dropped', async () => {
    // A 16×16 PNG padded with a 9 MB text chunk is stored as the 16×16 image.
    const relleno = png(16, 16, { extra: [chunk('tEXt', Buffer.alloc(9 * 1024 * 1024, 0x41))] });
    const res = await subir(relleno, lucia, 'f.png', 'image/png');
    expect(res.json().data, res.body).toMatchObject({ mimeType: 'image/png', ancho: 16, alto: 16 });
    expect(res.json().data.bytes).toBe(png(16, 16).length);
    const stored = await t.app.files.get(res.json().data.uuid);
    expect(Buffer.from(stored!).equals(png(16, 16))).toBe(true);
    // A JPEG with EXIF (GPS), a comment and an HTML page after its end: only the image is kept.
    const exif = segmento(0xe1, Buffer.from('Exif\0\0MM\0*GPSLatitude 40.4168 N'));
    const com = segmento(0xfe, Buffer.from('<script>alert(1)</script>'));
    const poliglota = jpeg(800, 600, {
      antes: Buffer.concat([exif, com]),
      despues: Buffer.from('<html>x</html>'),
    });
    const j = await subir(poliglota);
    expect(j.json().codigo, j.body).toBe(0);
    const guardada = Buffer.from((await t.app.files.get(j.json().data.uuid))!);
    expect(guardada.equals(jpeg(800, 600, { app0: false }))).toBe(true);
  });

  it('refuses an image whose data is far beyond its pixel area', async () => {
    const grande = png(16, 16, { idat: Buffer.alloc(2 * 1024 * 1024) });
    const res = await subir(grande, lucia, 'f.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(FOTO_NO_VALIDA);
    const rellena = jpeg(16, 16, { antes: segmento(0xdb, Buffer.alloc(60_000)) });
    const big = Buffer.concat([
      rellena.subarray(0, -2),
      Buffer.alloc(200_000, 0x11),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect((await subir(big)).json().mensaje).toBe(FOTO_NO_VALIDA);
  });

  it('refuses a photo over 10 MB while it arrives', async () => {
    const big = Buffer.concat([
      jpeg(2000, 2000, { end: false }),
      Buffer.alloc(MAX_BYTES_FOTO),
      Buffer.from([0xff, 0xd9]),
    ]);
    const res = await subir(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().mensaje).toBe(FOTO_DEMASIADO_GRANDE);
  });

  it('needs a session and a multipart body', async () => {
    expect((await subir(jpeg(10, 10), 'no-token')).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/siniestros/declaracion/fotos`,
      headers: { 'auth-token': lucia },
      payload: { foto: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('uploads in flight', () => {
  it('receives at most UPLOADS_IN_FLIGHT photos at once per process, one per customer; the next one gets 503', async () => {
    // Four customers: one customer's second upload at once is refused on its own (429).
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await entrar(t.app, await conCoche(t)));
    const [cuartoCliente, ...enVuelo] = tokens as [string, ...string[]];
    const abiertas = enVuelo.map((token) => {
      const { payload, headers } = multipart([
        { name: 'foto', filename: 'f.jpg', type: 'image/jpeg', bytes: jpeg(640, 480) },
      ]);
      const stream = new PassThrough();
      // Half the body now, the rest once the fourth upload has been refused.
      stream.write(payload.subarray(0, 100));
      const res = t.app.inject({
        method: 'POST',
        url: `${API}/siniestros/declaracion/fotos`,
        headers: { ...headers, 'content-length': String(payload.length), 'auth-token': token },
        payload: stream,
      });
      return { stream, resto: payload.subarray(100), res };
    });
    // The three reach the handler and wait there for the rest of their bytes.
    await new Promise((r) => setTimeout(r, 300));
    const segunda = await subir(jpeg(640, 480), enVuelo[0]);
    expect(segunda.statusCode).toBe(429);
    expect(segunda.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: SUBIDA_EN_CURSO });
    const cuarta = await subir(jpeg(640, 480), cuartoCliente);
    expect(cuarta.statusCode).toBe(503);
    expect(cuarta.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: SUBIDAS_OCUPADAS });
    for (const a of abiertas) a.stream.end(a.resto);
    for (const a of abiertas) expect((await a.res).json().codigo).toBe(0);
    for (const token of tokens) expect((await subir(jpeg(640, 480), token)).json().codigo).toBe(0);
  });
});

describe('declaring a claim', () => {
  it('creates an open claim with its notification, photos, other vehicle and Parte de siniestro', async () => {
    const coche = await poliza(deLucia.nif, 'VEH');
    const fotos = [await fotoSubida(), await fotoSubida()];
    const res = await declarar(colision(coche.id, fotos));
    expect(res.statusCode, res.body).toBe(200);
    const { numSiniestro, ramo, mediada } = res.json().data;
    expect(numSiniestro).toMatch(/^SIN-\d{7}$/);
    expect({ ramo, mediada }).toEqual({ ramo: 'VEH', mediada: false });

    const s = v.parse(
      SiniestroDetalleSchema,
      (await get(t.app, `/siniestros-veh/${numSiniestro}`, lucia)).json().data,
    );
    expect(s).toMatchObject({ estado: 'ABIERTO', tipo: 'Colisión con otro vehículo', idPoliza: coche.id });
    expect(s.fecOcurrencia).toBe(hoy());
    expect(s.contrarios).toEqual([{ matricula: '8765HJK', modelo: null, compania: 'Seguros Atlántico' }]);
    expect(s.notificaciones).toHaveLength(1);
    const [primera] = s.notificaciones;
    expect(primera?.texto).toBe('Declarado por el cliente en el Área Cliente');
    expect(primera?.documentos.map((d) => d.nombreDoc)).toEqual([
      'Parte de siniestro.pdf',
      'Foto 1.jpg',
      'Foto 2.jpg',
    ]);
    expect(s.history.map((h) => h.estado)).toEqual(['ABIERTO']);
    // Listed at once with the customer's open claims (the side menu's 'Siniestros abiertos:').
    const portfolio = (await get(t.app, '/portfolio', lucia)).json().data;
    expect(portfolio.lstSiniestrosVeh).toContainEqual(
      expect.objectContaining({ numSiniestro, estado: 'ABIERTO', titulo: 'Colisión con otro vehículo' }),
    );

    const foto = await descargar(primera!.documentos[1]!.uuid);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
    expect(foto.headers['cache-control']).toBe('no-store');
    // What was stored is the image alone (its APP0 segment dropped), with the verified type.
    expect(foto.rawPayload.equals(jpeg(1600, 1200, { app0: false }))).toBe(true);
    expect(foto.headers['x-content-type-options']).toBe('nosniff');
    const parte = await descargar(primera!.documentos[0]!.uuid);
    expect(parte.headers['content-type']).toBe('application/pdf');
    expect(parte.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another customer cannot get a token for the photo.
    const ajeno = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': antonio },
      payload: { tipo: 'DOCUMENTO', referencia: primera!.documentos[1]!.uuid },
    });
    expect(ajeno.statusCode).toBe(404);
  });

  it("the customer's own photos and Parte are listed read and announce no new document; the insurer's do", async () => {
    const c = await conCoche(t);
    const token = await entrar(t.app, c);
    const noLeidos = async () =>
      (await get(t.app, '/documentos/noLeidos', token)).json<{ data: { noLeidos: number } }>().data.noLeidos;
    const antes = await noLeidos();
    const coche = await poliza(c.nif, 'VEH');
    const res = await declarar(colision(coche.id, [await fotoSubida(token), await fotoSubida(token)]), token);
    expect(res.statusCode, res.body).toBe(200);
    const { numSiniestro } = res.json().data as { numSiniestro: string };

    const lista = await t.app.inject({
      method: 'POST',
      url: `${API}/documentos`,
      headers: { 'auth-token': token },
      payload: { texto: numSiniestro },
    });
    const docs = lista.json<{ data: { documentos: { nombre: string; leido: boolean }[] } }>().data.documentos;
    expect(docs.map((d) => [d.nombre, d.leido]).sort()).toEqual([
      ['Foto 1.jpg', true],
      ['Foto 2.jpg', true],
      ['Parte de siniestro.pdf', true],
    ]);
    expect(await noLeidos()).toBe(antes);
    const eventos = async () =>
      (
        await t.db.query<{ evento: string }>(
          "SELECT DISTINCT evento FROM notificaciones WHERE id_cliente = $1 AND datos->>'numSiniestro' = $2",
          [c.idCliente, numSiniestro],
        )
      ).map((n) => n.evento);
    // The claim's opening is the notice; no 'Tienes un documento nuevo' for what the customer sent.
    expect(await eventos()).toEqual(['SINIESTRO_ESTADO']);

    // A document the insurer adds to the claim later is new: announced and unread.
    await t.db.query(
      `INSERT INTO notificacion_documentos (id_notificacion, uuid, nombre_doc)
       SELECT n.id_notificacion, $2::uuid, 'Informe pericial' FROM siniestro_notificaciones n
         JOIN siniestros s USING (id_siniestro) WHERE s.num_siniestro = $1`,
      [numSiniestro, crypto.randomUUID()],
    );
    expect((await eventos()).sort()).toEqual(['DOCUMENTO_NUEVO', 'SINIESTRO_ESTADO']);
    expect(await noLeidos()).toBe(antes + 1);
  });

  it('keeps non-Latin text as typed in the Parte de siniestro (embedded Unicode font)', async () => {
    const coche = await poliza(deLucia.nif, 'VEH');
    const descripcion = 'Ελληνικά Кириллица Ñandú € – «ŁĄĆ» Ωμέγα';
    const lugar = 'Улица Ленина, Αθήνα';
    const res = await declarar(colision(coche.id, [], { descripcion, lugar }));
    expect(res.statusCode, res.body).toBe(200);
    const s = (await get(t.app, `/siniestros-veh/${res.json().data.numSiniestro}`, lucia)).json().data;
    const parte = await descargar(s.notificaciones[0].documentos[0].uuid);
    expect(parte.headers['content-type']).toBe('application/pdf');
    const texto = pdfText(parte.rawPayload);
    expect(texto).toContain(descripcion);
    expect(texto).toContain(lugar);
    expect(texto).toContain('Parte de siniestro');
    // Subset embedding: the two faces' used glyphs only, not the 1.4 MB of TrueType.
    expect(parte.rawPayload.length).toBeLessThan(60_000);
  });

  it(
    'answers the same claim to a retried send, and makes one claim of 20 concurrent sends',
    { tags: ['engine'] },
    async () => {
      const coche = await poliza(deAntonio.nif, 'VEH');
      const body = colision(coche.id, [await fotoSubida(antonio)]);
      const before = await claims();
      const answers = await Promise.all(Array.from({ length: 20 }, () => declarar(body, antonio)));
      const numeros = new Set(answers.map((r) => r.json().data?.numSiniestro));
      expect(answers.every((r) => r.json().codigo === 0)).toBe(true);
      expect(numeros.size).toBe(1);
      expect(await claims()).toBe(before + 1);
      const retry = await declarar(body, antonio);
      expect(retry.json().data).toEqual({ numSiniestro: [...numeros][0], ramo: 'VEH', mediada: true });
      expect(await claims()).toBe(before + 1);
    },
  );

  it('refuses the key of a sent declaration with other contents, and takes it with the same ones', async () => {
    const coche = await poliza(deAntonio.nif, 'VEH');
    const body = colision(coche.id, []);
    const first = (await declarar(body, antonio)).json().data;
    const before = await claims();
    const edited = await declarar({ ...body, descripcion: `${body.descripcion} Y otro golpe más.` }, antonio);
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: CLAVE_CON_OTROS_DATOS,
      data: null,
    });
    const otherPhone = await declarar({ ...body, telefono: '699000111' }, antonio);
    expect(otherPhone.json().mensaje).toBe(CLAVE_CON_OTROS_DATOS);
    // Spaces the contract trims and the plate as typed are the same declaration.
    const same = await declarar({ ...body, lugar: `  ${body.lugar} ` }, antonio);
    expect(same.json().data).toEqual(first);
    expect(await claims()).toBe(before);
  });

  it('refuses a date in the future or before the policy start', async () => {
    const coche = await poliza(deLucia.nif, 'VEH');
    const manana = isoDay(new Date(t.clock.now().getTime() + DAY));
    const antes = isoDay(new Date(new Date(`${coche.fecEfecto}T12:00:00Z`).getTime() - DAY));
    const before = await claims();
    for (const [fecha, mensaje] of [
      [manana, DECLARACION_FECHA_FUTURA],
      [antes, DECLARACION_FECHA_ANTERIOR_POLIZA],
      ['2025-02-30', FECHA_NO_VALIDA],
    ]) {
      const res = await declarar(colision(coche.id, [], { fecha }));
      expect(res.json().mensaje, fecha).toBe(mensaje);
    }
    expect(await claims()).toBe(before);
  });

  it("answers another customer's policy like a missing one", async () => {
    const suya = await poliza(deAntonio.nif, 'VEH');
    const res = await declarar(colision(suya.id, []));
    expect(res.statusCode).toBe(404);
  });

  it('refuses a kind of another line, and a collision without the other vehicle', async () => {
    const hogar = await poliza(deLucia.nif, 'HOG');
    expect((await declarar(colision(hogar.id, []))).json().mensaje).toBe(DECLARACION_TIPO_NO_VALIDO);
    const coche = await poliza(deLucia.nif, 'VEH');
    expect((await declarar(colision(coche.id, [], { contrario: null }))).json().mensaje).toBe(
      CONTRARIO_OBLIGATORIO,
    );
  });

  it('never makes a claim of a declaration whose photos are not all the caller’s pending ones', async () => {
    const coche = await poliza(deLucia.nif, 'VEH');
    const before = await claims();
    const deAntonio = await fotoSubida(antonio);
    const res = await declarar(colision(coche.id, [await fotoSubida(), deAntonio]));
    expect(res.json().mensaje).toBe(FOTOS_NO_DISPONIBLES);
    expect(await claims()).toBe(before);
    // Nine photos is more than the contract takes.
    const nueve = Array.from({ length: 9 }, () => crypto.randomUUID());
    expect((await declarar(colision(coche.id, nueve))).statusCode).toBe(400);
    // And one photo named twice is a malformed declaration, not two photos.
    const una = await fotoSubida();
    expect((await declarar(colision(coche.id, [una, una]))).statusCode).toBe(400);
  });
});

describe('free text a customer types', () => {
  it.each([
    ['a NUL in the description', { descripcion: 'Me golpeó por detrás\u0000 en el semáforo en rojo.' }],
    [
      'a lone surrogate in the description',
      { descripcion: 'Me golpeó por detrás\uD800 en el semáforo en rojo.' },
    ],
    ['a NUL in the place', { lugar: 'Glorieta de Bilbao\u0000' }],
    ['a lone surrogate in the place', { lugar: '\uDC00Glorieta de Bilbao' }],
    [
      'a control character in the other insurer',
      {
        contrario: {
          matricula: '8765HJK',
          aseguradora: 'Seguros\u001B Atlántico',
          declaracionAmistosa: true,
        },
      },
    ],
  ])('answers %s with the validation error, not a 500', async (_, extra) => {
    const coche = await poliza(deLucia.nif, 'VEH');
    const before = await claims();
    const res = await declarar(colision(coche.id, [], extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_PETICION_INCORRECTA,
      data: null,
    });
    expect(await claims()).toBe(before);
  });
});

describe('which policies declare online (the same rule as the form)', () => {
  it('answers, for every policy of two clients (one with every line), what declarabilidad says', async () => {
    const polizas = await t.db.query<{ id: number; ramo: string; estado: string; numDoc: string }>(
      `SELECT p.id_poliza::int AS id, p.ramo, p.estado, c.num_doc AS "numDoc"
         FROM polizas p JOIN clientes c USING (id_cliente) WHERE c.num_doc IN ($1, $2)`,
      [deLucia.nif, surtido.nif],
    );
    const idCliente = Object.fromEntries([deLucia, surtido].map((c) => [c.nif, c.idCliente]));
    const tokens: Record<string, string> = {
      [deLucia.nif]: lucia,
      [surtido.nif]: await entrar(t.app, surtido),
    };
    const vistos = new Set<string>();
    for (const p of polizas) {
      const datos = (await findSituacionPoliza(t.db, idCliente[p.numDoc]!, p.id))!;
      const situacion = situacionPoliza(datos, isoDay(t.clock.now()));
      const regla = declarabilidad(p.ramo, situacion);
      vistos.add(regla.clase);
      const MENSAJE = {
        ONLINE: DECLARACION_TIPO_NO_VALIDO,
        SOCIO: DECLARACION_POLIZA_SOCIO,
        NO_DISPONIBLE: DECLARACION_NO_DISPONIBLE,
        TERMINADA: motivoNoAplica(situacion, 'declararSiniestro'),
      };
      // A kind no line has: an online policy answers that, the others their own message.
      const res = await declarar(colision(p.id, [], { tipo: 'Nada de esto' }), tokens[p.numDoc]);
      expect(res.json().mensaje, `${p.ramo} ${p.estado}`).toBe(MENSAJE[regla.clase]);
    }
    expect(vistos).toEqual(new Set(['ONLINE', 'SOCIO', 'NO_DISPONIBLE', 'TERMINADA']));
  });
});

describe('abandoned photos', () => {
  it('are purged with their files two hours after upload; declared ones stay', async () => {
    const huerfana = await fotoSubida();
    const coche = await poliza(deLucia.nif, 'VEH');
    const declarada = await fotoSubida();
    expect((await declarar(colision(coche.id, [declarada]))).json().codigo).toBe(0);
    t.clock.advance(2 * HOUR - 60_000);
    expect(await purgeFotosHuerfanas(t.db, t.app.files, t.clock.now())).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await purgeFotosHuerfanas(t.db, t.app.files, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await t.app.files.get(huerfana)).toBeUndefined();
    expect(await t.app.files.get(declarada)).toBeDefined();
    const fila = await t.db.maybe('SELECT 1 FROM declaracion_fotos WHERE uuid = $1::uuid', [huerfana]);
    expect(fila).toBeUndefined();
  });
});

describe('photos on PGlite with a DATA_DIR', () => {
  it('keep their bytes in files under DATA_DIR/ficheros, not in the database, and are purged there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ac-fotos-'));
    const b = await startApp({ dataDir });
    try {
      const token = await entrar(b.app, await conCoche(b));
      const { payload, headers } = multipart([
        { name: 'foto', filename: 'f.jpg', type: 'image/jpeg', bytes: jpeg(640, 480) },
      ]);
      const res = await b.app.inject({
        method: 'POST',
        url: `${API}/siniestros/declaracion/fotos`,
        headers: { ...headers, 'auth-token': token },
        payload,
      });
      const { uuid } = res.json().data as { uuid: string };
      const fichero = join(dataDir, 'ficheros', uuid);
      expect(readFileSync(fichero).equals(jpeg(640, 480, { app0: false }))).toBe(true);
      expect(await b.db.one('SELECT count(*)::int AS n FROM ficheros')).toEqual({ n: 0 });
      expect(Buffer.from((await b.app.files.get(uuid))!).equals(readFileSync(fichero))).toBe(true);
      // A photo an older version kept in the database is still read, and purged, there.
      const antigua = crypto.randomUUID();
      await b.db.query('INSERT INTO ficheros (clave, datos, creado_at) VALUES ($1::uuid, $2, now())', [
        antigua,
        Buffer.from('bytes'),
      ]);
      expect(Buffer.from((await b.app.files.get(antigua))!).toString()).toBe('bytes');
      await b.app.files.delete([antigua]);
      expect(await b.app.files.get(antigua)).toBeUndefined();
      b.clock.advance(2 * HOUR + 60_000);
      expect(await purgeFotosHuerfanas(b.db, b.app.files, b.clock.now())).toBe(1);
      expect(existsSync(fichero)).toBe(false);
    } finally {
      await b.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('per-customer limits', () => {
  it(
    'keeps at most 16 pending photos per customer, also under 20 concurrent uploads',
    { tags: ['engine'] },
    async () => {
      const b = await startApp();
      try {
        const c = await conCoche(b);
        const token = await entrar(b.app, c);
        const upload = () => subirFotoA(b, token);
        // A process takes one upload per customer at a time, but each instance takes one: 20 at once
        // reach the service as they would from 20 instances.
        const { idSesion } = await b.db.one<{ idSesion: number }>(
          'SELECT max(id_sesion)::int AS "idSesion" FROM sesiones WHERE id_cliente = $1',
          [c.idCliente],
        );
        const caller = {
          ip: '127.0.0.1',
          dispositivo: null,
          log: b.app.log,
          idCliente: c.idCliente,
          idSesion,
        };
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            b.app.services.declaracion
              .subirFoto(caller, async () => jpeg(640, 480))
              .then(
                (foto) => ({ foto }),
                (error: { statusCode?: number; mensaje?: string }) => ({ error }),
              ),
          ),
        );
        const ok = answers.flatMap((a) => ('foto' in a ? [a.foto] : []));
        expect(ok).toHaveLength(MAX_FOTOS_PENDIENTES);
        for (const a of answers) {
          if ('error' in a)
            expect(a.error).toMatchObject({ statusCode: 429, mensaje: DEMASIADAS_FOTOS_PENDIENTES });
        }
        const pendientes = async () =>
          (
            await b.db.one<{ n: number }>(
              'SELECT count(*)::int AS n FROM declaracion_fotos WHERE id_siniestro IS NULL',
            )
          ).n;
        expect(await pendientes()).toBe(MAX_FOTOS_PENDIENTES);
        // Declaring some frees their places.
        const { id } = await b.db.one<{ id: number }>(
          `SELECT p.id_poliza::int AS id FROM polizas p JOIN clientes c USING (id_cliente)
          WHERE c.num_doc = $1 AND p.ramo = 'VEH' AND p.estado = 'VIGOR' ORDER BY 1 LIMIT 1`,
          [c.nif],
        );
        const fotos = ok.slice(0, 8).map((f) => f.uuid);
        const sent = await b.app.inject({
          method: 'POST',
          url: `${API}/siniestros/declaracion`,
          headers: { 'auth-token': token },
          payload: { ...colision(id, fotos), fecha: isoDay(b.clock.now()) },
        });
        expect(sent.json().codigo, sent.body).toBe(0);
        expect((await upload()).json().codigo).toBe(0);
        expect(await pendientes()).toBe(MAX_FOTOS_PENDIENTES - 7);
      } finally {
        await b.close();
      }
    },
  );

  it('takes 40 photos an hour and 5 declarations a day per customer, counted in the database', async () => {
    const b = await startApp();
    try {
      const c = await conCoche(b);
      let token = await entrar(b.app, c);
      const upload = () => subirFotoA(b, token);
      const { id } = await b.db.one<{ id: number }>(
        `SELECT p.id_poliza::int AS id FROM polizas p JOIN clientes c USING (id_cliente)
          WHERE c.num_doc = $1 AND p.ramo = 'VEH' AND p.estado = 'VIGOR' ORDER BY 1 LIMIT 1`,
        [c.nif],
      );
      const send = (body: object) =>
        b.app.inject({
          method: 'POST',
          url: `${API}/siniestros/declaracion`,
          headers: { 'auth-token': token },
          payload: { ...body, fecha: isoDay(b.clock.now()) },
        });
      // Five declarations of eight photos each: 40 uploads, never more than 16 pending.
      const bodies: object[] = [];
      for (let d = 0; d < 5; d++) {
        const fotos: string[] = [];
        for (let i = 0; i < 8; i++) {
          const res = await upload();
          expect(res.json().codigo, res.body).toBe(0);
          fotos.push(res.json().data.uuid as string);
        }
        bodies.push(colision(id, fotos));
        expect((await send(bodies[d]!)).json().codigo).toBe(0);
      }
      const over = await upload();
      expect(over.statusCode).toBe(429);
      expect(over.json().mensaje).toBe(DEMASIADAS_FOTOS_SUBIDAS);

      const sexta = colision(id, []);
      const refused = await send(sexta);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().mensaje).toBe(DEMASIADAS_DECLARACIONES);
      // A retry of a declaration already made still answers its claim.
      expect((await send(bodies[0]!)).json().codigo).toBe(0);
      b.clock.advance(DAY);
      token = await entrar(b.app, c);
      expect((await send(sexta)).json().codigo).toBe(0);
    } finally {
      await b.close();
    }
  });
});

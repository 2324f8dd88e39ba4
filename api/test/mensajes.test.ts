import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import {
  AuditoriaAtencionSchema,
  AuditoriaSchema,
  Codigo,
  ColaMensajesSchema,
  HiloAtencionSchema,
  HiloSchema,
} from '@area-cliente/shared/contract';
import {
  ADJUNTO_NO_VALIDO,
  CUOTA_ADJUNTOS_SUPERADA,
  DEMASIADOS_HILOS,
  HILO_CERRADO,
  LIMITES_DIA_MENSAJES,
  plazoRespuesta,
} from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeAviso } from '../src/avisos/plantillas';
import { purgeAdjuntosHuerfanos } from '../src/repositories/retention';
import { ADJUNTOS_NO_DISPONIBLES, CLAVE_MENSAJE_CON_OTROS_DATOS } from '../src/services/mensajes';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { personalEstudio } from './estudio/personal';
import { API, get, startApp, type TestApp } from './helpers';

// 'Mensajes': the customer's conversations with customer service, their attachments, limits and
// idempotency, and customer service's side in the studio (role atencion).
let t: TestApp;
let ana: ClientePrueba;
let beto: ClientePrueba;
let tokenAna: string;
let tokenBeto: string;
const de = { poliza: '', siniestro: '', recibo: '' };
const deBeto = { poliza: '', siniestro: '', recibo: '' };
const { abrir, como: estudio } = personalEstudio();

beforeAll(async () => {
  t = await startApp();
  const crea = (d: Parameters<Parameters<typeof sembrar>[1]>[0], refs: typeof de) =>
    (async () => {
      const c = await d.cliente();
      const p = await d.poliza(c, 'VEH');
      await d.poliza(c, 'HOG');
      refs.poliza = p.numPoliza;
      refs.siniestro = (await d.siniestro(p, 'ABIERTO')).numSiniestro;
      refs.recibo = (await d.recibo(p, 'PENDIENTE')).numRecibo;
      return c;
    })();
  ana = await sembrar(t, (d) => crea(d, de));
  beto = await sembrar(t, (d) => crea(d, deBeto));
  tokenAna = await entrar(t.app, ana);
  tokenBeto = await entrar(t.app, beto);
  await abrir(t, {
    editora: ['editor'],
    aprobador: ['publicador'],
    marta: ['atencion'],
    jorge: ['atencion'],
  });
});
afterAll(() => t.close());

const post = (path: string, payload: object | undefined, token = tokenAna) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const nuevo = (body: object, token = tokenAna) =>
  post(
    '/mensajes',
    { claveIdempotencia: crypto.randomUUID(), texto: 'Hola, tengo una duda.', ...body },
    token,
  );
const hiloDe = (res: LightMyRequestResponse) => {
  expect(res.json().codigo, res.body).toBe(0);
  return v.parse(HiloSchema, res.json().data);
};
function multipart(filename: string, type: string, bytes: Uint8Array) {
  const boundary = `----ac${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const subir = (filename: string, type: string, bytes: Uint8Array, token = tokenAna) => {
  const { payload, headers } = multipart(filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: `${API}/mensajes/adjuntos`,
    headers: { ...headers, 'auth-token': token },
    payload,
  });
};

const ICONO = readFileSync(new URL('../../shell/public/icons/icon-192.png', import.meta.url));
/** The icon with a text chunk after its header, as a phone's metadata would ride along. */
function pngConTexto(texto: string): Buffer {
  const data = Buffer.from(`Comment\0${texto}`, 'latin1');
  const tipoYDatos = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  tipoYDatos.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(tipoYDatos), 8 + data.length);
  return Buffer.concat([ICONO.subarray(0, 33), chunk, ICONO.subarray(33)]);
}
async function pdfConAutor(autor: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Factura del taller');
  doc.setAuthor(autor);
  doc.setTitle(autor);
  return doc.save();
}

/** Downloads an attachment as the new tab would: a one-use token, then the path. */
async function descarga(uuid: string, token = tokenAna) {
  const tok = await post('/descargas/token', { tipo: 'ADJUNTO_MENSAJE', referencia: uuid }, token);
  if (tok.statusCode !== 200) return tok;
  return t.app.inject({
    method: 'GET',
    url: `${API}/mensajes/adjuntos/${uuid}/${tok.json().data.tokenDescarga}`,
  });
}

describe('a new conversation', () => {
  it('is about one of my claims, policies or receipts, or general, and waits two Madrid working days', async () => {
    for (const [tema, referencia] of [
      ['SINIESTRO', de.siniestro],
      ['POLIZA', de.poliza],
      ['RECIBO', de.recibo],
      ['GENERAL', undefined],
    ] as const) {
      const hilo = hiloDe(await nuevo({ tema, referencia }));
      expect(hilo).toMatchObject({
        tema,
        referencia: referencia ?? null,
        estado: 'ABIERTO',
        plazoRespuesta: plazoRespuesta(t.clock.now()),
        noLeidos: 0,
      });
      expect(hilo.mensajes).toMatchObject([
        { autor: 'CLIENTE', texto: 'Hola, tengo una duda.', leido: false },
      ]);
    }
    const { hilos } = (await get(t.app, '/mensajes', tokenAna)).json().data as { hilos: { tema: string }[] };
    expect(hilos.map((h) => h.tema)).toEqual(['GENERAL', 'RECIBO', 'POLIZA', 'SINIESTRO']);
  });

  it("answers 404 about another customer's claim, policy or receipt, or a number that is nobody's", async () => {
    for (const [tema, referencia] of [
      ['SINIESTRO', deBeto.siniestro],
      ['POLIZA', deBeto.poliza],
      ['RECIBO', deBeto.recibo],
      ['SINIESTRO', 'SIN-NADIE'],
    ] as const) {
      expect((await nuevo({ tema, referencia })).statusCode).toBe(404);
    }
  });

  it('refuses a general question with a reference, or a subject without one, and text the free-text rule refuses', async () => {
    expect((await nuevo({ tema: 'GENERAL', referencia: de.poliza })).statusCode).toBe(400);
    expect((await nuevo({ tema: 'POLIZA' })).statusCode).toBe(400);
    for (const texto of ['', '   ', 'Hola\u0000', 'x'.repeat(4001)]) {
      expect((await nuevo({ tema: 'GENERAL', texto })).statusCode).toBe(400);
    }
  });

  it('20 concurrent sends with one key make one conversation with one message', async () => {
    const claveIdempotencia = crypto.randomUUID();
    const antes = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mensajes')).n;
    const body = { tema: 'SINIESTRO', referencia: de.siniestro, texto: 'Solo una vez', claveIdempotencia };
    const res = await Promise.all(Array.from({ length: 20 }, () => post('/mensajes', body)));
    const ids = new Set(res.map((r) => hiloDe(r).idHilo));
    expect(ids.size).toBe(1);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mensajes')).n).toBe(antes + 1);
    // The key with other words is refused; in a conversation too.
    const otra = await post('/mensajes', { ...body, texto: 'Otra cosa' });
    expect([otra.statusCode, otra.json().mensaje]).toEqual([409, CLAVE_MENSAJE_CON_OTROS_DATOS]);
    const [idHilo] = [...ids];
    const envio = { texto: 'Segundo', claveIdempotencia: crypto.randomUUID() };
    const veinte = await Promise.all(
      Array.from({ length: 20 }, () => post(`/mensajes/${idHilo}/mensajes`, envio)),
    );
    expect(veinte.every((r) => hiloDe(r).mensajes.length === 2)).toBe(true);
  });
});

describe("another customer's conversation", () => {
  it('answers 404 on every route, the attachment download included', async () => {
    const hilo = hiloDe(await nuevo({ tema: 'GENERAL' }));
    const adj = (await subir('carta.png', 'image/png', ICONO)).json().data as { uuid: string };
    hiloDe(
      await post(`/mensajes/${hilo.idHilo}/mensajes`, {
        texto: 'Con adjunto',
        claveIdempotencia: crypto.randomUUID(),
        adjuntos: [adj.uuid],
      }),
    );
    expect((await get(t.app, `/mensajes/${hilo.idHilo}`, tokenBeto)).statusCode).toBe(404);
    expect((await post(`/mensajes/${hilo.idHilo}/leido`, undefined, tokenBeto)).statusCode).toBe(404);
    const escribe = await post(
      `/mensajes/${hilo.idHilo}/mensajes`,
      { texto: 'Intruso', claveIdempotencia: crypto.randomUUID() },
      tokenBeto,
    );
    expect(escribe.statusCode).toBe(404);
    expect((await descarga(adj.uuid, tokenBeto)).statusCode).toBe(404);
    expect((await get(t.app, '/mensajes/99999999', tokenAna)).statusCode).toBe(404);
    // Neither are my pending uploads Beto's to send.
    const mio = (await subir('otra.png', 'image/png', ICONO)).json().data as { uuid: string };
    const ajeno = await post(
      '/mensajes',
      { tema: 'GENERAL', texto: 'x', claveIdempotencia: crypto.randomUUID(), adjuntos: [mio.uuid] },
      tokenBeto,
    );
    expect([ajeno.statusCode, ajeno.json().mensaje]).toEqual([400, ADJUNTOS_NO_DISPONIBLES]);
    // And nothing of Beto's lists mine.
    const { hilos } = (await get(t.app, '/mensajes', tokenBeto)).json().data as { hilos: unknown[] };
    expect(hilos).toEqual([]);
  });
});

describe('attachments', () => {
  it('keep a PNG without its metadata and a PDF without its document information, and download them', async () => {
    const png = await subir('C:\\fotos\\parte.png', 'image/png', pngConTexto('GPS 40.41,-3.70'));
    expect(png.json().data).toMatchObject({ nombre: 'parte.png', mimeType: 'image/png' });
    const pdf = await subir('factura.pdf', 'application/pdf', await pdfConAutor('Nombre Secreto'));
    expect(pdf.json().data).toMatchObject({ nombre: 'factura.pdf', mimeType: 'application/pdf' });
    const uuids = [png.json().data.uuid as string, pdf.json().data.uuid as string];
    const hilo = hiloDe(await nuevo({ tema: 'GENERAL', adjuntos: uuids }));
    expect(hilo.mensajes[0]!.adjuntos.map((a) => a.nombre).sort()).toEqual(['factura.pdf', 'parte.png']);

    const imagen = await descarga(uuids[0]!);
    expect(imagen.statusCode).toBe(200);
    expect(imagen.headers['content-type']).toBe('image/png');
    expect(imagen.rawPayload.includes(Buffer.from('GPS 40.41'))).toBe(false);
    const documento = await descarga(uuids[1]!);
    expect(documento.headers['content-type']).toBe('application/pdf');
    const leido = await PDFDocument.load(documento.rawPayload, { updateMetadata: false });
    expect([leido.getAuthor(), leido.getTitle(), leido.getPageCount()]).toEqual([undefined, undefined, 1]);
  });

  it('refuse what is not a PDF, JPEG or PNG by its bytes, whatever its name', async () => {
    for (const [nombre, tipo, bytes] of [
      ['texto.pdf', 'application/pdf', Buffer.from('%PDF-1.7 no es un pdf')],
      ['nota.png', 'image/png', Buffer.from('hola')],
      ['script.pdf', 'application/pdf', Buffer.from('<script>alert(1)</script>')],
    ] as const) {
      const res = await subir(nombre, tipo, bytes);
      expect([res.statusCode, res.json().mensaje]).toEqual([400, ADJUNTO_NO_VALIDO]);
    }
  });

  it('not sent within a day are purged with their files; sent ones stay', async () => {
    const suelto = (await subir('suelto.png', 'image/png', ICONO)).json().data.uuid as string;
    const enviado = (await subir('enviado.png', 'image/png', ICONO)).json().data.uuid as string;
    hiloDe(await nuevo({ tema: 'GENERAL', adjuntos: [enviado] }));
    const purgados = await purgeAdjuntosHuerfanos(
      t.db,
      t.app.files,
      new Date(t.clock.now().getTime() + 25 * 3_600_000),
    );
    expect(purgados).toBeGreaterThanOrEqual(1);
    expect(await t.app.files.get(suelto)).toBeUndefined();
    expect(await t.app.files.get(enviado)).toBeDefined();
  });

  it("stop at the customer's quota", async () => {
    const c = await sembrar(t, (d) => d.cliente());
    await t.db.query(
      `INSERT INTO mensaje_adjuntos (uuid, id_cliente, subido_por, nombre, mime_type, bytes, subido_en)
       VALUES ($1, $2, 'CLIENTE', 'grande.pdf', 'application/pdf', $3, now())`,
      [crypto.randomUUID(), c.idCliente, 100 * 1024 * 1024 - 100],
    );
    const res = await subir('parte.png', 'image/png', ICONO, await entrar(t.app, c));
    expect([res.statusCode, res.json().mensaje]).toEqual([429, CUOTA_ADJUNTOS_SUPERADA]);
  });
});

describe('daily limits', () => {
  it('refuse an eleventh conversation in a day, counted in the database', async () => {
    const c = await sembrar(t, (d) => d.cliente());
    const token = await entrar(t.app, c);
    for (let i = 0; i < LIMITES_DIA_MENSAJES.hilos; i++) hiloDe(await nuevo({ tema: 'GENERAL' }, token));
    const res = await nuevo({ tema: 'GENERAL' }, token);
    expect([res.statusCode, res.json().codigo, res.json().mensaje]).toEqual([
      429,
      Codigo.ERROR_NEGOCIO,
      DEMASIADOS_HILOS,
    ]);
    const { n } = await t.db.one<{ n: number }>('SELECT contador AS n FROM limites WHERE clave = $1', [
      `mensajes-hilos:${c.idCliente}`,
    ]);
    expect(n).toBe(LIMITES_DIA_MENSAJES.hilos);
  });
});

describe('customer service in the studio', () => {
  it('is for the atencion role only: editor and publicador get 403 SIN_ROL, a customer 404', async () => {
    const hilo = hiloDe(await nuevo({ tema: 'GENERAL' }));
    const rutas = [
      { method: 'GET', url: '/estudio/api/mensajes' },
      { method: 'GET', url: `/estudio/api/mensajes/${hilo.idHilo}` },
      { method: 'POST', url: `/estudio/api/mensajes/${hilo.idHilo}/asignar` },
      { method: 'POST', url: `/estudio/api/mensajes/${hilo.idHilo}/responder`, payload: { texto: 'x' } },
      { method: 'POST', url: `/estudio/api/mensajes/${hilo.idHilo}/cerrar` },
      { method: 'GET', url: '/estudio/api/mensajes-auditoria' },
      { method: 'GET', url: '/estudio/api/mensajes-auditoria.csv' },
    ] as const;
    for (const quien of ['editora', 'aprobador']) {
      for (const ruta of rutas) {
        const res = await estudio(quien, ruta);
        expect([res.statusCode, res.json().codigo]).toEqual([403, 'SIN_ROL']);
      }
    }
    const cliente = await t.app.inject({
      method: 'GET',
      url: '/estudio/api/mensajes',
      headers: { 'auth-token': tokenAna },
    });
    expect(cliente.statusCode).toBe(404);
  });

  it('lists open conversations by deadline then age, answers with a notice of the number only, and closes', async () => {
    const hilo = hiloDe(
      await nuevo({ tema: 'SINIESTRO', referencia: de.siniestro, texto: 'Mi coche sigue en el taller' }),
    );
    const cola = v.parse(
      ColaMensajesSchema,
      (await estudio('marta', { method: 'GET', url: '/estudio/api/mensajes' })).json(),
    );
    const orden = cola.hilos.map((h) => `${h.plazoRespuesta} ${h.creadoEn}`);
    expect(orden).toEqual([...orden].sort());
    expect(cola.hilos.find((h) => h.idHilo === hilo.idHilo)).toMatchObject({ noLeidos: 1, asignadoA: null });

    // Opening it marks the customer's message read; the summary beside it is numbers, lines and states.
    const visto = v.parse(
      HiloAtencionSchema,
      (await estudio('marta', { method: 'GET', url: `/estudio/api/mensajes/${hilo.idHilo}` })).json(),
    );
    expect(visto.polizas.map((p) => Object.keys(p).sort())).toEqual([
      ['estado', 'numPoliza', 'ramo'],
      ['estado', 'numPoliza', 'ramo'],
    ]);
    expect(JSON.stringify(visto)).not.toContain(ana.nif);
    expect(hiloDe(await get(t.app, `/mensajes/${hilo.idHilo}`, tokenAna)).mensajes[0]!.leido).toBe(true);

    // Marta takes it; Jorge can neither take it nor answer it.
    expect(
      (
        await estudio('marta', { method: 'POST', url: `/estudio/api/mensajes/${hilo.idHilo}/asignar` })
      ).json(),
    ).toMatchObject({
      asignadoA: 'marta',
    });
    const jorge = await estudio('jorge', {
      method: 'POST',
      url: `/estudio/api/mensajes/${hilo.idHilo}/asignar`,
    });
    expect([jorge.statusCode, jorge.json().codigo]).toEqual([409, 'ASIGNADO_A_OTRO']);
    const jorgeResponde = await estudio('jorge', {
      method: 'POST',
      url: `/estudio/api/mensajes/${hilo.idHilo}/responder`,
      payload: { texto: 'Yo' },
    });
    expect(jorgeResponde.statusCode).toBe(409);

    // An answer with an attachment: the customer reads it, and is told by the queue (number only).
    const subida = await estudio('marta', {
      method: 'POST',
      url: `/estudio/api/mensajes/${hilo.idHilo}/adjuntos`,
      payload: Buffer.from(await pdfConAutor('Marta')),
      headers: { 'content-type': 'application/pdf', 'x-nombre': encodeURIComponent('informe perito.pdf') },
    });
    expect(subida.statusCode, subida.body).toBe(200);
    const respuesta = await estudio('marta', {
      method: 'POST',
      url: `/estudio/api/mensajes/${hilo.idHilo}/responder`,
      payload: { texto: 'El perito lo verá el lunes.', adjuntos: [subida.json().uuid] },
    });
    expect(respuesta.statusCode, respuesta.body).toBe(200);
    expect(respuesta.json()).toMatchObject({ estado: 'RESPONDIDO', plazoRespuesta: null });
    const avisos = await t.db.query<{ canal: string; datos: object }>(
      "SELECT canal, datos FROM notificaciones WHERE evento = 'MENSAJE_RESPUESTA' AND id_cliente = $1 ORDER BY canal",
      [ana.idCliente],
    );
    expect(avisos).toEqual([
      { canal: 'EMAIL', datos: { numHilo: String(hilo.idHilo) } },
      { canal: 'SMS', datos: { numHilo: String(hilo.idHilo) } },
    ]);
    const correo = mensajeAviso(
      'MENSAJE_RESPUESTA',
      { numHilo: String(hilo.idHilo) },
      'https://area.example/',
    );
    expect(correo.texto).toContain(`conversación nº ${hilo.idHilo}`);
    expect(`${correo.texto}${correo.html}${correo.sms}`).not.toContain('perito');

    const cliente = hiloDe(await get(t.app, `/mensajes/${hilo.idHilo}`, tokenAna));
    expect(cliente).toMatchObject({ estado: 'RESPONDIDO', noLeidos: 1 });
    const [, suya] = cliente.mensajes;
    expect(suya).toMatchObject({ autor: 'PERSONAL', texto: 'El perito lo verá el lunes.', leido: false });
    expect(JSON.stringify(cliente)).not.toContain('marta');
    expect((await descarga(suya!.adjuntos[0]!.uuid)).statusCode).toBe(200);
    const leido = await post(`/mensajes/${hilo.idHilo}/leido`, undefined);
    expect([leido.statusCode, leido.json()]).toEqual([200, { codigo: 0, mensaje: 'OK', data: null }]);
    expect(hiloDe(await get(t.app, `/mensajes/${hilo.idHilo}`, tokenAna))).toMatchObject({ noLeidos: 0 });

    // The customer writes again: it waits for an answer with a new deadline; closed, it takes no more.
    const otra = hiloDe(
      await post(`/mensajes/${hilo.idHilo}/mensajes`, {
        texto: 'Gracias',
        claveIdempotencia: crypto.randomUUID(),
      }),
    );
    expect(otra).toMatchObject({ estado: 'ABIERTO', plazoRespuesta: plazoRespuesta(t.clock.now()) });
    const cerrada = await estudio('marta', {
      method: 'POST',
      url: `/estudio/api/mensajes/${hilo.idHilo}/cerrar`,
    });
    expect(cerrada.json()).toMatchObject({ estado: 'CERRADO' });
    const tarde = await post(`/mensajes/${hilo.idHilo}/mensajes`, {
      texto: 'Una cosa más',
      claveIdempotencia: crypto.randomUUID(),
    });
    expect([tarde.statusCode, tarde.json().mensaje]).toEqual([409, HILO_CERRADO]);
  });

  it('audits each action on a conversation, opening it and its files included, for customer service alone', async () => {
    const hilo = hiloDe(await nuevo({ tema: 'GENERAL', texto: 'Adjunto el parte' }, tokenBeto));
    const url = `/estudio/api/mensajes/${hilo.idHilo}`;
    const auditoria = async () =>
      v
        .parse(
          AuditoriaAtencionSchema,
          (await estudio('jorge', { method: 'GET', url: '/estudio/api/mensajes-auditoria' })).json(),
        )
        .entradas.filter((e) => e.hiloId === hilo.idHilo);

    // A conversation nobody opened has no entries; a refused action writes none either.
    expect(await auditoria()).toEqual([]);
    await estudio('marta', { method: 'GET', url });
    await estudio('marta', { method: 'POST', url: `${url}/asignar` });
    await estudio('marta', { method: 'POST', url: `${url}/asignar` });
    expect((await estudio('jorge', { method: 'POST', url: `${url}/asignar` })).statusCode).toBe(409);
    const subida = await estudio('marta', {
      method: 'POST',
      url: `${url}/adjuntos`,
      payload: Buffer.from(await pdfConAutor('Marta')),
      headers: { 'content-type': 'application/pdf', 'x-nombre': encodeURIComponent('=informe.pdf') },
    });
    const { uuid, nombre } = subida.json();
    await estudio('marta', {
      method: 'POST',
      url: `${url}/responder`,
      payload: { texto: 'Recibido.', adjuntos: [uuid] },
    });
    expect((await estudio('jorge', { method: 'GET', url: `${url}/adjuntos/${uuid}` })).statusCode).toBe(200);
    await estudio('marta', { method: 'POST', url: `${url}/cerrar` });
    await estudio('marta', { method: 'POST', url: `${url}/cerrar` });

    expect((await auditoria()).map((e) => [e.quien, e.accion, e.detalle]).reverse()).toEqual([
      ['marta', 'abierta', undefined],
      ['marta', 'asignada', undefined],
      ['marta', 'adjunto_subido', nombre],
      ['marta', 'respondida', undefined],
      ['jorge', 'adjunto_descargado', nombre],
      ['marta', 'cerrada', undefined],
    ]);
    const { n } = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM atencion_auditoria WHERE id_hilo = $1 AND id_cliente = $2',
      [hilo.idHilo, beto.idCliente],
    );
    expect(n).toBe(6);

    // The CSV has the same entries, a file name never read as a formula; marketing's audit has none.
    const csv = await estudio('jorge', { method: 'GET', url: '/estudio/api/mensajes-auditoria.csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lineas = csv.body.split('\r\n').filter((l) => l.includes(`"${hilo.idHilo}"`));
    expect(lineas).toHaveLength(6);
    expect(lineas[0]).toBe(`"${(await auditoria())[0]!.cuando}","marta","cerrada","${hilo.idHilo}",""`);
    expect(lineas.find((l) => l.includes('adjunto_subido'))).toContain(`"'${nombre}"`);
    const marketing = v.parse(
      AuditoriaSchema,
      (await estudio('editora', { method: 'GET', url: '/estudio/api/auditoria' })).json(),
    );
    expect(marketing.entradas.filter((e) => e.quien === 'marta' || e.quien === 'jorge')).toEqual([]);
  });
});

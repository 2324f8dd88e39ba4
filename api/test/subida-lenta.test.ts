import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Codigo, MENSAJE_PETICION_INCORRECTA } from '@area-cliente/shared/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, PLAZO_SUBIDA, REQUEST_TIMEOUT_MS } from '../src/config';
import { SubidasEnCurso } from '../src/lib/subidas';
import { SUBIDA_EN_CURSO, SUBIDA_LENTA, SUBIDAS_OCUPADAS } from '../src/routes/declaracion';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// Slow uploads against a listening app, over raw sockets: app.inject hands the body over at once,
// and what is tested here is a body that does not come. The deadlines are shrunk so the file runs in
// seconds: a trickle is cut after one 1-second window, a steady upload after 3 s, any request after 4 s.
const PLAZO = { deadlineMs: 3000, minBytes: 256, windowMs: 1000 };
const REQUEST_TIMEOUT = 4000;

let t: TestApp;
let port: number;
/** Four customers, each logged in once. */
let tokens: string[];
const abiertas: Socket[] = [];

beforeAll(async () => {
  t = await startApp({ uploadDeadline: PLAZO, requestTimeoutMs: REQUEST_TIMEOUT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const clientes: ClientePrueba[] = [];
  for (let i = 0; i < 4; i++) clientes.push(await sembrar(t, (d) => d.cliente()));
  tokens = [];
  for (const c of clientes) tokens.push(await entrar(t.app, c));
});
// A socket left open would keep app.close() waiting.
afterEach(() => {
  for (const s of abiertas.splice(0)) s.destroy();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `p`, or a failure naming what did not happen within `ms` (rather than the test's own timeout). */
function dentroDe<T>(p: Promise<T>, ms: number, que: string): Promise<T> {
  return Promise.race([
    p,
    sleep(ms).then(() => {
      throw new Error(`${que}: nothing within ${ms} ms`);
    }),
  ]);
}

/** A JPEG as far as its markers go, padded with a comment segment of `relleno` bytes (dropped on storing). */
function jpeg(relleno = 0): Buffer {
  const com = Buffer.alloc(4 + relleno, 0x20);
  com.set([0xff, 0xfe, (relleno + 2) >> 8, (relleno + 2) & 255]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    com,
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 3]),
    Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    Buffer.from([
      0xff, 0xda, 0x00, 0x0c, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0x12, 0x34, 0x56, 0xff, 0xd9,
    ]),
  ]);
}

function multipart(foto: Buffer) {
  const boundary = `----acLenta${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="f.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    foto,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

interface Respuesta {
  status: number;
  json: { codigo: number; mensaje: string; data: unknown };
  /** Since the request was opened. */
  ms: number;
}

interface Envio {
  /** The answer, once it has all arrived. */
  respuesta: Promise<Respuesta>;
  /** When the connection closed (ms since the request was opened). */
  cerrada: Promise<number>;
  respondida: () => boolean;
}

/**
 * A POST over a raw socket: its head and the first `primeros` bytes of `body` at once, then `trozo`
 * bytes every `cadaMs` until the body is sent or the connection closes.
 */
function envia(
  path: string,
  { body, type, token }: { body: Buffer; type: string; token?: string },
  { primeros = body.length, trozo = 1, cadaMs = 400 } = {},
): Envio {
  const inicio = Date.now();
  const socket = connect(port, '127.0.0.1');
  abiertas.push(socket);
  socket.on('error', () => {}); // writes after the server closed: EPIPE, ECONNRESET
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${body.length}\r\n${token ? `auth-token: ${token}\r\n` : ''}\r\n`;
  socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, primeros)]));
  let enviados = primeros;
  const goteo = setInterval(() => {
    if (enviados >= body.length || socket.destroyed || !socket.writable) return clearInterval(goteo);
    socket.write(body.subarray(enviados, enviados + trozo));
    enviados += trozo;
  }, cadaMs);
  const cerrada = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(goteo);
      resolve(Date.now() - inicio);
    }),
  );
  let respondida = false;
  const respuesta = new Promise<Respuesta>((resolve, reject) => {
    let recibido = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      recibido = Buffer.concat([recibido, chunk]);
      const fin = recibido.indexOf('\r\n\r\n');
      if (fin < 0) return;
      const cabecera = recibido.subarray(0, fin).toString();
      const longitud = Number(/^content-length: *(\d+)/im.exec(cabecera)?.[1] ?? NaN);
      if (recibido.length < fin + 4 + longitud) return;
      respondida = true;
      resolve({
        status: Number(cabecera.split(' ')[1]),
        json: JSON.parse(recibido.subarray(fin + 4, fin + 4 + longitud).toString()),
        ms: Date.now() - inicio,
      });
    });
    socket.on('close', () => reject(new Error('closed without an answer')));
  });
  respuesta.catch(() => {});
  return { respuesta, cerrada, respondida: () => respondida };
}

const FOTOS = `${API}/siniestros/declaracion/fotos`;

/** An upload that sends its head and part header, then a byte every 400 ms (2 KB of photo: minutes). */
const goteando = (token: string) => {
  const m = multipart(jpeg(2048));
  return envia(FOTOS, { ...m, token }, { primeros: m.body.indexOf('\r\n\r\n') + 4 + 2 });
};
/** A whole upload at once. */
const subida = (token: string) => envia(FOTOS, { ...multipart(jpeg()), token }).respuesta;

const cortada = { codigo: Codigo.ERROR_NEGOCIO, mensaje: SUBIDA_LENTA, data: null };

describe('slow photo uploads', () => {
  it('cut three customers trickling a byte at a time after one window, so a fourth one gets in', async () => {
    const [a, b, c, d] = tokens as [string, string, string, string];
    const lentas = [goteando(a), goteando(b), goteando(c)];
    // The three hold every slot for now...
    await sleep(500);
    expect(lentas.map((l) => l.respondida())).toEqual([false, false, false]);
    const antes = await dentroDe(subida(d), 2000, 'the fourth upload');
    expect([antes.status, antes.json.mensaje]).toEqual([503, SUBIDAS_OCUPADAS]);
    // ...until their first window brings less than the floor: each is told why and disconnected.
    for (const lenta of lentas) {
      const r = await dentroDe(lenta.respuesta, 3 * PLAZO.windowMs, 'a trickling upload');
      expect([r.status, r.json]).toEqual([408, cortada]);
      expect(r.ms).toBeGreaterThanOrEqual(PLAZO.windowMs - 50);
      expect(r.ms).toBeLessThan(2 * PLAZO.windowMs + 500);
      expect(await dentroDe(lenta.cerrada, 1000, 'closing the trickle')).toBeLessThan(r.ms + 1000);
    }
    const despues = await dentroDe(subida(d), 2000, 'the fourth upload again');
    expect([despues.status, despues.json.codigo]).toEqual([200, 0]);
  });

  it('takes one upload per customer at a time: the second and third are refused, others get in', async () => {
    const [a, b, c] = tokens as [string, string, string];
    // The first one sends 1 KB a second, above the floor: it keeps its slot until the deadline.
    const lenta = multipart(Buffer.alloc(64 * 1024));
    const primera = envia(FOTOS, { ...lenta, token: a }, { primeros: 200, trozo: 200, cadaMs: 200 });
    await sleep(300);
    for (const otra of [goteando(a), goteando(a)]) {
      const r = await dentroDe(otra.respuesta, 1000, "the customer's next upload");
      expect([r.status, r.json]).toEqual([
        429,
        { codigo: Codigo.ERROR_NEGOCIO, mensaje: SUBIDA_EN_CURSO, data: null },
      ]);
    }
    // Two other customers upload while the first one's trickle still holds its slot.
    for (const token of [b, c]) {
      const r = await dentroDe(subida(token), 1000, "another customer's upload");
      expect([r.status, r.json.codigo]).toEqual([200, 0]);
    }
    expect(primera.respondida()).toBe(false);
    expect((await dentroDe(primera.respuesta, PLAZO.deadlineMs + 1000, 'the slow upload')).json).toEqual(
      cortada,
    );
    // Its slot is the customer's again.
    expect((await dentroDe(subida(a), 1000, 'the next upload')).json.codigo).toBe(0);
  });

  it('cut an upload that keeps above the floor but does not end by the deadline', async () => {
    const m = multipart(Buffer.alloc(1024 * 1024));
    const lenta = envia(FOTOS, { ...m, token: tokens[0] }, { primeros: 400, trozo: 512, cadaMs: 150 });
    const r = await dentroDe(lenta.respuesta, PLAZO.deadlineMs + 2500, 'the slow upload');
    expect([r.status, r.json]).toEqual([408, cortada]);
    expect(r.ms).toBeGreaterThanOrEqual(PLAZO.deadlineMs);
    expect(r.ms).toBeLessThan(PLAZO.deadlineMs + 1500);
    await dentroDe(lenta.cerrada, 1000, 'closing the slow upload');
  });

  it('stores a photo that arrives steadily within the deadline', async () => {
    const foto = jpeg(60_000);
    const m = multipart(foto);
    const r = await dentroDe(
      envia(FOTOS, { ...m, token: tokens[1] }, { primeros: 300, trozo: 8 * 1024, cadaMs: 100 }).respuesta,
      PLAZO.deadlineMs,
      'the steady upload',
    );
    expect([r.status, r.json.codigo]).toEqual([200, 0]);
    expect(r.json.data).toMatchObject({ mimeType: 'image/jpeg', ancho: 640, alto: 480 });
    expect(r.ms).toBeGreaterThan(600);
  });
});

describe('request timeout', () => {
  it('is set on the server, and cuts any request whose body does not arrive in time', async () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT);
    const body = Buffer.from(JSON.stringify({ username: '12345678Z', password: 'x'.repeat(200) }));
    const lenta = envia(
      `${API}/user/auth`,
      { body, type: 'application/json' },
      { primeros: 10, cadaMs: 300 },
    );
    const r = await dentroDe(lenta.respuesta, REQUEST_TIMEOUT + 2000, 'the trickled login');
    expect([r.status, r.json]).toEqual([
      408,
      { codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_PETICION_INCORRECTA, data: null },
    ]);
    expect(r.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT);
    await dentroDe(lenta.cerrada, 1000, 'closing the trickled login');
  });
});

describe('upload settings', () => {
  it('default to a deadline a phone on 3G meets for a 10 MB photo, under the request timeout', () => {
    const config = configFromEnv({ DEMO: 'true' });
    expect(config.uploadDeadline).toEqual(PLAZO_SUBIDA);
    expect(config.requestTimeoutMs).toBe(REQUEST_TIMEOUT_MS);
    // 10 MB within the deadline at 384 kbit/s (plain 3G's uplink), with room to spare.
    expect(((10 * 1024 * 1024 * 8) / 384_000) * 1000).toBeLessThan(PLAZO_SUBIDA.deadlineMs);
    expect(PLAZO_SUBIDA.deadlineMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('are read from the environment and refused when they contradict each other', () => {
    const config = configFromEnv({
      DEMO: 'true',
      REQUEST_TIMEOUT_SECONDS: '120',
      UPLOAD_DEADLINE_SECONDS: '90',
      UPLOAD_MIN_BYTES_PER_WINDOW: '4096',
      UPLOAD_WINDOW_SECONDS: '10',
    });
    expect(config.requestTimeoutMs).toBe(120_000);
    expect(config.uploadDeadline).toEqual({ deadlineMs: 90_000, minBytes: 4096, windowMs: 10_000 });
    expect(() => configFromEnv({ DEMO: 'true', UPLOAD_DEADLINE_SECONDS: '330' })).toThrow(
      /UPLOAD_WINDOW_SECONDS ≤ UPLOAD_DEADLINE_SECONDS < REQUEST_TIMEOUT_SECONDS .*\(now 15, 330, 330\)/,
    );
    expect(() => configFromEnv({ DEMO: 'true', UPLOAD_WINDOW_SECONDS: '400' })).toThrow(/now 400, 300, 330/);
    for (const [name, value] of [
      ['REQUEST_TIMEOUT_SECONDS', '0'],
      ['REQUEST_TIMEOUT_SECONDS', '5m'],
      ['UPLOAD_DEADLINE_SECONDS', '-1'],
      ['UPLOAD_MIN_BYTES_PER_WINDOW', '0'],
      ['UPLOAD_WINDOW_SECONDS', '1.5'],
    ] as const) {
      expect(() => configFromEnv({ DEMO: 'true', [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`Invalid environment: .*${name}`),
      );
    }
  });
});

describe('SubidasEnCurso', () => {
  it('gives a customer one slot at a time, out of the process’s few', () => {
    const subidas = new SubidasEnCurso(2);
    expect(subidas.toma(1)).toBeNull();
    expect(subidas.toma(1)).toBe('CLIENTE_OCUPADO');
    expect(subidas.toma(2)).toBeNull();
    expect(subidas.toma(3)).toBe('PROCESO_LLENO');
    subidas.suelta(1);
    expect(subidas.toma(3)).toBeNull();
    expect(subidas.toma(1)).toBe('PROCESO_LLENO');
  });
});

import { Codigo, HistorialCambiosSchema, PreferenciasAvisosSchema } from '@area-cliente/shared/contract';
import { MENSAJE_AVISO_OBLIGATORIO, ZONE } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENVIO } from '../src/avisos/envio';
import { REINTENTOS } from '../src/avisos/reintentos';
import { readOutbox } from '../src/repositories/sms-outbox';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';
import { smtpLocal } from './smtp-local';

/*
 * Notifications by e-mail and SMS through a real SMTP transport: the app sends with
 * nodemailer to a local SMTP server (smtp-server), and the test reads the messages it received.
 * Events the insurer's systems write (a claim's state, a receipt) are inserted with SQL, as they would be.
 */

let smtp: Awaited<ReturnType<typeof smtpLocal>>;
let t: TestApp;
/** The test's client: a car policy with an open claim and a receipt due. */
let LUCIA: ClientePrueba & { email: string };
let lucia: string;
let idLucia: number;
let poliza: { id: number; num: string };
let siniestro: { id: number; num: string };

beforeAll(async () => {
  smtp = await smtpLocal();
  t = await startApp({
    email: { url: smtp.url, from: 'Área Cliente <avisos@example.com>', requireTls: false },
  });
  await sembrar(t, async (d) => {
    const c = await d.cliente({ nombre: 'Marta Gil Prieto' });
    LUCIA = { ...c, email: c.email! };
    const p = await d.poliza(c, 'VEH');
    poliza = { id: p.idPoliza, num: p.numPoliza };
    const s = await d.siniestro(p, 'ABIERTO');
    siniestro = { id: s.idSiniestro, num: s.numSiniestro };
    await d.recibo(p, 'PENDIENTE', { dias: -3 });
  });
  idLucia = LUCIA.idCliente;
  lucia = await entrar(t.app, LUCIA);
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM notificaciones')).n).toBe(0);
  // The first round enqueues and sends the demo policies' renewal notices; each test starts after it.
  await procesar();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.recibidos.length = 0;
  smtp.rechazar.n = 0;
});

const post = (path: string, payload: object, token = lucia) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const preferencias = async (token = lucia) =>
  v.parse(PreferenciasAvisosSchema, (await get(t.app, '/cliente/avisos', token)).json().data).preferencias;
/** Rows enqueued by the triggers carry the database's clock: the app's is moved past it first. */
const procesar = () => {
  t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()) + 1000);
  return t.app.avisos.procesar();
};
const filas = (evento: string) =>
  t.db.query<{ canal: string; estado: string; intentos: number; destino: string | null }>(
    'SELECT canal, estado, intentos, destino FROM notificaciones WHERE evento = $1 ORDER BY id_notificacion',
    [evento],
  );
async function cambiarEstadoSiniestro(estado: string): Promise<string> {
  const s = siniestro;
  await t.db.query(
    "INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion) VALUES ($1, now(), $2, 'Cambio')",
    [s.id, estado],
  );
  return s.num;
}

describe('GET and POST /cliente/avisos', () => {
  it('answers every event and channel with its default, security notices on', async () => {
    const p = await preferencias();
    expect(p).toHaveLength(22);
    expect(p).toContainEqual({ evento: 'SINIESTRO_ESTADO', canal: 'EMAIL', activo: true });
    expect(p).toContainEqual({ evento: 'SINIESTRO_ESTADO', canal: 'SMS', activo: false });
    expect(p).toContainEqual({ evento: 'CAMBIO_DATOS', canal: 'SMS', activo: true });
    expect(p).toContainEqual({ evento: 'ACCESO_NUEVO', canal: 'SMS', activo: true });
    expect(p).toContainEqual({ evento: 'FIRMA_DOCUMENTO', canal: 'SMS', activo: true });
    expect(p).toContainEqual({ evento: 'POLIZA_MODIFICADA', canal: 'SMS', activo: true });
  });

  it('saves a change, answers the new choices and records it in the history', async () => {
    const res = await post('/cliente/avisos', {
      preferencias: [{ evento: 'RECIBO_COBRADO', canal: 'EMAIL', activo: false }],
    });
    expect(res.json().codigo).toBe(0);
    expect(res.json().data.preferencias).toContainEqual({
      evento: 'RECIBO_COBRADO',
      canal: 'EMAIL',
      activo: false,
    });
    expect(await preferencias()).toContainEqual({ evento: 'RECIBO_COBRADO', canal: 'EMAIL', activo: false });
    const { cambios } = v.parse(
      HistorialCambiosSchema,
      (await get(t.app, '/cliente/historialCambios', lucia)).json().data,
    );
    expect(cambios[0]).toMatchObject({
      tipo: 'AVISOS',
      descripcion: 'Avisos por e-mail y SMS: 1 desactivado',
    });
    // The same choice again changes nothing and adds no line.
    await post('/cliente/avisos', {
      preferencias: [{ evento: 'RECIBO_COBRADO', canal: 'EMAIL', activo: false }],
    });
    const despues = v.parse(
      HistorialCambiosSchema,
      (await get(t.app, '/cliente/historialCambios', lucia)).json().data,
    );
    expect(despues.cambios.filter((c) => c.tipo === 'AVISOS')).toHaveLength(1);
  });

  it('refuses to switch off a security notice, saying why', async () => {
    const res = await post('/cliente/avisos', {
      preferencias: [{ evento: 'CAMBIO_DATOS', canal: 'EMAIL', activo: false }],
    });
    expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_AVISO_OBLIGATORIO });
    expect(await preferencias()).toContainEqual({ evento: 'CAMBIO_DATOS', canal: 'EMAIL', activo: true });
    const poliza = await post('/cliente/avisos', {
      preferencias: [{ evento: 'POLIZA_MODIFICADA', canal: 'SMS', activo: false }],
    });
    expect(poliza.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_AVISO_OBLIGATORIO });
  });

  it('refuses an unknown event, a repeated one or no session', async () => {
    expect(
      (await post('/cliente/avisos', { preferencias: [{ evento: 'OTRO', canal: 'EMAIL', activo: true }] }))
        .statusCode,
    ).toBe(400);
    const dos = { evento: 'RENOVACION', canal: 'SMS', activo: true };
    expect((await post('/cliente/avisos', { preferencias: [dos, dos] })).statusCode).toBe(400);
    expect((await get(t.app, '/cliente/avisos')).statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('e-mails a claim state change through SMTP: Spanish, plain and HTML, a link and nothing personal', async () => {
    const num = await cambiarEstadoSiniestro('CERRADO');
    const ronda = await procesar();
    expect(ronda).toMatchObject({ enviadas: 1, omitidas: 1 });
    expect(smtp.recibidos).toHaveLength(1);
    const m = smtp.recibidos[0]!;
    expect(m.para).toEqual([LUCIA.email]);
    expect(m.de).toContain('avisos@example.com');
    expect(m.asunto).toBe('Tu siniestro ha pasado a «Cerrado»');
    expect(m.texto).toContain(`El estado de tu siniestro ${num} ha cambiado a «Cerrado».`);
    expect(m.texto).toContain('https://area.example.com/area-cliente/');
    expect(m.html).toContain('href="https://area.example.com/area-cliente/"');
    for (const personal of [LUCIA.nif, 'Marta', 'ES', LUCIA.telefono])
      expect(`${m.texto}${m.html}`).not.toContain(personal);
    // SMS off by default for this event: skipped, not sent; the sent row forgets its address.
    expect(await filas('SINIESTRO_ESTADO')).toEqual([
      { canal: 'EMAIL', estado: 'ENVIADA', intentos: 1, destino: null },
      { canal: 'SMS', estado: 'OMITIDA', intentos: 1, destino: null },
    ]);
    // Nothing is sent twice.
    expect(await procesar()).toEqual({ enviadas: 0, omitidas: 0, fallidas: 0 });
  });

  it('sends an SMS through the SMS provider when the customer turned that channel on', async () => {
    await post('/cliente/avisos', {
      preferencias: [{ evento: 'SINIESTRO_ESTADO', canal: 'SMS', activo: true }],
    });
    const num = await cambiarEstadoSiniestro('ANULADO');
    await procesar();
    const [sms] = await readOutbox(t.db, LUCIA.telefono, 1);
    expect(sms?.texto).toBe(
      `Área Cliente: tu siniestro ${num} ha pasado a «Anulado». https://area.example.com/area-cliente/`,
    );
  });

  it("e-mails a new policy document and a claim document to sign, as the insurer's systems add them", async () => {
    await t.db.query(
      `INSERT INTO poliza_documentos (id_poliza, uuid, nombre, tipo, estado, mime_type, fecha_efecto)
       VALUES ($1, gen_random_uuid(), 'Suplemento de coberturas', 'ACTUAL', 'DIGITAL_CERTIFICADA', 'application/pdf', CURRENT_DATE)`,
      [poliza.id],
    );
    await t.db.query(
      "INSERT INTO siniestro_documentos (id_siniestro, uuid, nombre_doc) VALUES ($1, gen_random_uuid(), 'Valoración de daños')",
      [siniestro.id],
    );
    await procesar();
    const porAsunto = Object.fromEntries(smtp.recibidos.map((m) => [m.asunto, m.texto]));
    expect(porAsunto['Tienes un documento nuevo']).toContain(
      `Tienes un documento nuevo de tu póliza ${poliza.num}: «Suplemento de coberturas».`,
    );
    expect(porAsunto['Tienes un documento para firmar']).toContain(
      `Hay un documento de tu siniestro ${siniestro.num} pendiente de tu firma: «Valoración de daños».`,
    );
    // A document to sign goes by SMS too by default.
    const [sms] = await readOutbox(t.db, LUCIA.telefono, 1);
    expect(sms?.texto).toContain(`tienes un documento de tu siniestro ${siniestro.num} pendiente de firma`);
  });

  it('honours a switch turned off after the event, when it is sent', async () => {
    await post('/cliente/avisos', {
      preferencias: [{ evento: 'RECIBO_DEVUELTO', canal: 'EMAIL', activo: true }],
    });
    await t.db.query(
      `UPDATE recibos SET estado = 'DEVUELTO' WHERE id_recibo = (SELECT r.id_recibo FROM recibos r JOIN polizas p USING (id_poliza)
        WHERE p.id_cliente = $1 AND r.estado = 'PENDIENTE' ORDER BY r.id_recibo LIMIT 1)`,
      [idLucia],
    );
    await post('/cliente/avisos', {
      preferencias: [{ evento: 'RECIBO_DEVUELTO', canal: 'EMAIL', activo: false }],
    });
    await procesar();
    expect(smtp.recibidos).toHaveLength(0);
    expect((await filas('RECIBO_DEVUELTO')).map((f) => f.estado)).toEqual(['OMITIDA', 'ENVIADA']);
  });

  it('warns of a phone change by e-mail and by SMS to the previous number, in the change', async () => {
    const res = await post('/cliente/actualizaTelefono', {
      telefono: '699000111',
      polizas: [],
      pin: await pinPara(t, lucia, LUCIA.telefono, 'telefono'),
    });
    expect(res.json().codigo).toBe(0);
    await procesar();
    expect(smtp.recibidos.map((m) => m.asunto)).toEqual(['Se han cambiado tus datos en el Área Cliente']);
    expect(smtp.recibidos[0]?.texto).toContain('Se ha cambiado tu teléfono móvil en el Área Cliente el ');
    expect(smtp.recibidos[0]?.texto).not.toContain('699000111');
    const [sms] = await readOutbox(t.db, LUCIA.telefono, 1);
    expect(sms?.texto).toMatch(/^Área Cliente: se ha cambiado tu teléfono móvil el .* Si no has sido tú/);
    expect(await readOutbox(t.db, '699000111')).toEqual([]);
    await post('/cliente/actualizaTelefono', {
      telefono: LUCIA.telefono,
      polizas: [],
      pin: await pinPara(t, lucia, '699000111', 'telefono'),
    });
    await procesar();
  });

  it('enqueues nothing for a change that was refused', async () => {
    const antes = (await filas('CAMBIO_DATOS')).length;
    const res = await post('/cliente/actualizaTelefono', {
      telefono: '699000222',
      polizas: [],
      pin: '000000',
    });
    expect(res.json().codigo).not.toBe(0);
    expect(await filas('CAMBIO_DATOS')).toHaveLength(antes);
  });

  it('retries a refused e-mail with growing waits and sends it once the server takes it', async () => {
    smtp.rechazar.n = 2;
    await cambiarEstadoSiniestro('RECHAZADO');
    // The SMS (turned on above) goes; the e-mail is refused.
    expect(await procesar()).toMatchObject({ enviadas: 1, fallidas: 1 });
    const fila = async () =>
      t.db.one<{ estado: string; intentos: number; espera: number; error: string }>(
        `SELECT estado, intentos, extract(epoch FROM proximo_at)::float * 1000 - $1::float AS espera, ultimo_error AS error
           FROM notificaciones WHERE evento = 'SINIESTRO_ESTADO' AND canal = 'EMAIL' ORDER BY id_notificacion DESC LIMIT 1`,
        [t.clock.now().getTime()],
      );
    const primera = await fila();
    expect(primera).toMatchObject({ estado: 'PENDIENTE', intentos: 1 });
    expect(primera.error).toMatch(/^SMTP send failed/);
    expect(primera.espera).toBeGreaterThan(REINTENTOS.baseMs * 0.79);
    expect(primera.espera).toBeLessThanOrEqual(REINTENTOS.baseMs);
    // Not due yet: nothing happens.
    expect(await procesar()).toMatchObject({ enviadas: 0, fallidas: 0 });
    t.clock.advance(REINTENTOS.baseMs);
    expect(await procesar()).toMatchObject({ fallidas: 1 });
    const segunda = await fila();
    expect(segunda.intentos).toBe(2);
    expect(segunda.espera).toBeGreaterThan(2 * REINTENTOS.baseMs * 0.79);
    t.clock.advance(2 * REINTENTOS.baseMs);
    expect(await procesar()).toMatchObject({ enviadas: 1 });
    expect(smtp.recibidos).toHaveLength(1);
    expect(await fila()).toMatchObject({ estado: 'ENVIADA', intentos: 3 });
  });

  it('gives up after the last attempt', async () => {
    smtp.rechazar.n = 1000;
    await cambiarEstadoSiniestro('EN_PERITACION');
    for (let i = 0; i < REINTENTOS.maxIntentos; i++) {
      await procesar();
      t.clock.advance(REINTENTOS.maxMs);
    }
    const [, fila] = [
      0,
      await t.db.one<{ estado: string; intentos: number }>(
        `SELECT estado, intentos FROM notificaciones WHERE evento = 'SINIESTRO_ESTADO' AND canal = 'EMAIL'
          ORDER BY id_notificacion DESC LIMIT 1`,
      ),
    ];
    expect(fila).toEqual({ estado: 'FALLIDA', intentos: REINTENTOS.maxIntentos });
    expect(await procesar()).toMatchObject({ enviadas: 0, fallidas: 0 });
  });

  it('enqueues a renewal notice once per policy and renewal, however often the daily job runs', async () => {
    await t.db.query(
      `UPDATE polizas SET fecha_vto = ($2::timestamptz AT TIME ZONE $3::text)::date + 20
        WHERE id_poliza = (SELECT id_poliza FROM polizas WHERE id_cliente = $1 AND estado = 'VIGOR' ORDER BY id_poliza LIMIT 1)`,
      [idLucia, t.clock.now(), ZONE],
    );
    await procesar();
    t.clock.advance(24 * 3_600_000);
    await procesar();
    const renovaciones = await t.db.query<{ clave: string }>(
      "SELECT DISTINCT clave FROM notificaciones WHERE evento = 'RENOVACION' AND id_cliente = $1",
      [idLucia],
    );
    const clave = renovaciones.find((r) => r.clave.startsWith('RENOVACION:'));
    expect(clave).toBeDefined();
    expect((await t.db.query('SELECT 1 FROM notificaciones WHERE clave = $1', [clave!.clave])).length).toBe(
      2,
    );
    expect(
      smtp.recibidos.filter((m) => m.asunto === 'Se acerca la renovación de tu póliza').length,
    ).toBeGreaterThan(0);
  });

  it('deletes finished rows after their retention', async () => {
    const terminadas = async () =>
      (
        await t.db.query<{ id: string }>(
          "SELECT id_notificacion::text AS id FROM notificaciones WHERE estado <> 'PENDIENTE'",
        )
      ).map((r) => r.id);
    const antes = await terminadas();
    expect(antes.length).toBeGreaterThan(0);
    t.clock.advance(ENVIO.retencionMs + 3_600_000);
    await procesar();
    const despues = await terminadas();
    expect(antes.filter((id) => despues.includes(id))).toEqual([]);
  });
});

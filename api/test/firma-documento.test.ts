import { createHash } from 'node:crypto';
import { Codigo, PinFirmaSchema } from '@area-cliente/shared/contract';
import { clausulaFirma, formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { FIRMA, MENSAJE_FIRMA } from '../src/services/firma-documento';
import { METODO_FIRMA } from '../src/pdf/documento-firmado';
import type { SiniestroSeed } from '../src/seed/seeder';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let cliente: ClientePrueba;
let otro: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  // Six open claims, each with a signed, a rejected and a pending document (SIN-7000101 first, on a
  // car); and another client.
  [cliente, otro] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const coche = await d.poliza(c, 'VEH');
    const documentos: SiniestroSeed['documentos'] = [
      ['Declaración amistosa de accidente', true],
      ['Conformidad de valoración de daños', false],
      ['Mandato de gestión de cobro', null],
    ];
    await d.siniestro(coche, 'ABIERTO', { numSiniestro: 'SIN-7000101', documentos });
    for (const ramo of ['HOG', 'MOV', 'NEG', 'ACC', 'MASC'] as const)
      await d.siniestro(await d.poliza(c, ramo), 'ABIERTO', { documentos });
    return [c, await d.cliente()];
  });
});
afterAll(() => t.close());
// Each test starts past the previous one's resend wait, PIN expiry and hourly PIN budget.
beforeEach(() => t.clock.advance(2 * 3_600_000));

const post = (path: string, payload: object | undefined, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const pedirPin = (token: string, uuid: string) =>
  post(`/siniestros/documentos/${uuid}/firma/pin`, undefined, token);
const firmar = (token: string, uuid: string, pin: string) =>
  post(`/siniestros/documentos/${uuid}/firma`, { pin }, token);

const ultimoPin = async () => {
  const sms = await t.db.query<{ texto: string }>(
    'SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT 1',
    [cliente.telefono],
  );
  return /\b(\d{6})\b/.exec(sms[0]?.texto ?? '')![1]!;
};

/** The client's documents pending signature of the claim with this number. */
const pendiente = async (numSiniestro: string) =>
  (
    await t.db.one<{ uuid: string }>(
      `SELECT d.uuid::text AS uuid FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
        WHERE s.num_siniestro = $1 AND d.aceptado IS NULL ORDER BY d.id_documento LIMIT 1`,
      [numSiniestro],
    )
  ).uuid;

const pendientes = () =>
  t.db.query<{ uuid: string; numSiniestro: string }>(
    `SELECT d.uuid::text AS uuid, s.num_siniestro AS "numSiniestro"
       FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
       JOIN polizas p USING (id_poliza) JOIN clientes c USING (id_cliente)
      WHERE c.id_cliente = $1 AND d.aceptado IS NULL ORDER BY d.id_documento`,
    [cliente.idCliente],
  );

const firmas = async (uuid: string) =>
  (
    await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM firmas_documento f JOIN siniestro_documentos d USING (id_documento)
        WHERE d.uuid = $1::uuid`,
      [uuid],
    )
  ).n;

const descargar = async (token: string, uuid: string) => {
  const tokenDescarga = (
    await post('/descargas/token', { tipo: 'DOCUMENTO', referencia: uuid }, token)
  ).json().data.tokenDescarga;
  return t.app.inject({ method: 'GET', url: `${API}/polizas/documento/${uuid}/${tokenDescarga}` });
};

describe('signing a claim document with an SMS PIN', () => {
  let lucia: string;
  // A new session each test: the clock moved past the previous one's life.
  beforeEach(async () => {
    lucia = await entrar(t.app, cliente);
  });

  it('shows the SHA-256 of the exact PDF to sign, signs it once and serves the signed copy with its signature page', async () => {
    const uuid = await pendiente('SIN-7000101');
    const pin = await pedirPin(lucia, uuid);
    expect(pin.json().codigo).toBe(Codigo.OK);
    const data = v.parse(PinFirmaSchema, pin.json().data);
    expect(data).toMatchObject({
      nombreDoc: 'Mandato de gestión de cobro',
      telefono: `*** *** ${cliente.telefono.slice(-3)}`,
      caducaEnSegundos: 600,
    });
    const sms = (
      await t.db.one<{ texto: string }>(
        'SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT 1',
        [cliente.telefono],
      )
    ).texto;
    expect(sms).toMatch(/Mandato de gestión de cobro.*SIN-7000101.*\d{6}.*Ref\. SMS-[0-9A-F]{10}$/);

    // The document's download serves the very bytes whose SHA-256 was shown.
    const aFirmar = await descargar(lucia, uuid);
    expect(createHash('sha256').update(aFirmar.rawPayload).digest('hex')).toBe(data.sha256);
    // It carries the mandate the signing dialog shows, from the same source, and no state yet.
    const plano = (texto: string) => texto.replace(/\s+/g, ' ');
    const clausula = clausulaFirma({ nombreDoc: 'Mandato de gestión de cobro', numSiniestro: 'SIN-7000101' });
    expect(clausula.titulo).toBe('Mandato');
    const textoAFirmar = plano(pdfText(aFirmar.rawPayload));
    for (const parrafo of clausula.parrafos) expect(textoAFirmar).toContain(plano(parrafo));
    expect(textoAFirmar).not.toContain('Pendiente de firma');

    const res = await firmar(lucia, uuid, await ultimoPin());
    expect(res.json()).toMatchObject({ codigo: Codigo.OK, data: { sha256: data.sha256 } });
    const { referencia, fechaFirma } = res.json().data;
    expect(referencia).toMatch(/^FE\d{8}-[0-9A-F]{10}$/);

    // The security notice goes through the queue, by SMS and e-mail (always sent), one per signature.
    expect(
      await t.db.query<{ canal: string }>(
        `SELECT canal FROM notificaciones WHERE evento = 'FIRMA_DOCUMENTO' AND clave = $1 ORDER BY canal`,
        [`FIRMA_DOCUMENTO:${referencia}`],
      ),
    ).toEqual([{ canal: 'EMAIL' }, { canal: 'SMS' }]);
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()) + 1000);
    await t.app.avisos.procesar();
    const confirmacion = (
      await t.db.one<{ texto: string }>(
        'SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT 1',
        [cliente.telefono],
      )
    ).texto;
    expect(confirmacion).toMatch(
      /se ha firmado el .* «Mandato de gestión de cobro» de tu siniestro SIN-7000101/,
    );

    // The claim screen shows it signed.
    const claim = (await get(t.app, '/siniestros-veh/SIN-7000101', lucia)).json().data;
    expect(claim.documentosSiniestro.find((d: { uuid: string }) => d.uuid === uuid)).toMatchObject({
      aceptado: true,
      fechaFirma,
    });

    // The audit trail: who, when, session, IP, hash and the PIN's delivery reference.
    const audit = await t.db.one<Record<string, string>>(
      `SELECT f.nombre_firmante AS nombre, f.num_doc_firmante AS "numDoc", f.metodo, f.ip, f.sha256,
              f.referencia_envio AS "referenciaEnvio", f.referencia_sesion AS "referenciaSesion"
         FROM firmas_documento f WHERE f.referencia = $1`,
      [referencia],
    );
    expect(audit).toMatchObject({
      numDoc: cliente.nif,
      metodo: 'SES_PIN_SMS',
      ip: '127.0.0.1',
      sha256: data.sha256,
      referenciaEnvio: /Ref\. (SMS-[0-9A-F]{10})/.exec(sms)![1],
    });
    expect(audit.referenciaSesion).toMatch(/^[0-9A-F]{12}$/);

    // The signed PDF: the original's pages, then the signature page.
    const firmado = await descargar(lucia, uuid);
    expect(firmado.headers['content-type']).toBe('application/pdf');
    const texto = plano(pdfText(firmado.rawPayload));
    for (const parrafo of clausula.parrafos) expect(texto).toContain(plano(parrafo));
    // Its final state, never 'Pendiente de firma': signed, when on Madrid's clock, and how.
    expect(texto).not.toContain('Pendiente de firma');
    expect(texto).toContain(
      `Situación Firmado el ${formatFechaHoraMadrid(fechaFirma).replace(' ', ' a las ')} (hora de Madrid) ` +
        'con un PIN de un solo uso enviado por SMS',
    );
    expect(texto).toContain('Página de firma electrónica');
    expect(texto).toContain(data.sha256);
    expect(texto).toContain(referencia);
    expect(texto).toContain(audit.nombre);
    expect(texto).toContain(`***${cliente.nif.slice(3, 7)}**`);
    expect(texto).not.toContain(cliente.nif);
    expect(texto).toContain(METODO_FIRMA.slice(0, 40));
    expect(texto).toMatch(/Fecha y hora \(Madrid\) \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

    // The history in 'Mis datos'.
    const historial = await t.db.query<{ tipo: string; descripcion: string }>(
      `SELECT tipo, descripcion FROM historial_cambios WHERE id_cliente = $1 AND tipo = 'FIRMA'`,
      [cliente.idCliente],
    );
    expect(historial).toEqual([
      {
        tipo: 'FIRMA',
        descripcion:
          'Documento «Mandato de gestión de cobro» del siniestro SIN-7000101 firmado con PIN por SMS',
      },
    ]);

    // It cannot be signed again, nor can a new PIN be asked for it.
    t.clock.advance(FIRMA.reenvioMs);
    expect((await pedirPin(lucia, uuid)).json().mensaje).toBe(MENSAJE_FIRMA.NO_PENDIENTE);
    expect((await firmar(lucia, uuid, '000000')).json().mensaje).toBe(MENSAJE_FIRMA.NO_PENDIENTE);
    expect(await firmas(uuid)).toBe(1);
  });

  it('refuses a wrong PIN, and after five wrong ones even the right one', async () => {
    const { uuid } = (await pendientes())[0]!;
    await pedirPin(lucia, uuid);
    const pin = await ultimoPin();
    const otro = pin === '000000' ? '111111' : '000000';
    expect((await firmar(lucia, uuid, otro)).json()).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_FIRMA.PIN_INCORRECTO,
    });
    expect((await firmar(lucia, uuid, '12a')).json().mensaje).toBe(MENSAJE_FIRMA.PIN_FORMATO);
    for (let i = 2; i < FIRMA.pinIntentos; i++) await firmar(lucia, uuid, otro);
    expect((await firmar(lucia, uuid, otro)).json().mensaje).toBe(MENSAJE_FIRMA.PIN_AGOTADO);
    expect((await firmar(lucia, uuid, pin)).json().mensaje).toBe(MENSAJE_FIRMA.PIN_AGOTADO);
    expect(await firmas(uuid)).toBe(0);
  });

  it('refuses an expired PIN and a PIN asked for another document', async () => {
    const [a, b] = await pendientes();
    const { sha256 } = (await pedirPin(lucia, a!.uuid)).json().data;
    const pin = await ultimoPin();
    expect((await firmar(lucia, b!.uuid, pin)).json().mensaje).toBe(MENSAJE_FIRMA.PIN_SIN_ENVIAR);
    t.clock.advance(FIRMA.pinTtlMs);
    expect((await firmar(lucia, a!.uuid, pin)).json().mensaje).toBe(MENSAJE_FIRMA.PIN_CADUCADO);
    expect(await firmas(a!.uuid)).toBe(0);
    // Once expired, the download renders the document afresh again.
    const pdf = await descargar(lucia, a!.uuid);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).not.toBe(sha256);
    expect(pdfText(pdf.rawPayload)).toContain('Como asegurado en el siniestro');
  });

  it('answers another customer’s document exactly like a missing one', async () => {
    const { uuid } = (await pendientes())[0]!;
    const olga = await entrar(t.app, otro);
    const ajeno = await pedirPin(olga, uuid);
    const falta = await pedirPin(olga, '00000000-0000-4000-8000-000000000000');
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual(falta.json());
    expect((await firmar(olga, uuid, '123456')).statusCode).toBe(404);
    expect((await pedirPin(olga, 'no-es-un-uuid')).statusCode).toBe(404);
    expect(await firmas(uuid)).toBe(0);
  });

  it('refuses a rejected or already signed document', async () => {
    const rechazado = (
      await t.db.one<{ uuid: string }>(
        `SELECT d.uuid::text AS uuid FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
           JOIN polizas p USING (id_poliza)
          WHERE p.id_cliente = $1 AND d.aceptado = false ORDER BY d.id_documento LIMIT 1`,
        [cliente.idCliente],
      )
    ).uuid;
    expect((await pedirPin(lucia, rechazado)).json().mensaje).toBe(MENSAJE_FIRMA.NO_PENDIENTE);
  });

  it('waits a minute between PINs and sends at most five an hour, counted in the database', async () => {
    const { uuid } = (await pendientes())[0]!;
    expect((await pedirPin(lucia, uuid)).json().codigo).toBe(Codigo.OK);
    expect((await pedirPin(lucia, uuid)).json().mensaje).toMatch(/^Espera \d+ segundos/);
    for (let i = 1; i < FIRMA.pinesPorHora; i++) {
      t.clock.advance(FIRMA.reenvioMs);
      expect((await pedirPin(lucia, uuid)).json().codigo).toBe(Codigo.OK);
    }
    t.clock.advance(FIRMA.reenvioMs);
    expect((await pedirPin(lucia, uuid)).json().mensaje).toBe(MENSAJE_FIRMA.DEMASIADOS_PINES);
    const limite = await t.db.maybe("SELECT 1 FROM limites WHERE clave LIKE 'pin-firma:%'");
    expect(limite).toBeDefined();
  });

  it(
    '20 concurrent signatures with the right PIN make exactly one signature',
    { timeout: 60_000 },
    async () => {
      const { uuid } = (await pendientes())[0]!;
      await pedirPin(lucia, uuid);
      const pin = await ultimoPin();
      const answers = await Promise.all(Array.from({ length: 20 }, () => firmar(lucia, uuid, pin)));
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      expect(answers.filter((a) => a.json().codigo === Codigo.OK)).toHaveLength(1);
      for (const a of answers.filter((x) => x.json().codigo !== Codigo.OK))
        expect([MENSAJE_FIRMA.NO_PENDIENTE, MENSAJE_FIRMA.PIN_AGOTADO]).toContain(a.json().mensaje);
      expect(await firmas(uuid)).toBe(1);
      const historial = await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM historial_cambios WHERE tipo = 'FIRMA' AND descripcion LIKE $1`,
        [
          `%${(await t.db.one<{ n: string }>(`SELECT s.num_siniestro AS n FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro) WHERE d.uuid = $1::uuid`, [uuid])).n}%`,
        ],
      );
      expect(historial.n).toBe(1);
    },
  );
});

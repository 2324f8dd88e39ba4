import { Codigo, PolizaMascSchema, PolizaVehSchema } from '@area-cliente/shared/contract';
import { formatDate, sumaDias } from '@area-cliente/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { entrar, sembrar, type ClientePrueba, type PolizaPrueba } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// A withdrawn, cancelled or expired policy offers only what still applies (shared/src/domain/
// situacion-poliza.ts): its documents and its past claims. The API refuses, with the policy's state and
// day, a claim declared against it, its digital card and its certificates, and roadside help; its detail
// says where it stands. Stopping a renewal names the receipt still due in its PDF receipt.

let t: TestApp;
let cliente: ClientePrueba;
let token: string;
let hoy: string;
/** The customer's policies: in force, withdrawn from 3 days ago, cancelled 12 days ago, and a pet withdrawn. */
let vigente: PolizaPrueba;
let desistida: PolizaPrueba;
let anulada: PolizaPrueba;
let perro: PolizaPrueba;
let hogar: PolizaPrueba;

beforeAll(async () => {
  t = await startApp();
  hoy = isoDay(t.clock.now());
  cliente = await sembrar(t, async (d) => {
    const c = await d.cliente();
    vigente = await d.poliza(c, 'VEH', { efecto: -325 });
    desistida = await d.poliza(c, 'VEH', {
      efecto: -10,
      common: { contratada_distancia: true, fec_contratacion: d.s.day(-10) },
    });
    anulada = await d.poliza(c, 'VEH', {
      efecto: -200,
      common: { estado: 'ANULADA', fec_anulacion: d.s.day(-12) },
    });
    perro = await d.poliza(c, 'MASC', {
      efecto: -10,
      common: { contratada_distancia: true, fec_contratacion: d.s.day(-10) },
    });
    hogar = await d.poliza(c, 'HOG', { efecto: -325 });
    // The home's receipt 20 days overdue, and the car's paid.
    await d.recibo(hogar, 'PENDIENTE', { importe: 137.45, dias: -20, extra: { tipo: 'SUPLEMENTO' } });
    await d.recibo(vigente, 'COBRADO', { importe: 410 });
    for (const [p, tipo, dias] of [
      [desistida, 'DESISTIMIENTO', -3],
      [perro, 'DESISTIMIENTO', -3],
    ] as const) {
      await d.s.insert('poliza_solicitudes_baja', {
        id_poliza: p.idPoliza,
        tipo,
        fecha: d.s.day(dias),
        referencia: `DS-${String(p.idPoliza).padStart(10, '0')}`,
        created_at: d.s.instant(dias),
      });
    }
    return c;
  });
  token = await entrar(t.app, cliente);
});
afterAll(() => t.close());

const post = (path: string, payload?: object, sesion = token) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'auth-token': sesion },
    ...(payload ? { payload } : {}),
  });
const refusal = (res: LightMyRequestResponse, mensaje: string) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });
};
const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().codigo, res.body).toBe(Codigo.OK);
  return res.json().data as unknown;
};
const claims = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM siniestros')).n;

const DESISTIDA = () =>
  `Esta póliza ya no está en vigor desde el ${formatDate(sumaDias(hoy, -3))}, día en que desististe del contrato`;
const ANULADA = () =>
  `Esta póliza está anulada y ya no está en vigor desde el ${formatDate(sumaDias(hoy, -12))}`;

const declaracion = (idPoliza: number) => ({
  claveIdempotencia: crypto.randomUUID(),
  idPoliza,
  tipo: 'Rotura de lunas',
  fecha: hoy,
  lugar: 'Calle de Alcalá, Madrid',
  contrario: null,
  descripcion: 'Una piedra rompió la luna delantera en la autovía.',
  fotos: [],
  telefono: '600123456',
  franjaContacto: 'Tarde (14 a 20 h)',
});

describe('a claim declared against an ended policy', () => {
  it('is refused with its state and day, and writes nothing; the policy in force takes it', async () => {
    const antes = await claims();
    refusal(
      await post('/siniestros/declaracion', declaracion(desistida.idPoliza)),
      `${DESISTIDA()}: no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.`,
    );
    refusal(
      await post('/siniestros/declaracion', declaracion(anulada.idPoliza)),
      `${ANULADA()}: no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.`,
    );
    expect(await claims()).toBe(antes);
    expect(ok(await post('/siniestros/declaracion', declaracion(vigente.idPoliza)))).toMatchObject({
      numSiniestro: expect.any(String),
    });
    expect(await claims()).toBe(antes + 1);
  });

  it('is refused once the policy has expired, from the day after its expiry date', async () => {
    const { fechaVto } = v.parse(
      PolizaVehSchema,
      ok(await get(t.app, `/polizas-veh/${vigente.idPoliza}`, token)),
    );
    const dias = (Date.parse(fechaVto!) - Date.parse(hoy)) / 86_400_000 + 1;
    t.clock.advance(dias * 86_400_000);
    try {
      const despues = await entrar(t.app, cliente);
      const res = await post(
        '/siniestros/declaracion',
        { ...declaracion(vigente.idPoliza), fecha: isoDay(t.clock.now()) },
        despues,
      );
      refusal(
        res,
        `Esta póliza venció el ${formatDate(fechaVto)} y ya no está en vigor: no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.`,
      );
    } finally {
      t.clock.advance(-dias * 86_400_000);
    }
  });
});

describe('the digital card and the certificates of an ended policy', () => {
  const CERTIFICAR = 'no podemos emitir su tarjeta digital ni un certificado de seguro.';

  it('are refused with its state and day, and no code is issued', async () => {
    const codigos = async () =>
      (
        await t.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM tarjeta_codigos WHERE id_poliza = ANY($1)',
          [[desistida.idPoliza, anulada.idPoliza]],
        )
      ).n;
    refusal(await post(`/polizas/${desistida.idPoliza}/certificado`), `${DESISTIDA()}: ${CERTIFICAR}`);
    refusal(await post(`/polizas/${anulada.idPoliza}/certificado`), `${ANULADA()}: ${CERTIFICAR}`);
    refusal(await post(`/polizas/${desistida.idPoliza}/tarjeta`), `${DESISTIDA()}: ${CERTIFICAR}`);
    expect(await codigos()).toBe(0);
    // The policy in force still has both.
    expect(ok(await post(`/polizas/${vigente.idPoliza}/certificado`))).toMatchObject({
      tokenDescarga: expect.any(String),
    });
    expect(ok(await post(`/polizas/${vigente.idPoliza}/tarjeta`))).toMatchObject({ enVigor: true });
  });

  it("refuse the pet's 'Certificado de Aseguramiento' of a withdrawn pet policy", async () => {
    const res = await post('/descargas/token', { tipo: 'CERTIFICADO_MASCOTA', referencia: perro.numPoliza });
    const { tokenDescarga } = ok(res) as { tokenDescarga: string };
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}/polizas-masc/certificado-aseg/${perro.numPoliza}/${tokenDescarga}`,
    });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['content-type']).toContain('text/html');
  });
});

describe('roadside help for an ended vehicle policy', () => {
  it('answers like a missing policy, as for a lapsed one', async () => {
    expect((await get(t.app, `/asistencia/polizas/${desistida.idPoliza}`, token)).statusCode).toBe(404);
    expect((await get(t.app, `/asistencia/polizas/${vigente.idPoliza}`, token)).statusCode).toBe(200);
  });
});

describe("an ended policy's detail", () => {
  it('says where it stands, and still lists its documents', async () => {
    const veh = v.parse(PolizaVehSchema, ok(await get(t.app, `/polizas-veh/${desistida.idPoliza}`, token)));
    expect(veh).toMatchObject({
      estado: 'VIGOR',
      fecAnulacion: null,
      solicitudBaja: { tipo: 'DESISTIMIENTO', fecha: sumaDias(hoy, -3) },
    });
    expect(veh.lstCCPP.length).toBeGreaterThan(0);
    const cancelada = v.parse(
      PolizaVehSchema,
      ok(await get(t.app, `/polizas-veh/${anulada.idPoliza}`, token)),
    );
    expect(cancelada).toMatchObject({
      estado: 'ANULADA',
      fecAnulacion: sumaDias(hoy, -12),
      solicitudBaja: null,
    });
    const masc = v.parse(PolizaMascSchema, ok(await get(t.app, `/polizas-masc/${perro.idPoliza}`, token)));
    expect(masc.solicitudBaja?.tipo).toBe('DESISTIMIENTO');
  });

  it('offers no renewal action', async () => {
    const r = ok(await get(t.app, `/polizas/${desistida.idPoliza}/renovacion`, token));
    expect(r).toMatchObject({
      noRenovar: { permitido: false, ultimoDia: null },
      desistimiento: { permitido: false, ultimoDia: null },
    });
  });
});

describe("an ended policy's contact, account and address", () => {
  // The screens offer only current policies; the API refuses the others like the partner's health one.
  it('take no phone, e-mail, account or address change; a current policy goes on to the second factor', async () => {
    const cambios = [
      ['/cliente/actualizaTelefono', { telefono: '711222333' }],
      ['/cliente/actualizaEmail', { email: 'nuevo@example.com' }],
      ['/cliente/cuentaCobro', { iban: 'ES1801821234861234567890' }],
      [
        '/cliente/direccion',
        { via: 'Calle Mayor', numero: '3', codPostal: '28013', poblacion: 'Madrid', provincia: '28' },
      ],
    ] as const;
    for (const [path, body] of cambios) {
      for (const terminada of [desistida, anulada, perro]) {
        const res = await post(path, { ...body, polizas: [vigente.idPoliza, terminada.idPoliza] });
        expect(res.statusCode, `${path} ${terminada.idPoliza}`).toBe(400);
      }
      const sigue = (await post(path, { ...body, polizas: [vigente.idPoliza] })).json();
      expect(sigue, path).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: MENSAJE_SEGUNDO_FACTOR.REQUERIDO,
        data: null,
      });
    }
  });

  it('are not offered by the address change, which lists the current ones', async () => {
    const res = await get(t.app, '/cliente/direccion', token);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.polizas.map((p: { idPoliza: number }) => p.idPoliza);
    expect(ids.sort()).toEqual([vigente.idPoliza, hogar.idPoliza].sort());
  });
});

describe("the receipt of 'No renovar' on a policy with an overdue receipt", () => {
  it('says the receipt is still due, its amount and date, and never no more receipts alone', async () => {
    const { fechaVto } = await t.db.one<{ fechaVto: string }>(
      'SELECT fecha_vto AS "fechaVto" FROM polizas WHERE id_poliza = $1',
      [hogar.idPoliza],
    );
    await t.db.query(
      `INSERT INTO poliza_solicitudes_baja (id_poliza, tipo, fecha, referencia, created_at)
       VALUES ($1, 'NO_RENOVAR', $2, 'NR-PRUEBA0001', $3)`,
      [hogar.idPoliza, fechaVto, t.clock.now()],
    );
    const res = await post('/descargas/token', {
      tipo: 'JUSTIFICANTE_BAJA',
      referencia: String(hogar.idPoliza),
    });
    const { tokenDescarga } = ok(res) as { tokenDescarga: string };
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}/polizas/justificante/${hogar.idPoliza}/${tokenDescarga}`,
    });
    expect(pdf.statusCode).toBe(200);
    const texto = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain('después no se emitirán más recibos.');
    // Recorded without the factor that confirmed it (before it was kept): the channel alone.
    expect(texto).toMatch(/Canal Área Cliente Póliza/);
    expect(texto).toContain(
      `Seguirá pendiente el recibo de 137.45 € con vencimiento el ${formatDate(sumaDias(hoy, -20))}: págalo para mantener la cobertura hasta el ${formatDate(fechaVto)}.`,
    );
  });
});

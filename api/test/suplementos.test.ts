import { randomUUID } from 'node:crypto';
import { Codigo, PolizaVehSchema } from '@area-cliente/shared/contract';
import { addDays, addMonths, MENSAJE_SUPLEMENTO, yearsBetween } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { isoDay } from '../src/lib/clock';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

let t: TestApp;
let hoy: string;
let ana: ClientePrueba;
const ids: Record<string, number> = {};
const nums: Record<string, string> = {};

const COBERTURAS: [
  string,
  string | number | null,
  number | null,
  'INCLUIDA' | 'OPCIONAL' | 'NO_CONTRATADA',
][] = [
  ['Responsabilidad civil obligatoria', 'Límites del seguro obligatorio', null, 'INCLUIDA'],
  ['Daños propios', 'Valor venal', 300, 'INCLUIDA'],
  ['Asistencia en viaje', 'Desde el km 0', null, 'OPCIONAL'],
  ['Vehículo de sustitución', '15 días', null, 'NO_CONTRATADA'],
];

beforeAll(async () => {
  t = await startApp();
  hoy = isoDay(t.clock.now());
  [ana] = await sembrar(t, async (d) => {
    const a = await d.cliente();
    const coche = await d.poliza(a, 'VEH', {
      conductores: [
        {
          rol: 'HABITUAL',
          nombre: a.nombre,
          num_doc: a.nif,
          fec_nacimiento: '1982-05-20',
          fec_carnet: '2001-03-01',
        },
        {
          rol: 'OCASIONAL',
          nombre: 'Marta Ruiz Gil',
          num_doc: '71234567W',
          fec_nacimiento: '1990-02-02',
          fec_carnet: '2010-02-02',
        },
      ],
    });
    await d.s.coberturas(coche.idPoliza, 400, COBERTURAS);
    // Overdue 20 days: still covered, so it does not stop a change.
    await d.recibo(coche, 'PENDIENTE', { dias: -20, importe: 55.5 });
    ids.coche = coche.idPoliza;
    nums.coche = coche.numPoliza;
    const moto = await d.poliza(a, 'VEH', { line: { tipo_automovil: 'MOTO', matricula: '4444 KKK' } });
    await d.s.coberturas(moto.idPoliza, 200, COBERTURAS);
    ids.moto = moto.idPoliza;
    nums.moto = moto.numPoliza;
    const noRenueva = await d.poliza(a, 'VEH');
    await d.s.coberturas(noRenueva.idPoliza, 300, COBERTURAS);
    await d.s.insert('poliza_solicitudes_baja', {
      id_poliza: noRenueva.idPoliza,
      tipo: 'NO_RENOVAR',
      fecha: addDays(d.hoy, 265),
      referencia: 'NR-SUPLEM0001',
      created_at: d.s.instant(-1),
    });
    ids.noRenueva = noRenueva.idPoliza;
    nums.noRenueva = noRenueva.numPoliza;
    const impagada = await d.poliza(a, 'VEH');
    await d.s.coberturas(impagada.idPoliza, 300, COBERTURAS);
    nums.reciboImpagado = (await d.recibo(impagada, 'DEVUELTO', { dias: -40, importe: 75 })).numRecibo;
    ids.impagada = impagada.idPoliza;
    const casa = await d.poliza(a, 'HOG');
    await d.s.coberturas(casa.idPoliza, 150, [
      ['Continente', 120000, null, 'INCLUIDA'],
      ['Daños eléctricos', 3000, null, 'OPCIONAL'],
    ]);
    ids.casa = casa.idPoliza;
    const p = await d.cliente();
    const ajeno = await d.poliza(p, 'VEH');
    await d.s.coberturas(ajeno.idPoliza, 300, COBERTURAS);
    ids.ajeno = ajeno.idPoliza;
    return [a, p];
  });
});
afterAll(() => t.close());

const post = (path: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const presupuesto = (token: string, idPoliza: number, cambio: object, efecto = hoy) =>
  post(`/polizas/${idPoliza}/suplementos/presupuesto`, { cambio, efecto }, token);
const confirmar = (token: string, idPoliza: number, body: object) =>
  post(`/polizas/${idPoliza}/suplementos`, body, token);

/** A birth date `anios` years before today, a few days older. */
const nacidoHace = (anios: number) => addDays(addMonths(hoy, -12 * anios), -3);
const conductor = (extra: object = {}) => ({
  tipo: 'ALTA_CONDUCTOR',
  conductor: {
    nombre: 'Pablo Gómez Sanz',
    numDoc: '00000000-t',
    fecNacimiento: nacidoHace(30),
    fecCarne: nacidoHace(10),
    ...extra,
  },
});
const negocio = (mensaje: string) => ({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });

describe('GET /polizas/:id/suplementos', () => {
  it('lists what a car policy may change: drivers, covers not taken and optional ones, the window', async () => {
    const token = await entrar(t.app, ana);
    const res = await get(t.app, `/polizas/${ids.coche}/suplementos`, token);
    expect(res.json().data).toMatchObject({
      numPoliza: nums.coche,
      cambios: ['ALTA_CONDUCTOR', 'BAJA_CONDUCTOR', 'VEHICULO', 'ALTA_COBERTURA', 'BAJA_COBERTURA'],
      tipoVehiculo: 'TURISMO',
      conductores: [
        { nombre: ana.nombre, habitual: true },
        { nombre: 'Marta Ruiz Gil', habitual: false },
      ],
      coberturasContratables: ['Vehículo de sustitución'],
      coberturasQuitables: ['Asistencia en viaje'],
      primaAnual: 400,
      desde: hoy,
      hasta: addDays(hoy, 30),
      bloqueo: null,
    });
    const casa = (await get(t.app, `/polizas/${ids.casa}/suplementos`, token)).json().data;
    expect(casa.cambios).toEqual(['ALTA_COBERTURA', 'BAJA_COBERTURA']);
    expect((await get(t.app, `/polizas/${ids.noRenueva}/suplementos`, token)).json().data.bloqueo).toBe(
      MENSAJE_SUPLEMENTO.noRenovara(nums.noRenueva!),
    );
  });
});

describe('POST /polizas/:id/suplementos/presupuesto', () => {
  it('quotes a new driver: the new premium, the prorated amount to the annuity’s end, the date and the text', async () => {
    const token = await entrar(t.app, ana);
    const efecto = addDays(hoy, 5);
    const res = await presupuesto(token, ids.coche!, conductor(), efecto);
    const data = res.json().data;
    expect(data.primaActual).toBe(400);
    expect(data.primaNueva).toBeGreaterThan(400);
    const [inicio, fin] = await t.db
      .one<{ e: string; v: string }>(
        'SELECT fec_efecto AS e, fecha_vto AS v FROM polizas WHERE id_poliza = $1',
        [ids.coche],
      )
      .then((r) => [r.e, r.v] as const);
    const dias = Math.round((Date.parse(fin) - Date.parse(efecto)) / 86_400_000);
    const anualidad = Math.round((Date.parse(fin) - Date.parse(inicio)) / 86_400_000);
    expect(data.diasRestantes).toBe(dias);
    expect(data.importe).toBe(Math.round(((data.primaNueva - 400) * dias * 100) / anualidad) / 100);
    expect(data.efecto).toBe(efecto);
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    expect(data.cambio).toBe(
      `Se añade como conductor a Pablo Gómez Sanz (00000000T), con fecha de nacimiento ${dmy(nacidoHace(30))} y carné de conducir desde el ${dmy(nacidoHace(10))}.`,
    );
    expect(data.texto).toBe(
      `${data.cambio} Con efecto desde el ${dmy(efecto)}. Nueva prima anual: ${data.primaNueva.toFixed(2)} €. ` +
        `Por los días que quedan hasta la renovación se cobrarán ${data.importe.toFixed(2)} €.`,
    );
  });

  it('refuses a driver under the product’s minimum age or licence years, saying which', async () => {
    const token = await entrar(t.app, ana);
    const joven = nacidoHace(19);
    expect((await presupuesto(token, ids.coche!, conductor({ fecNacimiento: joven }))).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.edad(21, yearsBetween(joven, hoy))),
    );
    // The motorbike product takes riders from 20.
    expect(
      (await presupuesto(token, ids.moto!, conductor({ fecNacimiento: nacidoHace(20) }))).json().codigo,
    ).toBe(Codigo.OK);
    expect(
      (await presupuesto(token, ids.coche!, conductor({ fecCarne: addDays(hoy, -200) }))).json(),
    ).toEqual(negocio(MENSAJE_SUPLEMENTO.carne(2, 0)));
    expect((await presupuesto(token, ids.coche!, conductor({ numDoc: '00000000A' }))).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.DOCUMENTO),
    );
  });

  it('refuses a date outside today and the next 30 days', async () => {
    const token = await entrar(t.app, ana);
    for (const efecto of [addDays(hoy, -1), addDays(hoy, 31)])
      expect((await presupuesto(token, ids.coche!, conductor(), efecto)).json()).toEqual(
        negocio(MENSAJE_SUPLEMENTO.FECHA_EFECTO),
      );
    expect((await presupuesto(token, ids.coche!, conductor(), addDays(hoy, 30))).json().codigo).toBe(
      Codigo.OK,
    );
  });

  it('refuses a plate the customer already insures, the main driver’s removal and a cover not offered', async () => {
    const token = await entrar(t.app, ana);
    const vehiculo = {
      matricula: '4444-kkk',
      marca: 'SEAT',
      modelo: 'Ibiza',
      version: '1.0 TSI',
      uso: 'PARTICULAR',
    };
    expect((await presupuesto(token, ids.coche!, { tipo: 'VEHICULO', vehiculo })).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.matriculaAsegurada('4444 KKK', nums.moto!)),
    );
    expect(
      (
        await presupuesto(token, ids.coche!, {
          tipo: 'VEHICULO',
          vehiculo: { ...vehiculo, matricula: 'ABC' },
        })
      ).json(),
    ).toEqual(negocio(MENSAJE_SUPLEMENTO.MATRICULA));
    const opciones = (await get(t.app, `/polizas/${ids.coche}/suplementos`, token)).json().data;
    const habitual = opciones.conductores.find((c: { habitual: boolean }) => c.habitual).idConductor;
    expect(
      (await presupuesto(token, ids.coche!, { tipo: 'BAJA_CONDUCTOR', idConductor: habitual })).json(),
    ).toEqual(negocio(MENSAJE_SUPLEMENTO.CONDUCTOR_PRINCIPAL));
    expect(
      (await presupuesto(token, ids.coche!, { tipo: 'ALTA_COBERTURA', cobertura: 'Daños propios' })).json(),
    ).toEqual(negocio(MENSAJE_SUPLEMENTO.COBERTURA_NO_CONTRATABLE));
    expect((await presupuesto(token, ids.casa!, conductor())).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.CAMBIO_NO_APLICA),
    );
  });

  it('refuses a policy that will not renew and one with an unpaid receipt, naming the receipt', async () => {
    const token = await entrar(t.app, ana);
    expect((await presupuesto(token, ids.noRenueva!, conductor())).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.noRenovara(nums.noRenueva!)),
    );
    expect((await presupuesto(token, ids.impagada!, conductor())).json()).toEqual(
      negocio(MENSAJE_SUPLEMENTO.reciboImpagado(nums.reciboImpagado!, 75, addDays(hoy, -40))),
    );
  });
});

describe('another customer’s policy', () => {
  it('answers 404 on every route, as a missing one', async () => {
    const token = await entrar(t.app, ana);
    const pin = await pinPara(t, token, ana.telefono, 'suplemento');
    for (const id of [ids.ajeno!, 999_999_999]) {
      expect((await get(t.app, `/polizas/${id}/suplementos`, token)).statusCode).toBe(404);
      expect((await presupuesto(token, id, conductor())).statusCode).toBe(404);
      const res = await confirmar(token, id, { cambio: conductor(), efecto: hoy, clave: randomUUID(), pin });
      expect(res.statusCode).toBe(404);
    }
    const drivers = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM poliza_conductores WHERE id_poliza = $1',
      [ids.ajeno],
    );
    expect(drivers.n).toBe(1);
  });
});

describe('POST /polizas/:id/suplementos', () => {
  it('needs the second factor', async () => {
    const token = await entrar(t.app, ana);
    const res = await confirmar(token, ids.coche!, { cambio: conductor(), efecto: hoy, clave: randomUUID() });
    expect(res.json()).toEqual(negocio(MENSAJE_SEGUNDO_FACTOR.REQUERIDO));
  });

  it(
    'applies 20 identical concurrent confirmations once: the driver, the premium, a payable receipt, the PDF, the notice and the history line',
    { tags: ['engine'] },
    async () => {
      const token = await entrar(t.app, ana);
      const quote = (await presupuesto(token, ids.coche!, conductor())).json().data;
      const body = {
        cambio: conductor(),
        efecto: hoy,
        clave: randomUUID(),
        pin: await pinPara(t, token, ana.telefono, 'suplemento'),
      };
      const answers = await Promise.all(Array.from({ length: 20 }, () => confirmar(token, ids.coche!, body)));
      const datas = answers.map((r) => r.json());
      for (const d of datas) expect(d.codigo, JSON.stringify(d)).toBe(Codigo.OK);
      const [first] = datas;
      expect(new Set(datas.map((d) => d.data.numero)).size).toBe(1);
      expect(first.data).toMatchObject({
        primaNueva: quote.primaNueva,
        importe: quote.importe,
        texto: quote.texto,
      });
      expect(first.data.numero).toMatch(/^SUP-\d{8}$/);

      const count = async (sql: string) => (await t.db.one<{ n: number }>(sql, [ids.coche])).n;
      expect(await count('SELECT count(*)::int AS n FROM poliza_suplementos WHERE id_poliza = $1')).toBe(1);
      expect(
        await count(
          "SELECT count(*)::int AS n FROM poliza_conductores WHERE id_poliza = $1 AND num_doc = '00000000T'",
        ),
      ).toBe(1);
      expect(
        await count("SELECT count(*)::int AS n FROM recibos WHERE id_poliza = $1 AND tipo = 'SUPLEMENTO'"),
      ).toBe(1);

      // The policy lists the driver and the premium; the receipt is payable online.
      const veh = v.parse(
        PolizaVehSchema,
        (await get(t.app, `/polizas-veh/${ids.coche}`, token)).json().data,
      );
      expect(veh.conductores.map((c) => c.nombre)).toEqual([
        ana.nombre,
        'Marta Ruiz Gil',
        'Pablo Gómez Sanz',
      ]);
      const recibo = await t.db.one<{ importe: number; pagable: boolean; estado: string; fecha: string }>(
        `SELECT importe_neto AS importe, pagable, estado, fec_recibo AS fecha FROM recibos WHERE num_recibo = $1`,
        [first.data.recibo.numRecibo],
      );
      expect(recibo).toEqual({ importe: quote.importe, pagable: true, estado: 'PENDIENTE', fecha: hoy });
      const prima = await t.db.one<{ p: number }>(
        'SELECT prima_anual AS p FROM polizas WHERE id_poliza = $1',
        [ids.coche],
      );
      expect(prima.p).toBe(quote.primaNueva);

      // 'Mis documentos' lists the supplement; its PDF carries the number and the text.
      const docs = (await post('/documentos', { pagina: 1 }, token)).json().data.documentos as {
        nombre: string;
      }[];
      expect(docs.map((d) => d.nombre)).toContain(`Suplemento nº ${first.data.numero}`);
      const fichero = await t.app.services.polizas.documentoContrato(ana.idCliente, first.data.idDocumento);
      const texto = (await pdfText(Buffer.from(fichero!.bytes))).replace(/\s+/g, ' ');
      expect(texto).toContain(`Suplemento nº ${first.data.numero}`);
      expect(texto).toContain('Se añade como conductor a Pablo Gómez Sanz (00000000T)');
      expect(texto).toContain('Confirmado electrónicamente mediante PIN SMS');

      // One security notice on both channels (no switchable 'documento nuevo' for its PDF) and one history line.
      const avisos = await t.db.query<{ evento: string; canal: string; datos: Record<string, string> }>(
        "SELECT evento, canal, datos FROM notificaciones WHERE id_cliente = $1 AND evento IN ('POLIZA_MODIFICADA', 'DOCUMENTO_NUEVO') ORDER BY canal",
        [ana.idCliente],
      );
      expect(avisos.filter((a) => a.datos.documento === `Suplemento nº ${first.data.numero}`)).toEqual([]);
      const delCambio = avisos.filter((a) => a.datos.numSuplemento === first.data.numero);
      expect(delCambio.map((a) => [a.evento, a.canal, a.datos.numPoliza])).toEqual([
        ['POLIZA_MODIFICADA', 'EMAIL', nums.coche],
        ['POLIZA_MODIFICADA', 'SMS', nums.coche],
      ]);
      const historial = await t.db.query<{ descripcion: string }>(
        "SELECT descripcion FROM historial_cambios WHERE id_cliente = $1 AND tipo = 'SUPLEMENTO'",
        [ana.idCliente],
      );
      expect(historial).toHaveLength(1);
      expect(historial[0]!.descripcion).toMatch(
        new RegExp(`^Póliza ${nums.coche}, suplemento ${first.data.numero}: Se añade como conductor`),
      );

      // The key answers the same again; with another change it is refused.
      expect((await confirmar(token, ids.coche!, body)).json().data.numero).toBe(first.data.numero);
      expect((await confirmar(token, ids.coche!, { ...body, efecto: addDays(hoy, 1) })).json()).toEqual(
        negocio(MENSAJE_SUPLEMENTO.CLAVE_OTRO_CAMBIO),
      );
    },
  );

  it('gives up an optional cover with a refund line and no receipt, and removes an occasional driver', async () => {
    const token = await entrar(t.app, ana);
    const pin = () => pinPara(t, token, ana.telefono, 'suplemento');
    const cambio = { tipo: 'BAJA_COBERTURA', cobertura: 'Asistencia en viaje' };
    const res = await confirmar(token, ids.moto!, {
      cambio,
      efecto: hoy,
      clave: randomUUID(),
      pin: await pin(),
    });
    const data = res.json().data;
    expect(data.importe).toBeLessThan(0);
    expect(data.recibo).toBeNull();
    expect(data.texto).toContain('se devolverán');
    const cobertura = await t.db.one<{ c: string }>(
      "SELECT contratacion AS c FROM poliza_garantias WHERE id_poliza = $1 AND descripcion = 'Asistencia en viaje'",
      [ids.moto],
    );
    expect(cobertura.c).toBe('NO_CONTRATADA');
    const linea = await t.db.one<{ d: string }>(
      "SELECT descripcion AS d FROM historial_cambios WHERE id_poliza = $1 AND tipo = 'SUPLEMENTO'",
      [ids.moto],
    );
    expect(linea.d).toContain(`Se te devolverán ${(-data.importe).toFixed(2)} € en la cuenta de cobro.`);

    const opciones = (await get(t.app, `/polizas/${ids.coche}/suplementos`, token)).json().data;
    const marta = opciones.conductores.find(
      (c: { nombre: string }) => c.nombre === 'Marta Ruiz Gil',
    ).idConductor;
    const baja = await confirmar(token, ids.coche!, {
      cambio: { tipo: 'BAJA_CONDUCTOR', idConductor: marta },
      efecto: hoy,
      clave: randomUUID(),
      pin: await pin(),
    });
    expect(baja.json().data.texto).toMatch(/^Se retira como conductor a Marta Ruiz Gil\./);
    const quedan = await t.db.query<{ nombre: string }>(
      'SELECT nombre FROM poliza_conductores WHERE id_poliza = $1',
      [ids.coche],
    );
    expect(quedan.map((c) => c.nombre)).not.toContain('Marta Ruiz Gil');
  });
});

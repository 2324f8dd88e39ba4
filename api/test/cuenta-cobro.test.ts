import { Codigo, PolizaVehSchema } from '@area-cliente/shared/contract';
import {
  lineasAFirmar,
  MENSAJE_IBAN,
  REFERENCIA_AL_FIRMAR,
  type TextoAFirmar,
} from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { CUENTA_COBRO, MENSAJE_CUENTA_COBRO } from '../src/services/cuenta-cobro';
import { MENSAJE_SEGUNDO_FACTOR, SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

let t: TestApp;
/** Five clients: two changing their account, two for the concurrency and daily limits, one reading. */
let cliente: ClientePrueba;
let lector: ClientePrueba;
let mediado: ClientePrueba;
let olga: ClientePrueba;
let empresa: ClientePrueba;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  [cliente, mediado, olga, empresa, lector] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const coche = await d.poliza(c, 'VEH');
    ids.coche = coche.idPoliza;
    ids.moto = (await d.poliza(c, 'VEH', { line: { tipo_automovil: 'MOTO' } })).idPoliza;
    await d.recibo(coche, 'COBRADO');
    await d.recibo(coche, 'PENDIENTE', { dias: -20, extra: { tipo: 'SUPLEMENTO' } });
    await d.recibo(coche, 'PENDIENTE', { dias: d.s.periodo(coche.idPoliza, 1), extra: { pagable: false } });
    const m = await d.cliente({ pureza_puro_mmt: false });
    ids.cocheAjeno = (await d.poliza(m, 'VEH', { ccc: '01822345010201234567' })).idPoliza;
    const o = await d.cliente();
    ids.cocheOlga = (await d.poliza(o, 'VEH', { ccc: '20385778983000760236' })).idPoliza;
    const e = await d.cliente({ nombre: 'Construcciones de Prueba S.L.' });
    ids.casa = (await d.poliza(e, 'NEG', { ccc: '00815200110001234567' })).idPoliza;
    const l = await d.cliente({ nombre: 'Lector de Mandatos' });
    ids.cocheLector = (await d.poliza(l, 'VEH', { ccc: '20385778983000760236' })).idPoliza;
    ids.motoLector = (await d.poliza(l, 'VEH', { line: { tipo_automovil: 'MOTO' } })).idPoliza;
    return [c, m, o, e, l];
  });
});
afterAll(() => t.close());

// Real-format Spanish IBANs with valid IBAN and CCC control digits.
const BBVA = 'ES18 0182 1234 8612 3456 7890';
const SANTANDER = 'ES60 0049 1500 0512 3456 7892';
const CAIXA = 'ES91 2100 0418 4502 0005 1332';
const DESCONOCIDO = 'ES38 9999 0000 1000 0000 0000';

const post = (path: string, payload: object | undefined, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });
const cambiar = (token: string, payload: object) => post('/cliente/cuentaCobro', payload, token);

const outbox = (telefono: string) =>
  t.db.query<{ texto: string }>('SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms', [
    telefono,
  ]);
const mandatos = async (numDoc: string) =>
  Number(
    (
      await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM mandatos_sepa m JOIN clientes c USING (id_cliente) WHERE c.num_doc = $1`,
        [numDoc],
      )
    ).n,
  );
const ultimoPin = async (telefono: string) =>
  /\b(\d{6})\b/.exec((await outbox(telefono)).at(-1)?.texto ?? '')?.[1];

describe('POST /cliente/cuentaCobro', () => {
  let lucia: string;
  let coche: number;
  let moto: number;
  beforeAll(async () => {
    lucia = await entrar(t.app, cliente);
    [coche, moto] = [ids.coche!, ids.moto!];
  });
  const pin = () => pinPara(t, lucia, cliente.telefono, 'cuenta-cobro');

  it('changes the chosen policy only, moves its pending receipts, signs a mandate and tells the phone on record', async () => {
    const antes = await t.db.query<{ idRecibo: number; estado: string }>(
      `SELECT id_recibo AS "idRecibo", estado FROM recibos WHERE id_poliza = $1`,
      [coche],
    );
    expect(antes.some((r) => r.estado === 'COBRADO')).toBe(true);
    const res = await cambiar(lucia, { iban: BBVA, polizas: [coche], pin: await pin() });
    expect(res.json()).toMatchObject({
      codigo: Codigo.OK,
      data: { mandato: { iban: '**** **** **** **** **** 7890', banco: 'BBVA' } },
    });
    const veh = async (id: number) =>
      v.parse(PolizaVehSchema, (await get(t.app, `/polizas-veh/${id}`, lucia)).json().data);
    expect(await veh(coche)).toMatchObject({
      iban: '**** **** **** **** **** 7890',
      entidad: 'BBVA',
      oficina: null,
    });
    expect((await veh(moto)).iban).not.toContain('7890');

    const recibos = await t.db.query<{ estado: string; iban: string | null; intento: boolean }>(
      `SELECT r.estado, r.iban, EXISTS (SELECT 1 FROM pagos g WHERE g.id_recibo = r.id_recibo AND g.estado = 'INICIADO') AS intento
         FROM recibos r WHERE r.id_poliza = $1`,
      [coche],
    );
    for (const r of recibos) {
      const movido = r.estado === 'PENDIENTE' && !r.intento;
      expect(r.iban === 'ES1801821234861234567890').toBe(movido);
    }
    expect(res.json().data.recibosMovidos).toBe(
      recibos.filter((r) => r.iban === 'ES1801821234861234567890').length,
    );
    // A charged receipt still shows the account it was charged to.
    const cobrado = antes.find((r) => r.estado === 'COBRADO')!;
    const detalle = (await get(t.app, `/recibos/${cobrado.idRecibo}`, lucia)).json().data;
    expect(detalle.iban).toMatch(/^(\*{4} ){5}\d{4}$/);
    expect(detalle.iban).not.toContain('7890');

    // The security notice goes through the queue, by SMS and e-mail, and names no account.
    await t.app.avisos.procesar();
    const sms = (await outbox(cliente.telefono)).at(-1)!.texto;
    expect(sms).toContain('se ha cambiado la cuenta de cobro de tus recibos');
    expect(sms).toContain('Si no has sido tú');
    expect(sms).not.toMatch(/7890|0182/);

    const historial = await t.db.query<{ tipo: string; descripcion: string }>(
      'SELECT tipo, descripcion FROM historial_cambios WHERE id_cliente = $1',
      [cliente.idCliente],
    );
    expect(historial).toContainEqual({
      tipo: 'IBAN',
      descripcion: 'Cuenta de cobro de la póliza cambiada a **** **** **** **** **** 7890',
    });
  });

  it("lists the signed mandate in 'Mis datos' and downloads it as a PDF with a download token", async () => {
    const lista = (await get(t.app, '/cliente/cuentaCobro/mandatos', lucia)).json().data.mandatos;
    expect(lista).toHaveLength(1);
    const { referencia } = lista[0];
    expect(referencia).toMatch(/^AC\d{8}-[0-9A-F]{10}$/);
    const token = (await post('/descargas/token', { tipo: 'MANDATO_SEPA', referencia }, lucia)).json().data
      .tokenDescarga;
    const pdf = await t.app.inject({ method: 'GET', url: `${API}/cliente/mandatos/${referencia}/${token}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Orden de domiciliación de adeudo directo SEPA');
    expect(text).toContain(referencia);
    expect(text).toContain('ES04ZZZA28000032');
    expect(text).toContain('**** **** **** **** **** 7890');
    expect(text).toContain('BBVAESMMXXX');
    expect(text).toContain('Pago recurrente');
    expect(text).toMatch(/Firmado electrónicamente mediante PIN SMS el \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Referencia de sesión:\s+[0-9A-F]{12}/);
    // The token is spent; another customer cannot get a token for it.
    const otra = await t.app.inject({ method: 'GET', url: `${API}/cliente/mandatos/${referencia}/${token}` });
    expect(otra.statusCode).toBe(404);
    const antonio = await entrar(t.app, mediado);
    const ajeno = await post('/descargas/token', { tipo: 'MANDATO_SEPA', referencia }, antonio);
    expect(ajeno.statusCode).toBe(404);
  });

  it('refuses the account the policies already have', async () => {
    const res = await cambiar(lucia, { iban: BBVA, polizas: [coche], pin: await pin() });
    expect(res.json()).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_CUENTA_COBRO.MISMA_CUENTA,
    });
  });

  it.each([
    ['ES18 0182 1234 8612 3456 789', MENSAJE_IBAN.FORMATO],
    ['DE89 3704 0044 0532 0130 00', MENSAJE_IBAN.FORMATO],
    ['ES19 0182 1234 8612 3456 7890', MENSAJE_IBAN.CONTROL_IBAN],
    ['ES29 2100 0418 4602 0005 1332', MENSAJE_IBAN.CONTROL_CCC],
  ])('refuses the malformed IBAN %j with a Spanish message', async (iban, mensaje) => {
    const res = await cambiar(lucia, { iban, polizas: [moto] });
    expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje, data: null });
  });

  it('refuses the password alone, right or wrong, and no confirmation at all', async () => {
    for (const body of [{ passwordActual: CLAVE }, { passwordActual: 'Otra2024x' }, {}]) {
      const res = await cambiar(lucia, { iban: SANTANDER, polizas: [moto], ...body });
      expect(res.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: MENSAJE_SEGUNDO_FACTOR.REQUERIDO,
        data: null,
      });
    }
    expect(await mandatos(cliente.nif)).toBe(1);
  });

  it("answers another customer's policy exactly like a missing one", async () => {
    const ajena = await cambiar(lucia, { iban: SANTANDER, polizas: [ids.cocheAjeno!], pin: '123456' });
    const falta = await cambiar(lucia, { iban: SANTANDER, polizas: [999999], pin: '123456' });
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(falta.json());
    expect(await mandatos(cliente.nif)).toBe(1);
  });

  it('takes an unknown bank code as valid, with no bank name', async () => {
    const res = await cambiar(lucia, { iban: DESCONOCIDO, polizas: [moto], pin: await pin() });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK, data: { mandato: { banco: null } } });
  });
});

describe('POST /cliente/cuentaCobro/orden: the mandate shown before signing', () => {
  let token: string;
  beforeAll(async () => {
    token = await entrar(t.app, lector);
  });
  const orden = (payload: object) => post('/cliente/cuentaCobro/orden', payload, token);
  /** Whitespace as one space: the PDF breaks long paragraphs into lines. */
  const plano = (texto: string) => texto.replace(/\s+/g, ' ');

  it('is the text the signed PDF carries, line by line, but for the reference assigned on signing', async () => {
    const res = await orden({ iban: BBVA, polizas: [ids.cocheLector!, ids.motoLector!] });
    expect(res.json().codigo).toBe(Codigo.OK);
    const texto: TextoAFirmar = res.json().data.orden;
    const lineas = lineasAFirmar(texto);
    expect(lineas).toEqual(
      expect.arrayContaining([
        'Identificador del acreedor: ES04ZZZA28000032',
        'Nombre del deudor: Lector de Mandatos',
        'Número de cuenta (IBAN): **** **** **** **** **** 7890',
        'Entidad: BBVA',
        `Referencia de la orden: ${REFERENCIA_AL_FIRMAR}`,
      ]),
    );
    expect(lineas.join(' ')).not.toContain('0182');
    // Previewing signs nothing.
    expect(await mandatos(lector.nif)).toBe(0);

    const pin = await pinPara(t, token, lector.telefono, 'cuenta-cobro');
    const hecho = await cambiar(token, { iban: BBVA, polizas: [ids.cocheLector!, ids.motoLector!], pin });
    const { referencia } = hecho.json().data.mandato;
    const descarga = (await post('/descargas/token', { tipo: 'MANDATO_SEPA', referencia }, token)).json().data
      .tokenDescarga;
    const pdf = plano(
      pdfText(
        (await t.app.inject({ method: 'GET', url: `${API}/cliente/mandatos/${referencia}/${descarga}` }))
          .rawPayload,
      ),
    );
    for (const apartado of texto.apartados) {
      expect(pdf).toContain(apartado.titulo);
      for (const [etiqueta, valor] of apartado.filas)
        expect(pdf).toContain(`${etiqueta} ${valor === REFERENCIA_AL_FIRMAR ? referencia : valor}`);
      for (const parrafo of apartado.parrafos) expect(pdf).toContain(plano(parrafo));
    }
  });

  it('refuses what the change would refuse, before any code is asked for', async () => {
    expect(
      (await orden({ iban: 'ES19 0182 1234 8612 3456 7890', polizas: [ids.cocheLector!] })).json(),
    ).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_IBAN.CONTROL_IBAN, data: null });
    // The account just signed for is already theirs.
    expect((await orden({ iban: BBVA, polizas: [ids.cocheLector!] })).json()).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_CUENTA_COBRO.MISMA_CUENTA,
    });
    const ajena = await orden({ iban: SANTANDER, polizas: [ids.cocheAjeno!] });
    const falta = await orden({ iban: SANTANDER, polizas: [999999] });
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(falta.json());
  });
});

describe('the PIN of CALLS.pinCuentaCobro (remotes built before pinSegundoFactor)', () => {
  let antonio: string;
  let coche: number;
  beforeAll(async () => {
    antonio = await entrar(t.app, mediado);
    coche = ids.cocheAjeno!;
  });

  it('sends a PIN to the phone on record, refuses a wrong one and signs with the right one once', async () => {
    const pin = await post('/cliente/cuentaCobro/pin', undefined, antonio);
    expect(pin.json()).toMatchObject({
      codigo: Codigo.OK,
      data: { telefono: `*** *** ${mediado.telefono.slice(-3)}`, caducaEnSegundos: 600 },
    });
    expect((await outbox(mediado.telefono)).at(-1)?.texto).toMatch(
      /^Tu código para confirmar el cambio de cuenta de cobro es \d{6}\. No lo compartas con nadie\.$/,
    );
    const correcto = (await ultimoPin(mediado.telefono))!;
    const otro = correcto === '000000' ? '111111' : '000000';
    const mal = await cambiar(antonio, { iban: CAIXA, polizas: [coche], pin: otro });
    expect(mal.json()).toMatchObject({ mensaje: MENSAJE_SEGUNDO_FACTOR.PIN_INCORRECTO });
    const bien = await cambiar(antonio, { iban: CAIXA, polizas: [coche], pin: correcto });
    expect(bien.json()).toMatchObject({ codigo: Codigo.OK });
    const otraVez = await cambiar(antonio, { iban: SANTANDER, polizas: [coche], pin: correcto });
    expect(otraVez.json()).toMatchObject({ mensaje: MENSAJE_SEGUNDO_FACTOR.PIN_USADO });
    const referencia = bien.json().data.mandato.referencia;
    const token = (await post('/descargas/token', { tipo: 'MANDATO_SEPA', referencia }, antonio)).json().data
      .tokenDescarga;
    const pdf = await t.app.inject({ method: 'GET', url: `${API}/cliente/mandatos/${referencia}/${token}` });
    expect(pdfText(pdf.rawPayload)).toContain('Firmado electrónicamente mediante PIN SMS el');
  });

  it('waits before another PIN, and a PIN has a limited number of attempts', async () => {
    t.clock.advance(SEGUNDO_FACTOR.reenvioMs);
    await post('/cliente/cuentaCobro/pin', undefined, antonio);
    const pronto = await post('/cliente/cuentaCobro/pin', undefined, antonio);
    expect(pronto.json().mensaje).toMatch(/^Espera \d+ segundos para pedir otro código\.$/);
    const correcto = (await ultimoPin(mediado.telefono))!;
    const otro = correcto === '000000' ? '111111' : '000000';
    for (let i = 1; i < SEGUNDO_FACTOR.pinIntentos; i++) {
      expect((await cambiar(antonio, { iban: SANTANDER, polizas: [coche], pin: otro })).json().mensaje).toBe(
        MENSAJE_SEGUNDO_FACTOR.PIN_INCORRECTO,
      );
    }
    const ultimo = await cambiar(antonio, { iban: SANTANDER, polizas: [coche], pin: otro });
    expect(ultimo.json().mensaje).toBe(MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO);
    const tarde = await cambiar(antonio, { iban: SANTANDER, polizas: [coche], pin: correcto });
    expect(tarde.json().mensaje).toBe(MENSAJE_SEGUNDO_FACTOR.PIN_AGOTADO);
  });
});

describe('a customer without a mobile phone on record', () => {
  it('is told to call Atención al Cliente: no PIN, no change', async () => {
    await t.db.query('UPDATE clientes SET telefono = NULL WHERE id_cliente = $1', [olga.idCliente]);
    const token = await entrar(t.app, olga);
    const sinTelefono = { codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO };
    expect((await post('/cliente/cuentaCobro/pin', undefined, token)).json()).toMatchObject(sinTelefono);
    expect(MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO).toContain('Llama a Atención al Cliente');
    const res = await cambiar(token, { iban: BBVA, polizas: [ids.cocheOlga!], passwordActual: CLAVE });
    expect(res.json()).toMatchObject(sinTelefono);
    expect(await mandatos(olga.nif)).toBe(0);
  });
});

describe('limits and repeated requests', () => {
  it(
    '20 concurrent requests with the same SMS PIN make exactly one change',
    { tags: ['engine'] },
    async () => {
      const token = await entrar(t.app, empresa);
      const casa = ids.casa!;
      const pin = await pinPara(t, token, empresa.telefono, 'cuenta-cobro');
      const antes = (await outbox(empresa.telefono)).length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => cambiar(token, { iban: SANTANDER, polizas: [casa], pin })),
      );
      expect(answers.map((a) => a.statusCode).every((s) => s < 500)).toBe(true);
      expect(answers.filter((a) => a.json().codigo === Codigo.OK)).toHaveLength(1);
      expect(await mandatos(empresa.nif)).toBe(1);
      await t.app.avisos.procesar();
      expect((await outbox(empresa.telefono)).length - antes).toBe(1);
    },
  );

  it(
    `allows ${CUENTA_COBRO.cambiosPorDia} changes per customer and day, counted in the database`,
    { timeout: 90_000 },
    async () => {
      const token = await entrar(t.app, empresa);
      const casa = ids.casa!;
      // One was made by the previous test.
      const pin = (sesion: string) => pinPara(t, sesion, empresa.telefono, 'cuenta-cobro');
      for (const iban of [BBVA, CAIXA]) {
        const ok = await cambiar(token, { iban, polizas: [casa], pin: await pin(token) });
        expect(ok.json().codigo).toBe(Codigo.OK);
      }
      const cuarto = await cambiar(token, { iban: DESCONOCIDO, polizas: [casa], pin: await pin(token) });
      expect(cuarto.json()).toMatchObject({ mensaje: MENSAJE_CUENTA_COBRO.DEMASIADOS_CAMBIOS });
      t.clock.advance(24 * 3_600_000);
      const manana = await entrar(t.app, empresa);
      const ok = await cambiar(manana, { iban: DESCONOCIDO, polizas: [casa], pin: await pin(manana) });
      expect(ok.json().codigo).toBe(Codigo.OK);
    },
  );
});

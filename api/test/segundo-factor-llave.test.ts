import { Codigo, type OpcionesAccesoLlave, type OpcionesRegistroLlave } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { MENSAJE_LLAVE } from '../src/services/llaves-acceso';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { Autenticador, HOST, ORIGEN } from './autenticador-prueba';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

/*
 * The other second factor: one of the customer's passkeys over a confirmation challenge
 * (CALLS.opcionesConfirmacionLlave) confirms a sensitive change instead of the SMS code, once.
 */

let t: TestApp;
let lucia: ClientePrueba;
let sinTelefono: ClientePrueba;
let otra: ClientePrueba;
const coches: Record<number, number> = {};
const tokens = new Map<number, string>();
beforeAll(async () => {
  t = await startApp();
  [lucia, sinTelefono, otra] = await sembrar(t, async (d) => {
    const todas = [await d.cliente(), await d.cliente(), await d.cliente()] as const;
    for (const c of todas) coches[c.idCliente] = (await d.poliza(c, 'VEH', { efecto: -325 })).idPoliza;
    return todas;
  });
  await t.db.query('UPDATE clientes SET telefono = NULL WHERE id_cliente = $1', [sinTelefono.idCliente]);
  for (const c of [lucia, sinTelefono, otra]) tokens.set(c.idCliente, await entrar(t.app, c));
});
afterAll(() => t.close());

const llamar = <T>(c: ClientePrueba, path: string, payload: object) =>
  t.app
    .inject({
      method: 'POST',
      url: `${API}${path}`,
      headers: { host: HOST, origin: ORIGEN, 'auth-token': tokens.get(c.idCliente)! },
      payload,
    })
    .then((res) => res.json<{ codigo: number; mensaje: string; data: T }>());

/** A passkey of `c`, created through the API. */
async function llaveDe(c: ClientePrueba): Promise<Autenticador> {
  const a = new Autenticador();
  const opciones = await llamar<OpcionesRegistroLlave>(c, '/cliente/llavesAcceso/opciones', {});
  const creada = await llamar(c, '/cliente/llavesAcceso', { respuesta: a.crear(opciones.data) });
  expect(creada.codigo).toBe(Codigo.OK);
  return a;
}
/** The answer of `a` to a confirmation challenge issued to `c`. */
const confirmacion = async (c: ClientePrueba, a: Autenticador) =>
  a.firmar((await llamar<OpcionesAccesoLlave>(c, '/cliente/llavesAcceso/confirmacion', {})).data.challenge);

const cambios = async (c: ClientePrueba) =>
  Number(
    (
      await t.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM historial_cambios WHERE id_cliente = $1',
        [c.idCliente],
      )
    ).n,
  );
const DIRECCION = {
  via: 'Calle Mayor',
  numero: '1',
  codPostal: '28013',
  poblacion: 'Madrid',
  provincia: '28',
};

describe('a change confirmed with a passkey', () => {
  let llave: Autenticador;
  beforeAll(async () => {
    llave = await llaveDe(lucia);
  });

  it('signs the account change and its mandate says so', async () => {
    const res = await llamar<{ mandato: { referencia: string } }>(lucia, '/cliente/cuentaCobro', {
      iban: 'ES18 0182 1234 8612 3456 7890',
      polizas: [coches[lucia.idCliente]],
      llave: await confirmacion(lucia, llave),
    });
    expect(res.codigo, res.mensaje).toBe(Codigo.OK);
    const { referencia } = res.data.mandato;
    const { tokenDescarga } = (
      await llamar<{ tokenDescarga: string }>(lucia, '/descargas/token', { tipo: 'MANDATO_SEPA', referencia })
    ).data;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}/cliente/mandatos/${referencia}/${tokenDescarga}`,
    });
    expect(pdfText(pdf.rawPayload)).toContain('Firmado electrónicamente mediante llave de acceso el');
  });

  it('is spent by the change: the same answer again changes nothing', async () => {
    const respuesta = await confirmacion(lucia, llave);
    const antes = await cambios(lucia);
    expect(
      (await llamar(lucia, '/cliente/direccion', { ...DIRECCION, polizas: [], llave: respuesta })).codigo,
    ).toBe(Codigo.OK);
    const otraVez = await llamar(lucia, '/cliente/direccion', {
      ...DIRECCION,
      numero: '2',
      polizas: [],
      llave: respuesta,
    });
    expect(otraVez).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_LLAVE.CADUCADA });
    expect((await cambios(lucia)) - antes).toBe(1);
  });

  it("refuses another customer's passkey, and an answer to another customer's challenge", async () => {
    const suya = await llaveDe(otra);
    const ajena = await llamar(lucia, '/cliente/actualizaEmail', {
      email: 'lucia.llave@example.com',
      polizas: [],
      llave: await confirmacion(otra, suya),
    });
    expect(ajena).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_LLAVE.CADUCADA });
    const otroReto = suya.firmar(
      (await llamar<OpcionesAccesoLlave>(lucia, '/cliente/llavesAcceso/confirmacion', {})).data.challenge,
    );
    const cruzada = await llamar(lucia, '/cliente/actualizaEmail', {
      email: 'lucia.llave@example.com',
      polizas: [],
      llave: otroReto,
    });
    expect(cruzada).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: MENSAJE_LLAVE.NO_VALIDA });
  });

  it('lets a customer without a phone on record confirm with their passkey', async () => {
    const a = await llaveDe(sinTelefono);
    const sinFactor = await llamar(sinTelefono, `/polizas/${coches[sinTelefono.idCliente]}/noRenovar`, {});
    expect(sinFactor.mensaje).toBe(MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO);
    const hecho = await llamar(sinTelefono, `/polizas/${coches[sinTelefono.idCliente]}/noRenovar`, {
      llave: await confirmacion(sinTelefono, a),
    });
    expect(hecho.codigo, hecho.mensaje).toBe(Codigo.OK);
  });

  it('makes one change of 20 requests at once with one answer', { tags: ['engine'] }, async () => {
    const respuesta = await confirmacion(lucia, llave);
    const antes = await cambios(lucia);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        llamar(lucia, '/cliente/actualizaTelefono', { telefono: '611222333', polizas: [], llave: respuesta }),
      ),
    );
    expect(answers.filter((a) => a.codigo === Codigo.OK)).toHaveLength(1);
    expect((await cambios(lucia)) - antes).toBe(1);
  });
});

import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRMA, MENSAJE_FIRMA } from '../src/services/firma-documento';
import { PIN } from '../src/services/pin';
import { MENSAJE_REGISTRO, REGISTRO } from '../src/services/registro';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

/*
 * The PIN room (services/pin.ts) under the flows that use it: its limits hold under concurrent
 * requests, and a PIN the gateway never delivered costs the customer nothing.
 */

let t: TestApp;
/** No web password: registers. */
let nuevo: ClientePrueba;
/** Registered, with a claim document pending signature. */
let firmante: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  [nuevo, firmante] = await sembrar(t, async (d) => {
    const n = await d.cliente({}, null);
    const f = await d.cliente();
    await d.siniestro(await d.poliza(f, 'HOG'), 'ABIERTO', {
      numSiniestro: 'SIN-7000201',
      documentos: [['Mandato de gestión de cobro', null]],
    });
    return [n, f];
  });
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(2 * 3_600_000));

let ip = 0;
const registro = (path: string, token?: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/${path}`,
    ...(payload ? { payload } : {}),
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: `10.9.0.${++ip}`,
  });
const flujo = async (numDoc: string) => {
  const res = await registro('verificaUsuario', undefined, { numDoc, recordar: false });
  return res.json<{ data: { token: string } }>().data.token;
};
const mensajes = (answers: { json(): { codigo: number; mensaje: string } }[]) =>
  answers.map((a) => a.json()).map((b) => (b.codigo === 0 ? 'OK' : b.mensaje));
const enviados = async () =>
  (
    await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE telefono = $1', [
      nuevo.telefono,
    ])
  ).n;
/** The registration's send is not awaited by the request: poll briefly for the SMS. */
async function pinNuevo(antes: number): Promise<string> {
  for (let i = 0; i < 50 && (await enviados()) <= antes; i++) await new Promise((r) => setTimeout(r, 20));
  const [sms] = await t.db.query<{ texto: string }>(
    'SELECT texto FROM sms_outbox WHERE telefono = $1 ORDER BY id_sms DESC LIMIT 1',
    [nuevo.telefono],
  );
  return /\b(\d{6})\b/.exec(sms?.texto ?? '')![1]!;
}
const cuantos = (lista: string[], mensaje: string) => lista.filter((m) => m === mensaje).length;

describe('the PIN room', () => {
  it('sends one ID at most its hourly PINs when 20 registration flows ask at once', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => flujo(nuevo.nif)));
    const answers = mensajes(await Promise.all(tokens.map((tk) => registro('generarPinAcceso', tk))));
    expect(cuantos(answers, 'OK')).toBe(REGISTRO.pinesPorDocumentoHora);
    expect(cuantos(answers, MENSAJE_REGISTRO.DEMASIADOS_PINES)).toBe(20 - REGISTRO.pinesPorDocumentoHora);
  });

  it('takes at most its attempts of a PIN when 20 wrong guesses arrive at once', async () => {
    const token = await flujo(nuevo.nif);
    const antes = await enviados();
    expect((await registro('generarPinAcceso', token)).json().codigo).toBe(0);
    const pin = await pinNuevo(antes);
    const otro = pin === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => registro('verificarPin', token, { pin: otro })),
    );
    const answers = mensajes(guesses);
    expect(cuantos(answers, MENSAJE_REGISTRO.PIN_INCORRECTO)).toBe(PIN.intentos - 1);
    expect(cuantos(answers, MENSAJE_REGISTRO.PIN_AGOTADO)).toBe(20 - (PIN.intentos - 1));
    const [intentos] = await t.db.query<{ n: number }>(
      "SELECT max(intentos)::int AS n FROM pines WHERE proposito = 'registro'",
    );
    expect(intentos?.n).toBe(PIN.intentos);
  });

  it('withdraws a signing PIN the gateway did not deliver: the customer asks again at once', async () => {
    const token = await entrar(t.app, firmante);
    const [doc] = await t.db.query<{ uuid: string }>(
      `SELECT d.uuid::text AS uuid FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
        WHERE s.num_siniestro = 'SIN-7000201'`,
    );
    const pedir = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/siniestros/documentos/${doc!.uuid}/firma/pin`,
        headers: { 'auth-token': token },
      });
    const caido = vi.spyOn(t.app.sms, 'send').mockRejectedValueOnce(new Error('SMS gateway answered 503'));
    expect((await pedir()).json()).toEqual({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_FIRMA.SMS_NO_ENVIADO,
      data: null,
    });
    caido.mockRestore();
    // No resend wait, and the undelivered PIN gave its unit of the hour back.
    expect((await pedir()).json().codigo).toBe(0);
    const [limite] = await t.db.query<{ contador: number }>('SELECT contador FROM limites WHERE clave = $1', [
      `pin-firma:${firmante.idCliente}`,
    ]);
    expect(Number(limite?.contador)).toBe(1);
    expect(FIRMA.pinesPorHora).toBeGreaterThan(1);
  });
});

import type { AccionSegundoFactor } from '@area-cliente/shared/contract';
import { readOutbox } from '../src/repositories/sms-outbox';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { API, type TestApp } from './helpers';

/** Asks for a second-factor PIN for `accion` with the session `token` (the raw answer). */
type App = Pick<TestApp, 'app' | 'db' | 'clock'>;

export const pedirPin = (t: App, token: string, accion: AccionSegundoFactor) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/cliente/segundoFactor/pin`,
    payload: { accion },
    headers: { 'auth-token': token },
  });

/** The newest PIN sent by SMS to `telefono` (the test SMS provider writes to the outbox). */
export const ultimoPin = async (t: App, telefono: string): Promise<string | undefined> =>
  /\b(\d{6})\b/.exec((await readOutbox(t.db, telefono, 1))[0]?.texto ?? '')?.[1];

/**
 * A PIN for `accion`, read from the SMS outbox, for a test that makes a change. The resend wait is
 * waited out on the test clock and the customer's hourly budget given back: both have their own
 * tests (segundo-factor.test.ts), and a test making several changes needs a PIN for each.
 */
export async function pinPara(
  t: App,
  token: string,
  telefono: string,
  accion: AccionSegundoFactor,
): Promise<string> {
  for (let intento = 0; intento < 3; intento++) {
    const res = await pedirPin(t, token, accion);
    const { codigo, mensaje } = res.json<{ codigo: number; mensaje: string }>();
    if (codigo === 0) return (await ultimoPin(t, telefono))!;
    const espera = /^Espera (\d+) segundos/.exec(mensaje);
    if (espera) t.clock.advance(Number(espera[1]) * 1000);
    else if (mensaje === MENSAJE_SEGUNDO_FACTOR.DEMASIADOS_PINES)
      await t.db.query("DELETE FROM limites WHERE clave LIKE 'pin-segundo-factor:%'");
    else throw new Error(`no PIN for ${accion}: ${res.body}`);
  }
  throw new Error(`no PIN for ${accion}`);
}

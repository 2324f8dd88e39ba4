import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeAviso } from '../src/avisos/plantillas';
import { CLAVE, type ClientePrueba, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// '¿Has sido tú?': a login from a browser the customer had not used before tells them, by e-mail and
// SMS through the notification queue; their first login ever and a known browser tell nothing.
let t: TestApp;
let nueva: ClientePrueba;
let habitual: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  [nueva, habitual] = await sembrar(t, async (d) => [await d.cliente(), await d.cliente()]);
});
afterAll(() => t.close());

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function entrar(c: ClientePrueba, ip: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/user/auth`,
    payload: { username: c.nif, password: CLAVE },
    remoteAddress: ip,
    headers: { 'user-agent': ANDROID, ...(cookie ? { cookie } : {}) },
  });
  expect(res.json<{ codigo: number }>().codigo, res.body).toBe(0);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const avisos = (c: ClientePrueba) =>
  t.db.query<{ canal: string; datos: Record<string, string> }>(
    `SELECT canal, datos FROM notificaciones WHERE evento = 'ACCESO_NUEVO' AND id_cliente = $1 ORDER BY canal`,
    [c.idCliente],
  );

describe('a login from a new browser', () => {
  it("is not announced on the customer's first login ever, nor from a browser they used before", async () => {
    const cookie = await entrar(nueva, '192.0.2.10');
    await entrar(nueva, '192.0.2.10', cookie);
    expect(await avisos(nueva)).toEqual([]);
  });

  it('is announced by e-mail and SMS with the browser and the coarse place, never the address', async () => {
    await entrar(habitual, '192.0.2.20');
    t.clock.advance(60_000);
    await entrar(habitual, '198.51.100.77'); // another browser: no known-device cookie
    const enviados = await avisos(habitual);
    expect(enviados.map((a) => a.canal)).toEqual(['EMAIL', 'SMS']);
    expect(enviados[0]!.datos).toMatchObject({ dispositivo: 'Chrome en Android', lugar: '198.51.100.x' });
    expect(JSON.stringify(enviados)).not.toContain('198.51.100.77');

    const m = mensajeAviso('ACCESO_NUEVO', enviados[0]!.datos, 'https://area.example.com/area-cliente');
    expect(m.asunto).toBe('¿Has sido tú? Se ha entrado en tu Área Cliente desde un navegador nuevo');
    expect(m.texto).toContain('(Chrome en Android, desde 198.51.100.x)');
    expect(m.texto).toContain('pulsa «Cerrar las demás sesiones» y cambia tu contraseña');
    expect(m.sms).toMatch(/^Área Cliente: ¿has sido tú\? Se ha entrado el .* desde un navegador nuevo\./);
    expect(m.sms.length).toBeLessThanOrEqual(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/repositories/sms-outbox';
import { sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';
import { smtpLocal } from './smtp-local';

// The forgotten-password flow (remote-auth's 'He olvidado mi contraseña') sends the same fixed-on
// security notice as a password change in 'Mis datos', enqueued in the reset's own transaction.
let smtp: Awaited<ReturnType<typeof smtpLocal>>;
let t: TestApp;
/** A registered client, and one on record (mobile and e-mail) without a web password yet. */
let registrado: { numDoc: string; telefono: string; email: string };
let sinClave: { numDoc: string; telefono: string };

beforeAll(async () => {
  smtp = await smtpLocal();
  t = await startApp({
    email: { url: smtp.url, from: 'Área Cliente <avisos@example.com>', requireTls: false },
  });
  const [conClave, sinClaveAun] = await sembrar(t, async (d) => [
    await d.cliente(),
    await d.cliente({}, null),
  ]);
  registrado = { numDoc: conClave.nif, telefono: conClave.telefono, email: conClave.email! };
  sinClave = { numDoc: sinClaveAun.nif, telefono: sinClaveAun.telefono };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ip = 0;
const call = (path: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/${path}`,
    payload: payload as object,
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: `10.9.0.${++ip}`,
  });

/** verificaUsuario → generarPinAcceso → verificarPin: a flow ready for its new password. */
async function flujoVerificado(who: { numDoc: string; telefono: string }): Promise<string> {
  const antes = (await readOutbox(t.db, who.telefono)).length;
  const { token } = (await call('verificaUsuario', { numDoc: who.numDoc, recordar: false })).json().data as {
    token: string;
  };
  expect((await call('generarPinAcceso', undefined, token)).json().codigo).toBe(0);
  await expect.poll(async () => (await readOutbox(t.db, who.telefono)).length).toBeGreaterThan(antes);
  const [sms] = await readOutbox(t.db, who.telefono);
  const pin = /\b(\d{6})\b/.exec(sms?.texto ?? '')?.[1];
  expect((await call('verificarPin', { pin }, token)).json().codigo).toBe(0);
  return token;
}

const avisosClave = (numDoc: string) =>
  t.db.query<{ canal: string; clave: string }>(
    `SELECT n.canal, n.clave FROM notificaciones n JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = $1 AND n.evento = 'CAMBIO_DATOS' ORDER BY n.canal`,
    [numDoc],
  );
const procesar = () => {
  t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()) + 1000);
  return t.app.avisos.procesar();
};

describe('forgotten password: the security notice', () => {
  it('a refused new password enqueues nothing', async () => {
    const token = await flujoVerificado(registrado);
    const res = await call(
      'actualizarPassword',
      { password: 'Ruiseñor2031', passwordRepetida: 'Otra2031x' },
      token,
    );
    expect(res.json().codigo).not.toBe(0);
    expect(await avisosClave(registrado.numDoc)).toEqual([]);
    // The same flow then sets it.
    const ok = await call(
      'actualizarPassword',
      { password: 'Ruiseñor2031', passwordRepetida: 'Ruiseñor2031' },
      token,
    );
    expect(ok.json().codigo).toBe(0);
  });

  it('a reset password is warned of by e-mail and SMS, once, naming no new value', async () => {
    const filas = await avisosClave(registrado.numDoc);
    expect(filas.map((f) => f.canal)).toEqual(['EMAIL', 'SMS']);
    expect(new Set(filas.map((f) => f.clave)).size).toBe(1);
    expect(filas[0]!.clave).toMatch(/^CAMBIO_DATOS:CLAVE_OLVIDO:\d+:\d+$/);

    await procesar();
    const correo = smtp.recibidos.find((m) => m.para.includes(registrado.email));
    expect(correo?.asunto).toBe('Se han cambiado tus datos en el Área Cliente');
    expect(correo?.texto).toContain('Se ha cambiado tu contraseña en el Área Cliente el ');
    expect(correo?.texto).not.toContain('Ruiseñor2031');
    const [sms] = await readOutbox(t.db, registrado.telefono);
    expect(sms?.texto).toContain('se ha cambiado tu contraseña');
    const estados = await t.db.query<{ estado: string }>(
      "SELECT estado FROM notificaciones WHERE clave LIKE 'CAMBIO_DATOS:CLAVE_OLVIDO:%' ORDER BY canal",
    );
    expect(estados.map((e) => e.estado)).toEqual(['ENVIADA', 'ENVIADA']);
  });

  it('a first password at self-registration is not a change: no notice', async () => {
    const token = await flujoVerificado(sinClave);
    const res = await call(
      'actualizarPassword',
      { password: 'Sevilla1972x', passwordRepetida: 'Sevilla1972x' },
      token,
    );
    expect(res.json().codigo).toBe(0);
    expect(await avisosClave(sinClave.numDoc)).toEqual([]);
  });
});

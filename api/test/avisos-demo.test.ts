import { CorreosDemoSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

/** Demo mode without SMTP settings: e-mails land in the outbox, and each customer sees only their own. */
let t: TestApp;
let lucia: string;
let otro: string;
beforeAll(async () => {
  t = await startApp();
  [lucia, otro] = [await tokenFor(t.app, '12345678Z'), await tokenFor(t.app, '00000023T')];
});
afterAll(() => t.close());

const correos = async (token: string) =>
  v.parse(CorreosDemoSchema, (await get(t.app, '/cliente/avisos/correosDemo', token)).json().data).correos;

describe('the demo e-mail outbox', () => {
  it("keeps the customer's e-mails, shown to that customer only", async () => {
    const { telefono } = await t.db.one<{ telefono: string }>(
      "SELECT telefono FROM clientes WHERE num_doc = '12345678Z'",
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/cliente/actualizaTelefono`,
      headers: { 'auth-token': lucia },
      payload: { telefono: '699000333', polizas: [], pin: await pinPara(t, lucia, telefono, 'telefono') },
    });
    expect(res.json().codigo).toBe(0);
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()) + 1000);
    await t.app.avisos.procesar();
    const [correo] = await correos(lucia);
    expect(correo?.asunto).toBe('Se han cambiado tus datos en el Área Cliente');
    expect(correo?.texto).toContain('Se ha cambiado tu teléfono móvil');
    // Antonio has his own (a renewal notice, perhaps), never Lucía's.
    expect((await correos(otro)).filter((c) => c.texto.includes('teléfono'))).toEqual([]);
    expect((await get(t.app, '/cliente/avisos/correosDemo')).statusCode).toBe(401);
  });
});

describe('outside the demo outbox', () => {
  it('answers 404 when a real SMTP server is configured', async () => {
    const conSmtp = await startApp({
      email: { url: 'smtp://127.0.0.1:1', from: 'a@example.com', requireTls: false },
    });
    try {
      const token = await tokenFor(conSmtp.app, '12345678Z');
      expect((await get(conSmtp.app, '/cliente/avisos/correosDemo', token)).statusCode).toBe(404);
    } finally {
      await conSmtp.close();
    }
  });
});

import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const actualizarGdpr = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/actualizarGdpr`,
    payload: payload as object,
    headers: token ? { 'auth-token': token } : {},
  });

describe('POST /user/actualizarGdpr', () => {
  it("stores the caller's answer with its time; pending consent then appears in the client", async () => {
    const token = await tokenFor(t.app, 'X2482300W');
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBeUndefined();

    expect((await actualizarGdpr({ gdprEmpresas: false }, token)).json()).toMatchObject({ codigo: 0 });
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBe(false);

    t.clock.advance(60_000);
    expect((await actualizarGdpr({ gdprEmpresas: true }, token)).json().codigo).toBe(0);
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBe(true);
    const row = await t.db.one<{ at: Date }>(
      "SELECT gdpr_updated_at AS at FROM clientes WHERE num_doc = 'X2482300W'",
    );
    expect(new Date(row.at).getTime()).toBe(t.clock.now().getTime());
  });

  it('needs a session', async () => {
    const res = await actualizarGdpr({ gdprEmpresas: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });

  it('rejects a body without a boolean answer', async () => {
    const token = await tokenFor(t.app, '12345678Z');
    for (const payload of [{}, { gdprEmpresas: 'true' }, { gdprEmpresas: null }]) {
      const res = await actualizarGdpr(payload, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: 'Petición incorrecta',
        data: null,
      });
    }
  });
});

import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
/** A client whose consent is still pending, and one who has answered. */
let pendiente: ClientePrueba;
let cliente: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  [pendiente, cliente] = await sembrar(t, async (d) => [
    await d.cliente({ gdpr_empresas: null, gdpr_updated_at: null }),
    await d.cliente(),
  ]);
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
    const token = await entrar(t.app, pendiente);
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBeUndefined();

    expect((await actualizarGdpr({ gdprEmpresas: false }, token)).json()).toMatchObject({ codigo: 0 });
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBe(false);

    t.clock.advance(60_000);
    expect((await actualizarGdpr({ gdprEmpresas: true }, token)).json().codigo).toBe(0);
    expect((await get(t.app, '/cliente', token)).json().data.gdprEmpresas).toBe(true);
    const row = await t.db.one<{ at: Date }>(
      'SELECT gdpr_updated_at AS at FROM clientes WHERE id_cliente = $1',
      [pendiente.idCliente],
    );
    expect(new Date(row.at).getTime()).toBe(t.clock.now().getTime());
  });

  it('needs a session', async () => {
    const res = await actualizarGdpr({ gdprEmpresas: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });

  it('rejects a body without a boolean answer', async () => {
    const token = await entrar(t.app, cliente);
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

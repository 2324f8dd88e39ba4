import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startApp, tokenFor, type TestApp } from './helpers';

// Who looks after a customer (issue 28): the office of a direct client, the broker of a mediated one.
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const data = async (path: string, numDoc: string) =>
  (await get(t.app, path, await tokenFor(t.app, numDoc))).json().data;

describe('the office or broker in the client record', () => {
  it("gives a direct client's office with its address, e-mail and hours, in the portfolio and /cliente", async () => {
    const oficina = {
      nombre: 'Oficina Madrid Retiro',
      direccion: 'Calle de O’Donnell 34, 28009 Madrid',
      email: 'retiro@mutuahorizonte.es',
      horario: 'De lunes a viernes, de 9:00 a 14:00 y de 16:30 a 19:30',
    };
    expect((await data('/portfolio', '12345678Z')).cliente.oficina).toEqual(oficina);
    expect((await data('/cliente', '12345678Z')).oficina).toEqual(oficina);
  });

  it("gives a mediated client's broker, whose phone is the client's owner line", async () => {
    const { cliente } = await data('/portfolio', '00000023T');
    expect(cliente.oficina.nombre).toBe('Correduría Levante Seguros, S.L.');
    expect(cliente.telefonoOwnerPropioCliente).toBe('963334455');
  });

  it('leaves it out for a client without an office on record', async () => {
    const { cliente } = await data('/portfolio', '11111111H');
    expect(cliente).not.toHaveProperty('oficina');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { get, startApp, type TestApp } from './helpers';

// Who looks after a customer: the office of a direct client, the broker of a mediated one.
let t: TestApp;
let directo: ClientePrueba;
let mediado: ClientePrueba;
let sinOficina: ClientePrueba;
const oficina = {
  nombre: 'Oficina Madrid Prueba',
  direccion: 'Calle de O’Donnell 50, 28009 Madrid',
  email: 'prueba@mutuahorizonte.es',
  horario: 'De lunes a viernes, de 9:00 a 14:00 y de 16:30 a 19:30',
};
beforeAll(async () => {
  t = await startApp();
  // An office and a broker of their own (owner ids no demo customer has), and a client of each.
  [directo, mediado, sinOficina] = await sembrar(t, async (d) => {
    await d.s.insert('oficinas', { id_owner: 93101, ...oficina });
    await d.s.insert('oficinas', {
      id_owner: 94102,
      nombre: 'Correduría de Prueba, S.L.',
      direccion: 'Calle de Colón 20, 46004 Valencia',
      email: 'atencion@correduriaprueba.es',
      horario: 'De lunes a jueves, de 9:00 a 18:00',
    });
    return [
      await d.cliente({ id_owner_propio_cliente: 93101 }),
      await d.cliente({
        pureza_puro_mmt: false,
        id_owner_propio_cliente: 94102,
        telefono_owner_propio_cliente: '963334455',
        owner_propio_cliente_canal_telefonico: true,
      }),
      await d.cliente(),
    ];
  });
});
afterAll(() => t.close());

const data = async (path: string, c: ClientePrueba) =>
  (await get(t.app, path, await entrar(t.app, c))).json().data;

describe('the office or broker in the client record', () => {
  it("gives a direct client's office with its address, e-mail and hours, in the portfolio and /cliente", async () => {
    expect((await data('/portfolio', directo)).cliente.oficina).toEqual(oficina);
    expect((await data('/cliente', directo)).oficina).toEqual(oficina);
  });

  it("gives a mediated client's broker, whose phone is the client's owner line", async () => {
    const { cliente } = await data('/portfolio', mediado);
    expect(cliente.oficina.nombre).toBe('Correduría de Prueba, S.L.');
    expect(cliente.telefonoOwnerPropioCliente).toBe('963334455');
  });

  it('leaves it out for a client without an office on record', async () => {
    const { cliente } = await data('/portfolio', sinOficina);
    expect(cliente).not.toHaveProperty('oficina');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEFONO_INCORRECTO } from '@area-cliente/shared/domain';
import { DEMASIADAS_GESTIONES } from '../src/services/gestiones';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let cliente: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  // A direct client looked after by office 3101, worker 7101.
  cliente = await sembrar(t, (d) =>
    d.cliente({ id_worker_propio_cliente: 7101, id_owner_propio_cliente: 3101 }),
  );
  lucia = await entrar(t.app, cliente);
});
afterAll(() => t.close());

const crear = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/cliente/creaGestionCliente`,
    headers: { 'auth-token': token },
    payload: payload as object,
  });

const gestiones = () =>
  t.db.query<{ telefono: string; asunto: string; idWorker: number | null; idOwner: number | null }>(
    `SELECT g.telefono, g.asunto, g.id_worker_propio AS "idWorker", g.id_owner_propio AS "idOwner"
       FROM gestiones g WHERE g.id_cliente = $1 ORDER BY g.id_gestion`,
    [cliente.idCliente],
  );

describe('POST /cliente/creaGestionCliente', () => {
  it('stores the request for the office on the client record, not the ids in the body', async () => {
    const res = await crear(lucia, {
      telefono: ' 612345678 ',
      asunto: 'CONTACTO_OFICINA',
      idWorkerPropio: 1,
      idOwnerPropio: 2,
    });
    expect(res.json()).toMatchObject({ codigo: 0 });
    expect(await gestiones()).toEqual([
      { telefono: '612345678', asunto: 'CONTACTO_OFICINA', idWorker: 7101, idOwner: 3101 },
    ]);
  });

  it.each(['', '512345678', '61234567', '6123456789', '61234567a'])(
    'refuses the phone "%s" with the SPEC message and stores nothing',
    async (telefono) => {
      const before = (await gestiones()).length;
      const res = await crear(lucia, { telefono, asunto: 'S', idWorkerPropio: null, idOwnerPropio: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 1000, mensaje: TELEFONO_INCORRECTO });
      expect(await gestiones()).toHaveLength(before);
    },
  );

  it('refuses an asunto outside SPEC §7', async () => {
    const res = await crear(lucia, {
      telefono: '912345678',
      asunto: 'OTRO',
      idWorkerPropio: null,
      idOwnerPropio: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ codigo: 1000, mensaje: 'Petición incorrecta' });
  });

  it('limits call-back requests per hour', async () => {
    const body = { telefono: '712345678', asunto: 'ACTT', idWorkerPropio: null, idOwnerPropio: null };
    const codigos: number[] = [];
    for (let i = 0; i < 5; i++) codigos.push((await crear(lucia, body)).json<{ codigo: number }>().codigo);
    // One was stored by the first test: four more fit in the hour, the fifth is refused.
    expect(codigos).toEqual([0, 0, 0, 0, 1000]);
    const refused = await crear(lucia, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ mensaje: DEMASIADAS_GESTIONES });

    t.clock.advance(61 * 60_000);
    const token = await entrar(t.app, cliente);
    expect((await crear(token, body)).json()).toMatchObject({ codigo: 0 });
  });
});

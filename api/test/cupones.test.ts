import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUPON_NO_DISPONIBLE, POLIZA_COMPLETA } from '../src/services/cupones';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let cliente: ClientePrueba;
let mediado: ClientePrueba;
/** Policy ids and numbers by the name the tests give them. */
const ids: Record<string, number> = {};
const nums: Record<string, string> = {};
beforeAll(async () => {
  t = await startApp();
  // A client with coupons in every state, a car policy with its 3 coupons, and another client.
  [cliente, mediado] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    for (const [nombre, ramo] of [
      ['coche', 'VEH'],
      ['hogar', 'HOG'],
      ['decesos', 'DEC'],
      ['movilidad', 'MOV'],
      ['vmp', 'MOV'],
    ] as const) {
      const p = await d.poliza(c, ramo);
      ids[nombre] = p.idPoliza;
      nums[nombre] = p.numPoliza;
    }
    const cupones: [string, Parameters<typeof d.s.cuponAmigo>[2], number | null][] = [
      ['PRUEBA7K2P9', 'pendiente', null],
      ['PRUEBA3M8Q4', 'activado', null],
      ['PRUEBA5T1W6', 'disponible', null],
      ['PRUEBA9C4R2', 'asignado', ids.coche!],
      ['PRUEBA2H7N5', 'consumido', ids.coche!],
      ['PRUEBA6D3J8', 'consumido', ids.coche!],
      ['PRUEBA8F5B1', 'consumido', ids.hogar!],
    ];
    for (const [i, [code, estado, idPoliza]] of cupones.entries())
      await d.s.cuponAmigo(c.idCliente, code, estado, idPoliza, -200 + i);
    const m = await d.cliente({ pureza_puro_mmt: false });
    ids.ajena = (await d.poliza(m, 'HOG')).idPoliza;
    return [c, m];
  });
  lucia = await entrar(t.app, cliente);
});
afterAll(() => t.close());

type Asignacion = { idPoliza: number; idCupon: number; cupon: string };

const asignar = (token: string, body: Asignacion) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/asignaPolCuponAmigo`,
    headers: { 'auth-token': token },
    payload: body,
  });

const cupon = async (code: string) => {
  const row = await t.db.one<{ idCupon: number; estado: string; idPoliza: number | null }>(
    'SELECT id_cupon AS "idCupon", estado, id_poliza AS "idPoliza" FROM cupones_amigo WHERE cupon = $1',
    [code],
  );
  return { ...row, cupon: code };
};

/** New available coupons of the client (a friend used them and the discount is ready). */
async function cuponesDisponibles(...codes: string[]) {
  for (const code of codes) {
    await t.db.query(
      `INSERT INTO cupones_amigo (id_cliente, cupon, estado, activado_at) VALUES ($1, $2, 'disponible', now())`,
      [cliente.idCliente, code],
    );
  }
  return Promise.all(codes.map(cupon));
}

const cuponesDe = async (idPoliza: number) =>
  (
    await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM cupones_amigo WHERE id_poliza = $1', [
      idPoliza,
    ])
  ).n;

describe('POST /user/asignaPolCuponAmigo', () => {
  it('assigns an available coupon to a home policy, then refuses it again', async () => {
    const hogar = ids.hogar!;
    const { idCupon } = await cupon('PRUEBA5T1W6');
    const res = await asignar(lucia, { idPoliza: hogar, idCupon, cupon: 'PRUEBA5T1W6' });
    expect(res.json()).toMatchObject({ codigo: 0 });

    const portfolio = (await get(t.app, '/portfolio', lucia)).json().data;
    const assigned = portfolio.lstCodigosAmigo.find((c: { cupon: string }) => c.cupon === 'PRUEBA5T1W6');
    expect(assigned).toMatchObject({ estado: 'asignado', asignado: true, numPoliza: nums.hogar });

    const again = await asignar(lucia, { idPoliza: hogar, idCupon, cupon: 'PRUEBA5T1W6' });
    expect(again.json()).toMatchObject({ codigo: 1000, mensaje: CUPON_NO_DISPONIBLE });
  });

  it('refuses coupons that are not available yet (pendiente, activado)', async () => {
    const hogar = ids.hogar!;
    for (const code of ['PRUEBA7K2P9', 'PRUEBA3M8Q4']) {
      const { idCupon } = await cupon(code);
      const res = await asignar(lucia, { idPoliza: hogar, idCupon, cupon: code });
      expect(res.json()).toMatchObject({ codigo: 1000, mensaje: CUPON_NO_DISPONIBLE });
    }
  });

  it('refuses a policy that already has 3 coupons', async () => {
    const [nuevo] = await cuponesDisponibles('PRUEBAX1X1X1');
    const coche = ids.coche!;
    expect(await cuponesDe(coche)).toBe(3);
    const res = await asignar(lucia, { idPoliza: coche, idCupon: nuevo!.idCupon, cupon: nuevo!.cupon });
    expect(res.json()).toMatchObject({ codigo: 1000, mensaje: POLIZA_COMPLETA });
    expect((await cupon('PRUEBAX1X1X1')).estado).toBe('disponible');
  });

  it('answers 404 for a policy of another line, another client or a wrong code', async () => {
    const [nuevo] = await cuponesDisponibles('PRUEBAX2X2X2');
    const decesos = ids.decesos!;
    const ajena = ids.ajena!;
    for (const body of [
      { ...nuevo!, idPoliza: decesos },
      { ...nuevo!, idPoliza: ajena },
      { ...nuevo!, idPoliza: ids.hogar!, cupon: 'PRUEBAX9X9X9' },
    ]) {
      const res = await asignar(lucia, { idPoliza: body.idPoliza, idCupon: body.idCupon, cupon: body.cupon });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ codigo: 1000 });
    }
    // The mediated client cannot assign this client's coupon either.
    const otro = await entrar(t.app, mediado);
    const res = await asignar(otro, { idPoliza: ajena, idCupon: nuevo!.idCupon, cupon: nuevo!.cupon });
    expect(res.statusCode).toBe(404);
  });

  it(
    'never puts more than 3 coupons on a policy under concurrent assignments',
    { tags: ['engine'] },
    async () => {
      const movilidad = ids.movilidad!;
      expect(await cuponesDe(movilidad)).toBe(0);
      const nuevos = await cuponesDisponibles(
        'CONCUR0001',
        'CONCUR0002',
        'CONCUR0003',
        'CONCUR0004',
        'CONCUR0005',
      );
      const answers = await Promise.all(
        nuevos.map((c) => asignar(lucia, { idPoliza: movilidad, idCupon: c.idCupon, cupon: c.cupon })),
      );
      const codigos = answers.map((r) => r.json<{ codigo: number }>().codigo);
      expect(codigos.filter((c) => c === 0)).toHaveLength(3);
      expect(codigos.filter((c) => c === 1000)).toHaveLength(2);
      expect(await cuponesDe(movilidad)).toBe(3);
    },
  );

  it(
    'assigns one coupon once when two policies ask for it at the same time',
    { tags: ['engine'] },
    async () => {
      const [nuevo] = await cuponesDisponibles('CONCUR0006');
      const polizas = [ids.hogar!, ids.vmp!];
      const answers = await Promise.all(
        polizas.map((id) => asignar(lucia, { idPoliza: id, idCupon: nuevo!.idCupon, cupon: nuevo!.cupon })),
      );
      expect(answers.map((r) => r.json<{ codigo: number }>().codigo).sort()).toEqual([0, 1000]);
      expect((await cupon('CONCUR0006')).estado).toBe('asignado');
    },
  );

  it('refuses a malformed request', async () => {
    const res = await asignar(lucia, { idPoliza: 0, idCupon: 1, cupon: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sharing a code is audited', () => {
  it('records CUPON_AMIGO_COMPARTE_CODIGO through insertAudit', async () => {
    const portfolio = (await get(t.app, '/portfolio', lucia)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/insertAudit`,
      headers: { 'auth-token': lucia },
      payload: {
        idCliente: portfolio.idCliente,
        nif: cliente.nif,
        nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO',
        info: 'PRUEBA7K2P9',
      },
    });
    expect(res.json()).toMatchObject({ codigo: 0 });
    const row = await t.db.one<{ info: string }>(
      `SELECT info FROM auditoria WHERE name_evento = 'CUPON_AMIGO_COMPARTE_CODIGO'`,
    );
    expect(row.info).toBe('PRUEBA7K2P9');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTEO_CERRADO, YA_PARTICIPADO } from '../src/services/sorteos';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
/** Direct clients with a policy taken within the travel draw's window, a broker's client, and a direct
 * client whose newest policy is a year older. The draws themselves are the app's (campaigns/inicial). */
let primero: ClientePrueba;
let segundo: ClientePrueba;
let tercero: ClientePrueba;
let mediado: ClientePrueba;
let sinNueva: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  [primero, segundo, tercero, mediado, sinNueva] = await sembrar(t, async (d) => {
    const conPoliza = async (campos: Record<string, unknown>, efecto: number) => {
      const c = await d.cliente(campos);
      await d.poliza(c, 'VEH', { efecto });
      return c;
    };
    return [
      await conPoliza({}, -10),
      await conPoliza({}, -10),
      await conPoliza({}, -10),
      await conPoliza({ pureza_puro_mmt: false }, -10),
      await conPoliza({}, -385),
    ];
  });
});
afterAll(() => t.close());

// The SPEC's per-draw calls and the call by code reach one participation.
const URLS = {
  Tv: `${API}/cliente/registraParticipacionSorteoTv`,
  FreidoraAire: `${API}/cliente/registraParticipacionSorteoFreidoraAire`,
  TV: `${API}/cliente/sorteos/TV/participacion`,
  FREIDORA_AIRE: `${API}/cliente/sorteos/FREIDORA_AIRE/participacion`,
};
const participar = (token: string | undefined, sorteo: keyof typeof URLS) =>
  t.app.inject({ method: 'POST', url: URLS[sorteo], headers: token ? { 'auth-token': token } : {} });

async function participaciones(numDoc: string, codigo: string): Promise<number> {
  const { n } = await t.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM sorteo_participaciones x
       JOIN sorteos s USING (id_sorteo) JOIN clientes c USING (id_cliente)
      WHERE c.num_doc = $1 AND s.codigo = $2`,
    [numDoc, codigo],
  );
  return n;
}

describe('POST /cliente/registraParticipacionSorteo*', () => {
  it('records a participation once and refuses the second with the SPEC message', async () => {
    const token = await entrar(t.app, primero);
    const before = (await get(t.app, '/portfolio', token)).json().data;
    expect(before).toMatchObject({ visibleSorteoTv: true, haParticipadoSorteoTv: false });

    const first = await participar(token, 'Tv');
    expect(first.json()).toMatchObject({ codigo: 0 });
    const after = (await get(t.app, '/portfolio', token)).json().data;
    expect(after.haParticipadoSorteoTv).toBe(true);

    const again = await participar(token, 'Tv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ codigo: 1000, mensaje: YA_PARTICIPADO });
    expect(await participaciones(primero.nif, 'TV')).toBe(1);
  });

  it('counts the call by code and the SPEC alias as the same participation', async () => {
    const token = await entrar(t.app, segundo);
    expect((await participar(token, 'TV')).json()).toMatchObject({ codigo: 0 });
    expect((await participar(token, 'Tv')).json()).toMatchObject({ codigo: 1000, mensaje: YA_PARTICIPADO });
    expect(await participaciones(segundo.nif, 'TV')).toBe(1);
  });

  it('refuses a malformed draw code as a bad request, and an unknown one as closed', async () => {
    const token = await entrar(t.app, segundo);
    const to = (codigo: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/cliente/sorteos/${codigo}/participacion`,
        headers: { 'auth-token': token },
      });
    expect((await to('coche')).statusCode).toBe(400);
    expect((await to('COCHE')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it(
    'records exactly one participation under 50 concurrent attempts, by alias and by code',
    { tags: ['engine'] },
    async () => {
      const token = await entrar(t.app, tercero);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => participar(token, i % 2 === 0 ? 'Tv' : 'TV')),
      );
      const codigos = answers.map((r) => r.json<{ codigo: number }>().codigo);
      expect(codigos.filter((c) => c === 0)).toHaveLength(1);
      expect(codigos.filter((c) => c === 1000)).toHaveLength(49);
      expect(await participaciones(tercero.nif, 'TV')).toBe(1);
    },
  );

  it('refuses a finished draw', async () => {
    const token = await entrar(t.app, tercero);
    const res = await participar(token, 'FreidoraAire');
    expect(res.json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
    expect((await participar(token, 'FREIDORA_AIRE')).json()).toMatchObject({
      codigo: 1000,
      mensaje: SORTEO_CERRADO,
    });
    expect(await participaciones(tercero.nif, 'FREIDORA_AIRE')).toBe(0);
  });

  it('refuses a mediated client, for whom the draw card is not shown', async () => {
    const token = await entrar(t.app, mediado);
    const portfolio = (await get(t.app, '/portfolio', token)).json().data;
    expect(portfolio.visibleSorteoTv).toBe(false);
    expect((await participar(token, 'Tv')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('refuses a direct client with no new policy in the window, for whom the draw card is not shown', async () => {
    // The client's newest policy taken a year earlier: nothing new in the travel draw's window.
    const token = await entrar(t.app, sinNueva);
    const portfolio = (await get(t.app, '/portfolio', token)).json().data;
    expect(portfolio).toMatchObject({ visibleSorteoTv: false, sorteosVisibles: [] });
    expect((await participar(token, 'Tv')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('needs a session', async () => {
    const res = await participar(undefined, 'Tv');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ codigo: 1300 });
  });
});

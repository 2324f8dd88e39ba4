import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTEO_CERRADO, YA_PARTICIPADO } from '../src/routes/sorteos';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
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
    const lucia = await tokenFor(t.app, '12345678Z');
    const before = (await get(t.app, '/portfolio', lucia)).json().data;
    expect(before).toMatchObject({ visibleSorteoTv: true, haParticipadoSorteoTv: false });

    const first = await participar(lucia, 'Tv');
    expect(first.json()).toMatchObject({ codigo: 0 });
    const after = (await get(t.app, '/portfolio', lucia)).json().data;
    expect(after.haParticipadoSorteoTv).toBe(true);

    const again = await participar(lucia, 'Tv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ codigo: 1000, mensaje: YA_PARTICIPADO });
    expect(await participaciones('12345678Z', 'TV')).toBe(1);
  });

  it('counts the call by code and the SPEC alias as the same participation', async () => {
    const token = await tokenFor(t.app, 'X2482300W');
    expect((await participar(token, 'TV')).json()).toMatchObject({ codigo: 0 });
    expect((await participar(token, 'Tv')).json()).toMatchObject({ codigo: 1000, mensaje: YA_PARTICIPADO });
    expect(await participaciones('X2482300W', 'TV')).toBe(1);
  });

  it('refuses a malformed draw code as a bad request, and an unknown one as closed', async () => {
    const token = await tokenFor(t.app, 'X2482300W');
    const to = (codigo: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/cliente/sorteos/${codigo}/participacion`,
        headers: { 'auth-token': token },
      });
    expect((await to('coche')).statusCode).toBe(400);
    expect((await to('COCHE')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('records exactly one participation under 50 concurrent attempts, by alias and by code', async () => {
    const token = await tokenFor(t.app, '11111111H');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => participar(token, i % 2 === 0 ? 'Tv' : 'TV')),
    );
    const codigos = answers.map((r) => r.json<{ codigo: number }>().codigo);
    expect(codigos.filter((c) => c === 0)).toHaveLength(1);
    expect(codigos.filter((c) => c === 1000)).toHaveLength(49);
    expect(await participaciones('11111111H', 'TV')).toBe(1);
  });

  it('refuses a finished draw', async () => {
    const token = await tokenFor(t.app, '11111111H');
    const res = await participar(token, 'FreidoraAire');
    expect(res.json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
    expect((await participar(token, 'FREIDORA_AIRE')).json()).toMatchObject({
      codigo: 1000,
      mensaje: SORTEO_CERRADO,
    });
    expect(await participaciones('11111111H', 'FREIDORA_AIRE')).toBe(0);
  });

  it('refuses a mediated client, for whom the draw card is not shown', async () => {
    const token = await tokenFor(t.app, '00000023T');
    const portfolio = (await get(t.app, '/portfolio', token)).json().data;
    expect(portfolio.visibleSorteoTv).toBe(false);
    expect((await participar(token, 'Tv')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('refuses a direct client with no new policy in the window, for whom the draw card is not shown', async () => {
    // The company's newest policy taken a year earlier: nothing new in the travel draw's window.
    await t.db.query(
      `UPDATE polizas SET fec_antiguedad = fec_antiguedad - 365
        WHERE id_cliente = (SELECT id_cliente FROM clientes WHERE num_doc = 'B12345674')`,
    );
    const token = await tokenFor(t.app, 'B12345674');
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

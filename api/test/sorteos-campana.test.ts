import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTEO_CERRADO } from '../src/services/sorteos';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// A draw marketing declares in the live campaign, unknown to the code and the seed: the API takes its
// window from the campaign and refuses entries outside it (Madrid days, both included).

const COCHE = {
  nombre: 'Sorteo de un coche',
  desde: '2026-03-01',
  hasta: '2026-03-31',
  celebracion: '2026-04-15',
};

let t: TestApp;
let deployDir: string;
let primero: ClientePrueba;
let segundo: ClientePrueba;
let tercero: ClientePrueba;

/** Publishes a campaign the way `pnpm campaign:publish` lays it out: a version folder and the live pointer. */
function publish(version: string, sorteos: Record<string, typeof COCHE>) {
  const folder = join(deployDir, 'campaigns', version);
  mkdirSync(folder, { recursive: true });
  const campaign = {
    nombre: 'Campaña de prueba',
    sorteos,
    cards: [
      {
        id: 'promo',
        kind: 'promo',
        sections: ['ofertas'],
        data: { titulo: 'T', texto: 'T', destacado: 'D' },
      },
    ],
  };
  writeFileSync(join(folder, 'campana.json'), JSON.stringify({ version, imagenes: {}, campaign }));
  const url = `/area-cliente/campaigns/${version}/campana.json`;
  writeFileSync(join(deployDir, 'campaign.json'), JSON.stringify({ version, url }));
}

/** Sets the API's clock to an instant. */
const at = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

const participar = (token: string, codigo: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/cliente/sorteos/${codigo}/participacion`,
    headers: { 'auth-token': token },
  });

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'ac-sorteos-'));
  publish('20260101-000000-00000001', { COCHE });
  t = await startApp({ deployDir });
  // Those who enter here are direct clients who took out a new policy in March, so they may take part
  // (SPEC §9).
  [primero, segundo, tercero] = await sembrar(t, async (d) => {
    const conPolizaDeMarzo = async () => {
      const c = await d.cliente();
      await d.poliza(c, 'VEH', { common: { fec_antiguedad: '2026-03-10' } });
      return c;
    };
    return [await conPolizaDeMarzo(), await conPolizaDeMarzo(), await conPolizaDeMarzo()];
  });
});
afterAll(async () => {
  await t.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('draws declared by the live campaign', () => {
  it('refuses entries the day before the window opens', async () => {
    at('2026-02-28T22:59:00Z'); // 23:59 on 28 February in Madrid
    const token = await entrar(t.app, primero);
    expect((await participar(token, 'COCHE')).json()).toMatchObject({
      codigo: 1000,
      mensaje: SORTEO_CERRADO,
    });
  });

  it('accepts entries from the first minute of the first day', async () => {
    at('2026-02-28T23:00:00Z'); // 00:00 on 1 March in Madrid
    const token = await entrar(t.app, primero);
    expect((await participar(token, 'COCHE')).json()).toMatchObject({ codigo: 0 });
    expect((await get(t.app, '/portfolio', token)).json().data.sorteosParticipados).toContain('COCHE');
  });

  it('accepts entries until the last minute of the last day, then refuses them', async () => {
    at('2026-03-31T21:59:00Z'); // 23:59 on 31 March in Madrid (summer time)
    const token = await entrar(t.app, segundo);
    expect((await participar(token, 'COCHE')).json()).toMatchObject({ codigo: 0 });

    at('2026-03-31T22:00:00Z'); // 00:00 on 1 April in Madrid
    const late = await entrar(t.app, tercero);
    expect((await participar(late, 'COCHE')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('takes a window moved by a new publish at the next entry', async () => {
    publish('20260401-000000-00000002', {
      COCHE: { ...COCHE, hasta: '2026-04-30', celebracion: '2026-05-15' },
    });
    const token = await entrar(t.app, tercero);
    expect((await participar(token, 'COCHE')).json()).toMatchObject({ codigo: 0 });
  });

  it('refuses a draw no campaign declares', async () => {
    const token = await entrar(t.app, tercero);
    expect((await participar(token, 'MOTO')).json()).toMatchObject({ codigo: 1000, mensaje: SORTEO_CERRADO });
  });

  it('refuses a code that is not one as a bad request', async () => {
    const token = await entrar(t.app, tercero);
    expect((await participar(token, 'coche')).statusCode).toBe(400);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

// What of a deployment's campaigns and histories anyone may download.
const NOW = new Date('2026-11-23T10:00:00Z');
const LIVE = '20261120-090000-0a1b2c3d';
const RETIRED = '20261101-090000-99aa88bb';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const promo = (id: string, extra: object = {}) => ({
  id,
  kind: 'promo',
  sections: ['ofertas'],
  data: { titulo: `Tarjeta ${id}`, texto: 'Texto.', destacado: '10 €' },
  ...extra,
});
const sorteo = (id: string, code: string, imagen: string) => ({
  id,
  kind: 'sorteo',
  sections: ['sorteos'],
  audience: { client: 'directo' },
  data: {
    titulo: `Sorteo ${id}`,
    texto: 'Participa.',
    imagen,
    imagenAlt: 'Premio',
    condicionesLabel: 'Acepto las bases',
    condiciones: { texto: 'Bases', url: 'https://example.com/bases' },
    sorteo: code,
  },
});

const published = (version: string) => ({
  version,
  imagenes: { 'ahora.png': 'ahora.11112222.png', 'futuro.png': 'futuro.33334444.png' },
  campaign: {
    nombre: 'Campaña de prueba',
    sorteos: {
      TV: { nombre: 'Sorteo abierto', desde: '2026-11-01', hasta: '2026-11-30', celebracion: '2026-12-15' },
      COCHE: {
        nombre: 'Sorteo de enero',
        desde: '2027-01-01',
        hasta: '2027-01-31',
        celebracion: '2027-02-15',
      },
    },
    cards: [
      promo('siempre', { audience: { client: 'directo' } }),
      promo('pasado-manana', { schedule: { desde: '2026-11-25' }, audience: { holds: 'hogar' } }),
      promo('mes-que-viene', { schedule: { desde: '2026-12-20' }, audience: { postalCodePrefix: '08' } }),
      promo('retirada', { schedule: { hasta: '2026-11-20' } }),
      sorteo('sorteo-abierto', 'TV', 'ahora.png'),
      sorteo('sorteo-enero', 'COCHE', 'futuro.png'),
    ],
  },
});

let t: TestApp;
let deployDir: string;
beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-campaign-serving-'));
  for (const version of [LIVE, RETIRED]) {
    const folder = join(deployDir, 'campaigns', version);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'campana.json'), JSON.stringify(published(version)));
    await writeFile(join(folder, 'campana.json.br'), 'stale sibling');
    await writeFile(join(folder, 'ahora.11112222.png'), PNG);
    await writeFile(join(folder, 'futuro.33334444.png'), PNG);
  }
  await writeFile(
    join(deployDir, 'campaign.json'),
    JSON.stringify({ version: LIVE, url: `/area-cliente/campaigns/${LIVE}/campana.json` }),
  );
  await writeFile(join(deployDir, 'campaigns', 'history.json'), JSON.stringify({ versions: [] }));
  await mkdir(join(deployDir, 'remotes', 'remote_offers', '20261122-101500-ab12cd'), { recursive: true });
  await writeFile(join(deployDir, 'remotes', 'remote_offers', 'history.json'), '{"versions":[]}');
  await writeFile(join(deployDir, 'remotes', 'remote_offers', '20261122-101500-ab12cd', 'a.js'), '');
  await writeFile(join(deployDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await startApp({ deployDir }, NOW);
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the live campaign as browsers get it', () => {
  it('has the cards showing now or within three days, their draws and images, and nothing else', async () => {
    const res = await get(`/area-cliente/campaigns/${LIVE}/campana.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    // Not immutable: what the document holds moves with the days.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const doc = res.json();
    expect(doc.campaign.cards.map((c: { id: string }) => c.id)).toEqual([
      'siempre',
      'pasado-manana',
      'sorteo-abierto',
    ]);
    // A card opening within the window keeps its audience: the browser decides when it opens.
    expect(doc.campaign.cards[1].audience).toEqual({ holds: 'hogar' });
    expect(Object.keys(doc.campaign.sorteos)).toEqual(['TV']);
    expect(doc.imagenes).toEqual({ 'ahora.png': 'ahora.11112222.png' });
    expect(res.body).not.toContain('postalCodePrefix');
    expect(res.body).not.toContain('enero');
  });

  it('follows the clock: next month’s card once it is three days away, the retired one never again', async () => {
    const ahead = new Date('2026-12-18T10:00:00Z').getTime() - NOW.getTime();
    t.clock.advance(ahead);
    try {
      const doc = (await get(`/area-cliente/campaigns/${LIVE}/campana.json`)).json();
      expect(doc.campaign.cards.map((c: { id: string }) => c.id)).toEqual([
        'siempre',
        'pasado-manana',
        'mes-que-viene',
      ]);
    } finally {
      t.clock.advance(-ahead);
    }
  });

  it("serves the live cut's images for good and refuses the others", async () => {
    const image = await get(`/area-cliente/campaigns/${LIVE}/ahora.11112222.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/area-cliente/campaigns/${LIVE}/futuro.33334444.png`)).statusCode).toBe(404);
  });

  it('answers 404 for retired versions, histories and anything else under campaigns/', async () => {
    for (const url of [
      `/area-cliente/campaigns/${RETIRED}/campana.json`,
      `/area-cliente/campaigns/${RETIRED}/ahora.11112222.png`,
      `/area-cliente/campaigns/${LIVE}/campana.json.br`,
      `/area-cliente/campaigns/${LIVE}/../${RETIRED}/campana.json`,
      `/area-cliente/campaigns/${LIVE}/x/campana.json`,
      '/area-cliente/campaigns/history.json',
      '/area-cliente/campaigns/',
      '/area-cliente/remotes/remote_offers/history.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('versions');
    }
    // A remote's own files are still served.
    expect((await get('/area-cliente/remotes/remote_offers/20261122-101500-ab12cd/a.js')).statusCode).toBe(
      200,
    );
  });
});

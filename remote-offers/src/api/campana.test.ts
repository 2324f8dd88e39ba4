import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCampaign } from '../testing/campaign-fixture';

const POINTER = {
  version: '20261123-100000-0a1b2c3d',
  url: '/area-cliente/campaigns/20261123-100000-0a1b2c3d/campana.json',
};
const PUBLISHED = {
  version: POINTER.version,
  imagenes: { 'viaje.png': 'viaje.99aa88bb.png' },
  campaign: testCampaign().campaign,
};

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

async function freshModule() {
  vi.resetModules();
  return import('./campana');
}

afterEach(() => vi.unstubAllGlobals());

describe('liveCampaign', () => {
  it('revalidates the live pointer, then downloads its versioned document once per page', async () => {
    const fetch = vi.fn(async (url: string) =>
      answer(url === '/area-cliente/campaign.json' ? POINTER : PUBLISHED),
    );
    vi.stubGlobal('fetch', fetch);
    const { liveCampaign } = await freshModule();
    const [a, b] = await Promise.all([liveCampaign(), liveCampaign()]);
    expect(a).toBe(b);
    expect(fetch.mock.calls).toEqual([
      ['/area-cliente/campaign.json', { cache: 'no-cache' }],
      [POINTER.url, undefined],
    ]);
    expect(a.campaign.cards.map((c) => c.id)).toEqual(PUBLISHED.campaign.cards.map((c) => c.id));
    expect(a.imageUrl('viaje.png')).toBe(
      '/area-cliente/campaigns/20261123-100000-0a1b2c3d/viaje.99aa88bb.png',
    );
  });

  it('refuses a document that is not a valid campaign, and tries again on the next call', async () => {
    let broken = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/area-cliente/campaign.json'
          ? answer(POINTER)
          : answer(broken ? { ...PUBLISHED, campaign: { nombre: 'x' } } : PUBLISHED),
      ),
    );
    const { liveCampaign } = await freshModule();
    await expect(liveCampaign()).rejects.toThrow();
    broken = false;
    await expect(liveCampaign()).resolves.toMatchObject({ campaign: { nombre: 'Campaña de prueba' } });
  });

  it('shows no cards, rather than a failure, before anything is published', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 404)),
    );
    const { liveCampaign } = await freshModule();
    await expect(liveCampaign()).resolves.toMatchObject({ campaign: { cards: [], sorteos: {} } });
  });

  it('fails when the pointer cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 503)),
    );
    const { liveCampaign } = await freshModule();
    await expect(liveCampaign()).rejects.toThrow('HTTP 503');
  });
});

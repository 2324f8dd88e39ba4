import { leeBuildsOfertas } from './remoto';

const build = (version: string) => ({
  version,
  entry: `/area-cliente/remotes/remote_offers/${version}/mf-manifest.json`,
  needs: { kernel: '^3.0.0', react: '19.3.1' },
  routes: [{ path: 'inicio', screen: 'inicio', layout: 'main' }],
});

function manifest(remoteOffers: object) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ remotes: { remote_offers: remoteOffers } }), { status: 200 }),
  );
}

describe('the offers builds the preview draws with', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the stable build remotes.json names, read as the shell reads it', async () => {
    manifest(build('v7'));
    expect(await leeBuildsOfertas()).toEqual([
      { tipo: 'estable', version: 'v7', entry: '/area-cliente/remotes/remote_offers/v7/mf-manifest.json' },
    ]);
    expect(fetch).toHaveBeenCalledWith('/area-cliente/remotes.json', { cache: 'no-cache' });
  });

  it("offers the live canary's build too, with its share of customers", async () => {
    manifest({ ...build('v7'), canary: { ...build('v8'), percent: 10, since: '2026-11-29T10:00:00.000Z' } });
    const builds = await leeBuildsOfertas();
    expect(builds.map((b) => [b.tipo, b.version, b.percent])).toEqual([
      ['estable', 'v7', undefined],
      ['canario', 'v8', 10],
    ]);
  });
});

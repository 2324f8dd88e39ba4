import { containerEntry, fetchRemotesManifest, remoteRoutes } from './remotes-manifest';

const manifest = {
  remotes: {
    remote_auth: {
      version: '20261122-101500-ab12cd34',
      entry: '/area-cliente/remotes/remote_auth/20261122-101500-ab12cd34/mf-manifest.json',
      needs: { kernel: '^1.0.0', react: '19.3.1' },
      routes: [
        { path: 'login', screen: 'login', public: true, layout: 'access' },
        { path: 'gdprTacito', screen: 'gdprTacito', layout: 'access' },
      ],
    },
    remote_portfolio: {
      version: '20261122-101600-cd34ef56',
      entry: '/area-cliente/remotes/remote_portfolio/20261122-101600-cd34ef56/mf-manifest.json',
      needs: { kernel: '^1.0.0', react: '19.3.1' },
      routes: [{ path: 'polizaAutos/:idPoliza', screen: 'polizaAutos', layout: 'main' }],
    },
  },
};

const provides = { kernel: '1.2.0', react: '19.3.1' };
const needs = { kernel: '^1.0.0', react: '19.3.1' };

afterEach(() => vi.unstubAllGlobals());

const serve = (json: unknown) =>
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(json))));

describe('remotes.json', () => {
  it('turns every remote route into a router entry tagged with its remote', async () => {
    serve(manifest);
    const { remotes, refused } = await fetchRemotesManifest(provides);
    expect(refused).toEqual({});
    expect(remoteRoutes(remotes)).toEqual([
      { remote: 'remote_auth', path: 'login', screen: 'login', public: true, layout: 'access' },
      { remote: 'remote_auth', path: 'gdprTacito', screen: 'gdprTacito', public: false, layout: 'access' },
      {
        remote: 'remote_portfolio',
        path: 'polizaAutos/:idPoliza',
        screen: 'polizaAutos',
        public: false,
        layout: 'main',
      },
    ]);
  });

  it('refuses a remote built for a kernel it does not provide, keeping its routes for the fallback', async () => {
    serve({
      remotes: {
        ...manifest.remotes,
        remote_portfolio: {
          ...manifest.remotes.remote_portfolio,
          needs: { ...needs, kernel: '^2.0.0' },
          routes: [{ path: 'polizaAutos/:idPoliza', screen: 'polizaAutos', layout: 'main' }],
        },
      },
    });
    const { remotes, refused } = await fetchRemotesManifest(provides);
    expect(refused).toEqual({ remote_portfolio: 'needs kernel ^2.0.0 (the shell provides 1.2.0)' });
    expect(remoteRoutes(remotes).map((r) => r.remote)).toEqual([
      'remote_auth',
      'remote_auth',
      'remote_portfolio',
    ]);
  });

  it('refuses a remote deployed before contracts (no needs stated), naming the kernel it was built for', async () => {
    const { needs: _, ...beforeContracts } = manifest.remotes.remote_portfolio;
    serve({ remotes: { ...manifest.remotes, remote_portfolio: beforeContracts } });
    const { refused } = await fetchRemotesManifest(provides);
    expect(refused).toEqual({ remote_portfolio: 'needs kernel ^0.1.0 (the shell provides 1.2.0)' });
  });

  it('keeps the remotes it can read when another entry is malformed', async () => {
    const route = { path: 'x', screen: 'x', layout: 'sidebar' };
    serve({
      remotes: {
        remote_auth: { ...manifest.remotes.remote_auth, routes: [route] },
        'remote-claims': manifest.remotes.remote_auth,
        remote_portfolio: manifest.remotes.remote_portfolio,
      },
    });
    const { remotes, refused } = await fetchRemotesManifest(provides);
    expect(Object.keys(remotes)).toEqual(['remote_portfolio']);
    expect(Object.keys(refused)).toEqual(['remote_auth', 'remote-claims']);
  });

  it('is fetched as the preload hint announces it and fails loudly when unreadable', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    await fetchRemotesManifest(provides);
    // No cache mode of its own: a request that differs from the preload would download it twice.
    expect(fetchMock).toHaveBeenCalledWith('/area-cliente/remotes.json');

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 404 })));
    await expect(fetchRemotesManifest(provides)).rejects.toThrow(/404/);
    serve({ routes: [] });
    await expect(fetchRemotesManifest(provides)).rejects.toThrow();
  });

  it('loads each remote by the remoteEntry.js beside the manifest remotes.json names', () => {
    expect(containerEntry('/area-cliente/remotes/remote_auth/v1/mf-manifest.json')).toBe(
      '/area-cliente/remotes/remote_auth/v1/remoteEntry.js',
    );
    expect(containerEntry('http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });
});

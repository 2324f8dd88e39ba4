import * as v from 'valibot';
import {
  containerEntry,
  fetchRemotesManifest,
  remoteRoutes,
  RemotesManifestSchema,
} from './remotes-manifest';

const manifest = {
  remotes: {
    remote_auth: {
      version: '20261122-101500-ab12cd34',
      entry: '/area-cliente/remotes/remote_auth/20261122-101500-ab12cd34/mf-manifest.json',
      routes: [
        { path: 'login', screen: 'login', public: true },
        { path: 'gdprTacito', screen: 'gdprTacito', layout: 'access' },
      ],
    },
    remote_portfolio: {
      version: '20261122-101600-cd34ef56',
      entry: '/area-cliente/remotes/remote_portfolio/20261122-101600-cd34ef56/mf-manifest.json',
      routes: [{ path: 'polizaAutos/:idPoliza', screen: 'polizaAutos' }],
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('remotes.json', () => {
  it('turns every remote route into a router entry tagged with its remote', () => {
    expect(remoteRoutes(v.parse(RemotesManifestSchema, manifest))).toEqual([
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

  it('refuses a layout the shell does not have', () => {
    const route = { path: 'x', screen: 'x', layout: 'sidebar' };
    const bad = { remotes: { remote_auth: { ...manifest.remotes.remote_auth, routes: [route] } } };
    expect(v.safeParse(RemotesManifestSchema, bad).success).toBe(false);
  });

  it('rejects a remote name that Module Federation cannot use', () => {
    const bad = { remotes: { 'remote-auth': manifest.remotes.remote_auth } };
    expect(v.safeParse(RemotesManifestSchema, bad).success).toBe(false);
  });

  it('is fetched as the preload hint announces it and fails loudly when unreadable', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchRemotesManifest()).resolves.toEqual(v.parse(RemotesManifestSchema, manifest));
    // No cache mode of its own: a request that differs from the preload would download it twice.
    expect(fetchMock).toHaveBeenCalledWith('/area-cliente/remotes.json');

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 404 })));
    await expect(fetchRemotesManifest()).rejects.toThrow(/404/);
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

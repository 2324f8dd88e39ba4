import { parseDeployDocument, readRemotesManifest, RoutesFileSchema, unmetNeeds } from './deploy';

const shell = { kernel: '1.4.2', react: '19.3.1' };
const entry = {
  version: '20261122-101500-ab12cd34',
  entry: '/area-cliente/remotes/remote_auth/20261122-101500-ab12cd34/mf-manifest.json',
  needs: { kernel: '^1.0.0', react: '19.3.1' },
  routes: [{ path: 'login', screen: 'login', public: true, layout: 'access' }],
};

describe('what a shell can serve', () => {
  it('serves a remote built for an older or equal minor of its kernel major', () => {
    expect(unmetNeeds({ kernel: '^1.0.0', react: '19.3.1' }, shell)).toBeUndefined();
    expect(unmetNeeds({ kernel: '^1.4.2', react: '^19.0.0' }, shell)).toBeUndefined();
  });

  it('names both versions when the remote needs a newer kernel or another major', () => {
    expect(unmetNeeds({ kernel: '^1.5.0', react: '19.3.1' }, shell)).toBe(
      'needs kernel ^1.5.0 (the shell provides 1.4.2)',
    );
    expect(unmetNeeds({ kernel: '^2.0.0', react: '19.4.0' }, shell)).toBe(
      'needs kernel ^2.0.0 (the shell provides 1.4.2) and react 19.4.0 (the shell provides 19.3.1)',
    );
    expect(unmetNeeds({ kernel: '^0.9.0', react: '19.3.1' }, shell)).toMatch(/kernel \^0\.9\.0/);
  });

  it('answers each pair again as it did the first time (the runtime remembers its semver answers)', () => {
    const older = { kernel: '^1.0.0', react: '19.3.1' };
    const newer = { kernel: '^1.5.0', react: '19.3.1' };
    for (let round = 0; round < 3; round++) {
      expect(unmetNeeds(older, shell)).toBeUndefined();
      expect(unmetNeeds(newer, shell)).toMatch(/kernel \^1\.5\.0/);
      expect(unmetNeeds(older, { ...shell, kernel: '1.6.0' })).toBeUndefined();
      expect(unmetNeeds(older, { ...shell, kernel: '2.0.0' })).toMatch(/kernel \^1\.0\.0/);
    }
  });

  it('refuses a remote deployed before contracts, naming the kernel it was built for', () => {
    expect(unmetNeeds(undefined, { kernel: '2.0.0', react: '19.3.1' })).toBe(
      'needs kernel ^0.1.0 (the shell provides 2.0.0)',
    );
  });
});

describe('remotes.json as the shell reads it', () => {
  it('keeps the entries that parse and says why the others do not', () => {
    const readable = readRemotesManifest({
      remotes: {
        remote_auth: entry,
        remote_offers: { ...entry, routes: [{ path: 'ofertas', screen: 'ofertas', layout: 'sidebar' }] },
        'remote-claims': entry,
        remote_receipts: { ...entry, needs: { kernel: 'latest', react: '19.3.1' } },
        remote_portfolio: { ...entry, routes: [{ path: 'inicio', screen: 'inicio' }] },
      },
    });
    expect(Object.keys(readable.remotes)).toEqual(['remote_auth']);
    expect(readable.remotes.remote_auth?.routes[0]).toEqual(entry.routes[0]);
    expect(readable.unreadable).toEqual({
      remote_offers: expect.stringMatching(/^routes\.0\.layout /),
      'remote-claims': 'name (root) is not a JS identifier',
      remote_receipts: 'needs.kernel is not a range (^1.2.0 or 1.2.3)',
      remote_portfolio: '(root) states its needs, so every route must declare its layout',
    });
  });

  it('keeps the API contract a build reads, and refuses one that is not a contract hash', () => {
    const readable = readRemotesManifest({
      remotes: {
        remote_auth: { ...entry, needs: { ...entry.needs, contrato: '25b171323dea' } },
        remote_offers: { ...entry, needs: { ...entry.needs, contrato: 'latest' } },
      },
    });
    expect(readable.remotes.remote_auth?.needs?.contrato).toBe('25b171323dea');
    expect(readable.unreadable).toEqual({
      remote_offers: 'needs.contrato is not a contract hash (12 hex digits)',
    });
  });

  it('says which remotes have side-menu entries: only those whose entry states it', () => {
    const readable = readRemotesManifest({
      remotes: { remote_claims: { ...entry, menu: true }, remote_auth: entry },
    });
    expect(readable.remotes.remote_claims?.menu).toBe(true);
    // An entry deployed before menus: no flag, no menu asked for.
    expect(readable.remotes.remote_auth?.menu).toBeUndefined();
    expect(readRemotesManifest({ remotes: { remote_auth: { ...entry, menu: 'yes' } } }).unreadable).toEqual({
      remote_auth: expect.stringMatching(/^menu /),
    });
  });

  it('refuses a document that is not a remotes.json at all', () => {
    expect(() => readRemotesManifest({ remote_auth: entry })).toThrow();
    expect(() => readRemotesManifest('<html>')).toThrow();
  });
});

describe('a deployment document', () => {
  it('is refused with its file name and the place of the error', () => {
    expect(() =>
      parseDeployDocument(
        RoutesFileSchema,
        { routes: [{ path: '/login', screen: 'login', layout: 'access' }] },
        'routes.json',
      ),
    ).toThrow('routes.json is not valid: routes.0.path is not a route pattern relative to the app base');
    expect(() =>
      parseDeployDocument(RoutesFileSchema, { routes: [{ path: 'x', screen: 'x' }] }, 'f'),
    ).toThrow('f is not valid: routes.0.layout');
    expect(
      parseDeployDocument(
        RoutesFileSchema,
        { routes: [{ path: 'x/:id', screen: 'x', layout: 'main' }] },
        'f',
      ),
    ).toEqual({ routes: [{ path: 'x/:id', screen: 'x', public: false, layout: 'main' }], menu: false });
    expect(parseDeployDocument(RoutesFileSchema, { menu: true, routes: [] }, 'f')).toEqual({
      routes: [],
      menu: true,
    });
  });
});

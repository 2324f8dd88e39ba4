import { loadRemotePrefetch } from './federation';
import { linkedScreens, prefetchLinkedScreens, prefetchScreenCode, screenTarget } from './prefetch';
import type { RemoteRoute } from './remotes-manifest';

vi.mock('./federation', () => ({ loadRemotePrefetch: vi.fn() }));
const load = vi.mocked(loadRemotePrefetch);

const route = (remote: string, path: string, screen: string): RemoteRoute => ({
  remote,
  path,
  screen,
  public: false,
  layout: 'main',
});
const ROUTES = [
  route('remote_offers', 'inicio', 'inicio'),
  route('remote_portfolio', 'polizaAutos/:idPoliza', 'polizaAutos'),
  route('remote_claims', 'declararSiniestro', 'declararSiniestro'),
  route('remote_claims', 'declararSiniestro/:idPoliza', 'declararSiniestro'),
];
const ORIGIN = 'https://cliente.example.com';

beforeEach(() => load.mockReset());

describe('screenTarget', () => {
  it('finds the remote, screen and route parameters an app address opens', () => {
    expect(screenTarget('/area-cliente/polizaAutos/200001', ROUTES, ORIGIN)).toEqual({
      remote: 'remote_portfolio',
      screen: 'polizaAutos',
      params: { idPoliza: '200001' },
    });
    expect(screenTarget(`${ORIGIN}/area-cliente/declararSiniestro/7?x=1`, ROUTES, ORIGIN)).toMatchObject({
      screen: 'declararSiniestro',
      params: { idPoliza: '7' },
    });
  });

  it('is null for another site, a file of the app, an unknown route or no address', () => {
    expect(screenTarget('https://other.example.com/area-cliente/inicio', ROUTES, ORIGIN)).toBeNull();
    expect(screenTarget('/area-cliente/marca/aviso-legal.html', ROUTES, ORIGIN)).toBeNull();
    expect(screenTarget('/area-cliente/polizaAutos', ROUTES, ORIGIN)).toBeNull();
    expect(screenTarget('/inicio', ROUTES, ORIGIN)).toBeNull();
    expect(screenTarget('http://[', ROUTES, ORIGIN)).toBeNull();
  });
});

describe('linkedScreens', () => {
  it('lists each screen the links lead to once, in document order', () => {
    document.body.innerHTML = `
      <a href="/area-cliente/polizaAutos/1">a</a>
      <a href="/area-cliente/polizaAutos/2">b</a>
      <a href="/area-cliente/declararSiniestro">c</a>
      <a href="https://example.com/">d</a>
      <a href="/area-cliente/inicio">e</a>`;
    expect(linkedScreens(document, ROUTES).map((t) => t.screen)).toEqual([
      'polizaAutos',
      'declararSiniestro',
      'inicio',
    ]);
  });
});

describe('prefetchScreenCode', () => {
  it("downloads the remote's ./app and the screen's chunk, and returns what the remote declares", async () => {
    const remote = { preloadScreen: vi.fn(async () => undefined), screenData: vi.fn() };
    load.mockResolvedValue(remote);
    const target = { remote: 'remote_portfolio', screen: 'polizaAutos', params: { idPoliza: '1' } };
    await expect(prefetchScreenCode(target)).resolves.toBe(remote);
    expect(load).toHaveBeenCalledWith('remote_portfolio');
    expect(remote.preloadScreen).toHaveBeenCalledWith('polizaAutos');
  });

  it('copes with a remote built before prefetching existed (no preloadScreen)', async () => {
    load.mockResolvedValue({});
    await expect(
      prefetchScreenCode({ remote: 'remote_offers', screen: 'inicio', params: {} }),
    ).resolves.toEqual({});
  });
});

describe('prefetchLinkedScreens', () => {
  it("waits while the screen is busy loading, then downloads the code of its links' screens", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { setPrefetchRoutes } = await import('./prefetch');
    setPrefetchRoutes(ROUTES);
    const remote = { preloadScreen: vi.fn(async () => undefined) };
    load.mockResolvedValue(remote);
    document.body.innerHTML = `<div aria-busy="true"></div>`;
    prefetchLinkedScreens();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).not.toHaveBeenCalled();

    document.body.innerHTML = `<a href="/area-cliente/polizaAutos/1">a</a><a href="/area-cliente/inicio">b</a>`;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(remote.preloadScreen.mock.calls).toEqual([['polizaAutos'], ['inicio']]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts a spinner that says what it waits for as loading, and reads links drawn later too', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const remote = { preloadScreen: vi.fn(async () => undefined) };
    load.mockResolvedValue(remote);
    document.body.innerHTML = `<span class="ac-spinner-wrap"></span>`;
    prefetchLinkedScreens();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).not.toHaveBeenCalled();

    document.body.innerHTML = `<a href="/area-cliente/inicio">b</a>`;
    await vi.advanceTimersByTimeAsync(300);
    document.body.insertAdjacentHTML('beforeend', `<a href="/area-cliente/polizaAutos/1">a</a>`);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(remote.preloadScreen.mock.calls).toEqual([['inicio'], ['polizaAutos']]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stops on a screen change', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    load.mockResolvedValue({});
    document.body.innerHTML = `<a href="/area-cliente/inicio">b</a>`;
    prefetchLinkedScreens()();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});

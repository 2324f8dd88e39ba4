import { bus } from '../events';
import { api } from '../http/api';
import { AuthDataSchema } from '../contract';
import { makePortfolio } from '../testing/fixtures';
import { closeSession, reloadClubUrl, reloadPortfolio } from './actions';
import { appConfigAtom, loadAppConfig } from './app-config';
import { clienteAtom, clubUrlAtom, portfolioAtom } from './atoms';
import { sessionStore } from './store';
import { TOKEN_STORAGE_KEY, getToken, isLoggedIn, tokenAtom } from './token';

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  closeSession();
});

describe('session', () => {
  it('starts logged out', () => {
    expect(getToken()).toBe('no-token');
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps a token returned by the API in session storage and the store', async () => {
    vi.stubGlobal('fetch', answer({ codigo: 0, mensaje: '', data: { token: 'tok-1' } }));
    await api.post('/v1/ac/user/auth', { username: 'a', password: 'b' }, AuthDataSchema);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
    expect(isLoggedIn()).toBe(true);
  });

  it('reloads the portfolio into the store, deriving the client', async () => {
    const portfolio = makePortfolio();
    const fetchMock = answer({ codigo: 0, mensaje: '', data: portfolio });
    vi.stubGlobal('fetch', fetchMock);

    const [a, b] = await Promise.all([reloadPortfolio(), reloadPortfolio()]);

    expect(a).toEqual(portfolio);
    expect(b).toEqual(portfolio);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(portfolioAtom)).toEqual(portfolio);
    expect(sessionStore.get(clienteAtom)?.nombre).toBe('Ana García López');
  });

  it('resolves to null when the portfolio cannot be read, after the global handling', async () => {
    vi.stubGlobal('fetch', answer({ codigo: 1111, mensaje: 'x', data: null }, 500));
    const onError = vi.fn();
    const off = bus.on('communication-error', onError);
    await expect(reloadPortfolio()).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows a business error of a reload as an alert', async () => {
    vi.stubGlobal('fetch', answer({ codigo: 1000, mensaje: 'Cliente bloqueado', data: null }));
    const onAlert = vi.fn();
    const off = bus.on('alert', onAlert);
    await expect(reloadClubUrl()).resolves.toBeNull();
    expect(onAlert).toHaveBeenCalledWith({ message: 'Cliente bloqueado', kind: 'error' });
    off();
  });

  it('reloads the club URL', async () => {
    vi.stubGlobal('fetch', answer({ codigo: 0, mensaje: '', data: { url: 'https://club.example.com/x' } }));
    await expect(reloadClubUrl()).resolves.toBe('https://club.example.com/x');
    expect(sessionStore.get(clubUrlAtom)).toBe('https://club.example.com/x');
  });

  it('closeSession forgets the token and the client data', () => {
    sessionStore.set(portfolioAtom, makePortfolio());
    sessionStore.set(clubUrlAtom, 'https://club.example.com');
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');

    closeSession();

    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('no-token');
    expect(getToken()).toBe('no-token');
    expect(sessionStore.get(portfolioAtom)).toBeNull();
    expect(sessionStore.get(clienteAtom)).toBeNull();
    expect(sessionStore.get(clubUrlAtom)).toBeNull();
  });
});

describe('loadAppConfig', () => {
  const config = {
    telefonoGratuito: '900 000 000',
    telefonoNormal: '910 000 000',
    urlAvisoLegal: 'https://example.com/aviso-legal',
    urlPrivacidad: 'https://example.com/privacidad',
    urlCookies: 'https://example.com/cookies',
    redesSociales: [{ nombre: 'Facebook', url: 'https://facebook.com/x' }],
  };

  it('loads and stores the runtime configuration', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/area-cliente/config.json', { cache: 'no-cache' });
    expect(sessionStore.get(appConfigAtom)).toEqual(config);
  });

  it('resolves to null on an invalid or missing file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"telefonoGratuito": 1}')),
    );
    await expect(loadAppConfig()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(loadAppConfig()).resolves.toBeNull();
    warn.mockRestore();
  });
});

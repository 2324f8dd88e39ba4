import { api } from '../http/api';
import { CALLS } from '../contract';
import { closeSession } from './actions';
import { appConfigAtom, loadAppConfig } from './app-config';
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
    await api.call(CALLS.auth, { body: { username: 'a', password: 'b' } });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
    expect(isLoggedIn()).toBe(true);
  });

  it('closeSession forgets the token', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');

    closeSession();

    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('no-token');
    expect(getToken()).toBe('no-token');
  });
});

describe('loadAppConfig', () => {
  const config = {
    marca: {
      nombre: 'Mutua Horizonte',
      razonSocial: 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija',
      logo: '/area-cliente/marca/logo.svg',
      colorPrimario: '#0b5c8e',
      colorPrimarioOscuro: '#084466',
      colorAcento: '#1b6e46',
    },
    telefonoGratuito: '900 000 000',
    telefonoNormal: '910 000 000',
    urlAvisoLegal: 'https://www.mutuahorizonte.es/aviso-legal',
    urlPrivacidad: 'https://www.mutuahorizonte.es/privacidad',
    urlCookies: 'https://www.mutuahorizonte.es/cookies',
    urlAccesibilidad: 'https://www.mutuahorizonte.es/accesibilidad',
    redesSociales: [{ nombre: 'Facebook', url: 'https://facebook.com/x' }],
  };

  it('loads and stores the runtime configuration; one that does not say it is the demo is not', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual({ ...config, demo: false });
    expect(fetchMock).toHaveBeenCalledWith('/area-cliente/config.json', { cache: 'no-cache' });
    expect(sessionStore.get(appConfigAtom)).toEqual({ ...config, demo: false });
  });

  it('resolves to null on an invalid or missing file, one without the brand or with a colour that is not #rrggbb', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"telefonoGratuito": 1}')),
    );
    await expect(loadAppConfig()).resolves.toBeNull();
    // A brand is not optional: without it the header would have no name to show.
    const { marca: _marca, ...sinMarca } = config;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(sinMarca))),
    );
    await expect(loadAppConfig()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ...config, marca: { ...config.marca, colorPrimario: 'red;}' } })),
      ),
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

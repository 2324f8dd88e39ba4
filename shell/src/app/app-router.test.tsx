import { api, closeSession, SessionProvider } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { makeCliente, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoute } from '../composition';
import { AppRoutes } from './app-router';

const { prefetchPathCode } = vi.hoisted(() => ({ prefetchPathCode: vi.fn() }));
vi.mock('../composition', () => ({
  RemoteScreen: ({
    remote,
    screen,
    params,
  }: {
    remote: string;
    screen: string;
    params: Record<string, string>;
  }) => <p data-testid="remote">{`${remote}:${screen}:${JSON.stringify(params)}`}</p>,
  loadRemoteMenu: async () => null,
  menuRemotes: () => [],
  prefetchPathCode,
}));
vi.mock('../composition/prefetch-intent', () => ({ usePrefetchNextScreens: () => {} }));

const routes: RemoteRoute[] = [
  { remote: 'remote_auth', path: 'login', screen: 'login', public: true, layout: 'access' },
  { remote: 'remote_auth', path: 'gdprTacito', screen: 'gdprTacito', public: false, layout: 'access' },
  { remote: 'remote_offers', path: 'inicio', screen: 'inicio', public: false, layout: 'main' },
  {
    remote: 'remote_portfolio',
    path: 'polizaAutos/:idPoliza',
    screen: 'polizaAutos',
    public: false,
    layout: 'main',
  },
];

/** Where the router is: the path the last render was at. */
let at = '';
function Where() {
  at = useLocation().pathname;
  return null;
}

function renderAt(path: string, table = routes) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={table} />
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

async function logIn() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      // The portfolio load of a private route is not what these tests look at: answer it as an error.
      const data = url.endsWith('/user/auth') ? { token: 'tok' } : null;
      return new Response(
        JSON.stringify({ codigo: url.endsWith('/user/auth') ? 0 : 1000, mensaje: 'x', data }),
      );
    }),
  );
  await api.call(CALLS.auth, { body: { username: 'a', password: 'b' } });
}

describe('appRoutes', () => {
  afterEach(() => {
    closeSession();
    vi.unstubAllGlobals();
  });

  it("once the credentials are accepted, downloads the home's code while the login reads the portfolio", async () => {
    prefetchPathCode.mockClear();
    await logIn();
    expect(prefetchPathCode.mock.calls).toEqual([['/inicio']]);
    // A later token (a refresh) is no new login.
    await logIn();
    expect(prefetchPathCode).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor without session from private, root and unknown paths to login', async () => {
    for (const path of ['/polizaAutos/1', '/gdprTacito', '/', '/no-existe']) {
      const view = renderAt(path);
      expect((await screen.findByTestId('remote')).textContent).toBe('remote_auth:login:{}');
      expect(at).toBe('/login');
      view.unmount();
    }
  });

  it('shows login in the access layout with its title', async () => {
    renderAt('/login');
    await screen.findByTestId('remote');
    expect(screen.getByText('ÁREA CLIENTE')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú lateral' })).toBeNull();
  });

  it('mounts private screens with their params inside the main layout once logged in', async () => {
    await logIn();
    const view = renderAt('/polizaAutos/42');
    expect((await screen.findByTestId('remote')).textContent).toBe(
      'remote_portfolio:polizaAutos:{"idPoliza":"42"}',
    );
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(
      'Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas',
    );
    view.unmount();
  });

  it('sends a logged-in user from the root and unknown paths to inicio', async () => {
    await logIn();
    renderAt('/no-existe');
    expect((await screen.findByTestId('remote')).textContent).toBe('remote_offers:inicio:{}');
    expect(at).toBe('/inicio');
  });

  it('takes a client whose consent is pending back to gdprTacito from any customer screen', async () => {
    await logIn();
    seedPortfolio(makePortfolio({ cliente: makeCliente({ gdprEmpresas: undefined }) }));
    const view = renderAt('/inicio');
    expect((await screen.findByTestId('remote')).textContent).toBe('remote_auth:gdprTacito:{}');
    expect(at).toBe('/gdprTacito');
    view.unmount();

    seedPortfolio(makePortfolio({ cliente: makeCliente({ gdprEmpresas: false }) }));
    const answered = renderAt('/inicio');
    expect((await screen.findByTestId('remote')).textContent).toBe('remote_offers:inicio:{}');
    answered.unmount();
  });

  it('frames each route as its routes.json says: a private consent screen keeps the access layout', async () => {
    await logIn();
    seedPortfolio(makePortfolio({ cliente: makeCliente({ gdprEmpresas: false }) }));
    const view = renderAt('/gdprTacito');
    expect((await screen.findByTestId('remote')).textContent).toBe('remote_auth:gdprTacito:{}');
    expect(screen.getByText('ÁREA CLIENTE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    view.unmount();
  });
});

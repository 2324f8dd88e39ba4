import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../contract';
import { api, bus, closeSession, fromRoute, screenData, SessionProvider } from '@area-cliente/shared';
import { Loaded } from '../ui';
import { makePortfolio, seedPortfolio } from '../testing/fixtures';
import { prefetchScreenData, useCallQuery, useScreenQuery } from './call-query';
import {
  invalidatePortfolio,
  refreshAfterLogin,
  refreshPortfolio,
  useClubUrl,
  usePortfolio,
} from './portfolio';
import { queryClient } from './query-client';

type Answer = { codigo: number; mensaje?: string; data: unknown; status?: number };

/** Answers each path with its entry (the last part of the URL's path), counting the calls. */
function serve(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    const key = Object.keys(answers).find((path) => url.pathname.endsWith(path));
    const answer = key ? answers[key] : undefined;
    if (!answer) return new Response('{}', { status: 404 });
    const { status = 200, mensaje = '', ...rest } = answer;
    return new Response(JSON.stringify({ mensaje, ...rest }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String((input as Request).url ?? input).endsWith(path)).length;

async function logIn() {
  serve({ '/user/auth': { codigo: 0, data: { token: 'tok' } } });
  await api.call(CALLS.auth, { body: { username: 'a', password: 'b' } });
}

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

afterEach(() => {
  closeSession();
  vi.unstubAllGlobals();
});

describe('portfolio', () => {
  it('is read once for the whole page: concurrent refreshes share one request', async () => {
    await logIn();
    const portfolio = makePortfolio();
    const fetchMock = serve({ '/portfolio': { codigo: 0, data: portfolio } });

    const [a, b] = await Promise.all([refreshPortfolio(), refreshPortfolio()]);

    expect(a).toEqual(portfolio);
    expect(b).toEqual(portfolio);
    expect(calls(fetchMock, '/portfolio')).toBe(1);
    const { result } = renderHook(usePortfolio, { wrapper });
    expect(result.current?.cliente.nombre).toBe('Ana García López');
    expect(calls(fetchMock, '/portfolio')).toBe(1);
  });

  it('is not asked for without a session', () => {
    const fetchMock = serve({ '/portfolio': { codigo: 0, data: makePortfolio() } });
    const { result } = renderHook(usePortfolio, { wrapper });
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves to null when it cannot be read, after the global handling', async () => {
    await logIn();
    serve({ '/portfolio': { codigo: 1111, mensaje: 'x', data: null, status: 500 } });
    const onError = vi.fn();
    const off = bus.on('communication-error', onError);
    await expect(refreshPortfolio()).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows its business error as an alert: it has no screen state of its own', async () => {
    await logIn();
    serve({ '/portfolio': { codigo: 1000, mensaje: 'Cliente bloqueado', data: null } });
    const onAlert = vi.fn();
    const off = bus.on('alert', onAlert);
    await expect(refreshPortfolio()).resolves.toBeNull();
    expect(onAlert).toHaveBeenCalledWith({ message: 'Cliente bloqueado', kind: 'error' });
    off();
  });

  it('is read again by whoever shows it after an invalidation', async () => {
    await logIn();
    seedPortfolio(makePortfolio());
    const { result } = renderHook(usePortfolio, { wrapper });
    const changed = makePortfolio({ cliente: { ...makePortfolio().cliente, nombre: 'Otra' } });
    serve({ '/portfolio': { codigo: 0, data: changed } });

    await act(() => invalidatePortfolio());

    await waitFor(() => expect(result.current?.cliente.nombre).toBe('Otra'));
  });

  it('after a login, reads the portfolio and the club URL afresh', async () => {
    await logIn();
    const fetchMock = serve({
      '/portfolio': { codigo: 0, data: makePortfolio() },
      '/getUrlClub': { codigo: 0, data: { url: 'https://club.example.com/x' } },
    });
    await expect(refreshAfterLogin()).resolves.toEqual(makePortfolio());
    const { result } = renderHook(useClubUrl, { wrapper });
    expect(result.current).toBe('https://club.example.com/x');
    expect(calls(fetchMock, '/getUrlClub')).toBe(1);
  });

  it('is forgotten when the session closes', async () => {
    await logIn();
    seedPortfolio(makePortfolio());
    closeSession();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('useCallQuery', () => {
  function Area({ id }: { id: string | null }) {
    const state = useCallQuery(CALLS.urlHnaAreaCliente, id === null ? null : { params: { idCliente: id } });
    return <Loaded state={state}>{({ url }) => <p>Área {url}</p>}</Loaded>;
  }
  const user = () => userEvent.setup();

  it('shows the skeleton, then the data', async () => {
    await logIn();
    const fetchMock = serve({
      '/urlHnaAreaCliente/7': { codigo: 0, data: { url: 'https://hna.example.com' } },
    });
    render(<Area id="7" />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe('Cargando datos ...');
    expect(await screen.findByText('Área https://hna.example.com')).toBeTruthy();
    expect(calls(fetchMock, '/urlHnaAreaCliente/7')).toBe(1);
  });

  it('shows not found for a malformed id without asking, and for a 404', async () => {
    await logIn();
    const fetchMock = serve({
      '/urlHnaAreaCliente/8': { codigo: 1000, mensaje: 'No existe', data: null, status: 404 },
    });
    const { unmount } = render(<Area id={null} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    render(<Area id="8" />, { wrapper });
    expect(await screen.findByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeTruthy();
  });

  it("shows the server's message with 'Reintentar', which asks again", async () => {
    await logIn();
    serve({ '/urlHnaAreaCliente/9': { codigo: 1000, mensaje: 'Servicio no disponible', data: null } });
    render(<Area id="9" />, { wrapper });
    expect((await screen.findByRole('alert')).textContent).toContain('Servicio no disponible');
    serve({ '/urlHnaAreaCliente/9': { codigo: 0, data: { url: 'https://hna.example.com' } } });
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Área https://hna.example.com')).toBeTruthy();
  });
});

describe('a screen read ahead (prefetchScreenData)', () => {
  // Declared once: the screen reads it and the shell prefetches it.
  const AREA = screenData(CALLS.urlHnaAreaCliente, (params) => fromRoute({ idCliente: params.idCliente }));
  function AreaScreen({ params }: { params: Record<string, string> }) {
    const state = useScreenQuery(AREA, params);
    return <Loaded state={state}>{({ url }) => <p>Área {url}</p>}</Loaded>;
  }

  it('fills the entry the screen reads: it shows at once, without its skeleton', async () => {
    await logIn();
    const fetchMock = serve({
      '/urlHnaAreaCliente/7': { codigo: 0, data: { url: 'https://hna.example.com' } },
    });
    await prefetchScreenData(AREA, { idCliente: '7' });
    expect(calls(fetchMock, '/urlHnaAreaCliente/7')).toBe(1);
    render(<AreaScreen params={{ idCliente: '7' }} />, { wrapper });
    expect(screen.getByText('Área https://hna.example.com')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // And checks behind for a change, as every screen does when it shows.
    await waitFor(() => expect(calls(fetchMock, '/urlHnaAreaCliente/7')).toBe(2));
  });

  it('asks once while the answer is fresh: a pointer crossing the link again asks nothing', async () => {
    await logIn();
    const fetchMock = serve({
      '/urlHnaAreaCliente/7': { codigo: 0, data: { url: 'https://hna.example.com' } },
    });
    await prefetchScreenData(AREA, { idCliente: '7' });
    await prefetchScreenData(AREA, { idCliente: '7' });
    expect(calls(fetchMock, '/urlHnaAreaCliente/7')).toBe(1);
  });

  it('asks nothing without a session, for a malformed id, or when the call fails', async () => {
    const fetchMock = serve({});
    await prefetchScreenData(AREA, { idCliente: '7' });
    await logIn();
    await prefetchScreenData(AREA, { idCliente: '../x' });
    expect(
      fetchMock.mock.calls.filter(([input]) => !String((input as Request).url).endsWith('/user/auth')),
    ).toEqual([]);
    serve({ '/urlHnaAreaCliente/5': { codigo: 1000, mensaje: 'No', data: null } });
    await expect(prefetchScreenData(AREA, { idCliente: '5' })).resolves.toBeUndefined();
  });
});

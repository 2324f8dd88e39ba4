import type { MenuEntry, RemoteMenu } from '@area-cliente/shared';
import { makePortfolio } from '@area-cliente/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyRemoteLoaded } from '../composition/remote-loaded';
import { MENU_WAIT_MS, useRemoteMenu } from './use-remote-menu';

const composition = vi.hoisted(() => ({ loadRemoteMenu: vi.fn(), remotes: [] as string[] }));
vi.mock('../composition/remote-menu', () => ({ loadRemoteMenu: composition.loadRemoteMenu }));
vi.mock('../composition/federation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  menuRemotes: () => composition.remotes,
}));

const entry = (label: string, position: number): MenuEntry => ({ label, path: `/${label}`, position });
const menu = (...entries: MenuEntry[]): RemoteMenu => ({ menuEntries: () => entries });
const labels = (entries: MenuEntry[] | undefined) => entries?.map((e) => e.label);

/** A remote's menu whose answer the test gives when it likes. */
function later() {
  let answer!: (menu: RemoteMenu | null) => void;
  const loaded = new Promise<RemoteMenu | null>((resolve) => (answer = resolve));
  return { loaded, answer };
}

// One portfolio object, as the query cache hands it: a new one is a new portfolio to ask about.
const portfolio = makePortfolio();

beforeEach(() => {
  composition.loadRemoteMenu.mockReset();
  composition.remotes = ['remote_claims', 'remote_offers', 'remote_portfolio'];
});

describe('useRemoteMenu', () => {
  it('lists every remote’s entries by position, whatever order the remotes answer in, once all have', async () => {
    const [claims, offers, ownPortfolio] = [later(), later(), later()];
    const loads: Record<string, Promise<RemoteMenu | null>> = {
      remote_claims: claims.loaded,
      remote_offers: offers.loaded,
      remote_portfolio: ownPortfolio.loaded,
    };
    composition.loadRemoteMenu.mockImplementation((remote: string) => loads[remote]);
    const { result } = renderHook(() => useRemoteMenu(portfolio));

    await act(async () => offers.answer(menu(entry('Sorteos', 100), entry('Ofertas', 90))));
    await act(async () => claims.answer(menu(entry('Reclamaciones', 60), entry('Declarar', 50))));
    expect(result.current).toBeUndefined();
    await act(async () => ownPortfolio.answer(menu(entry('Mis datos', 10), entry('Mensajes', 30))));
    expect(labels(result.current)).toEqual([
      'Mis datos',
      'Mensajes',
      'Declarar',
      'Reclamaciones',
      'Ofertas',
      'Sorteos',
    ]);
  });

  it('is empty at once when no deployed remote has a menu', () => {
    composition.remotes = [];
    const { result } = renderHook(() => useRemoteMenu(portfolio));
    expect(result.current).toEqual([]);
    expect(composition.loadRemoteMenu).not.toHaveBeenCalled();
  });

  it('is unknown without a portfolio, and asks no remote', () => {
    const { result } = renderHook(() => useRemoteMenu(null));
    expect(result.current).toBeUndefined();
    expect(composition.loadRemoteMenu).not.toHaveBeenCalled();
  });

  it("leaves a remote that is down out, and brings its entries back once a remote loads ('Reintentar')", async () => {
    let claimsUp = false;
    composition.loadRemoteMenu.mockImplementation(async (remote: string) =>
      remote === 'remote_claims'
        ? claimsUp
          ? menu(entry('Reclamaciones', 60))
          : null
        : menu(
            entry(remote === 'remote_offers' ? 'Ofertas' : 'Mis datos', remote === 'remote_offers' ? 90 : 10),
          ),
    );
    const { result } = renderHook(() => useRemoteMenu(portfolio));
    await waitFor(() => expect(labels(result.current)).toEqual(['Mis datos', 'Ofertas']));

    claimsUp = true;
    act(() => notifyRemoteLoaded('remote_claims'));
    await waitFor(() => expect(labels(result.current)).toEqual(['Mis datos', 'Reclamaciones', 'Ofertas']));
  });

  it('leaves out the entries of a rule that throws or fails, and keeps the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    composition.loadRemoteMenu.mockImplementation(async (remote: string) => {
      if (remote === 'remote_claims')
        return {
          menuEntries: () => {
            throw new Error('broken rule');
          },
        };
      if (remote === 'remote_offers') return { menuEntries: () => Promise.reject(new Error('offline')) };
      return menu(entry('Mis datos', 10));
    });
    const { result } = renderHook(() => useRemoteMenu(portfolio));
    await waitFor(() => expect(labels(result.current)).toEqual(['Mis datos']));
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('does not wait for a slow remote past MENU_WAIT_MS, and adds its entries when it answers', async () => {
    vi.useFakeTimers();
    const slow = later();
    composition.loadRemoteMenu.mockImplementation(async (remote: string) =>
      remote === 'remote_offers' ? slow.loaded : menu(entry(remote, remote === 'remote_claims' ? 60 : 10)),
    );
    const { result } = renderHook(() => useRemoteMenu(portfolio));
    await act(async () => vi.advanceTimersByTime(MENU_WAIT_MS - 1));
    expect(result.current).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(1));
    expect(labels(result.current)).toEqual(['remote_portfolio', 'remote_claims']);
    vi.useRealTimers();
    await act(async () => slow.answer(menu(entry('Ofertas', 90))));
    expect(labels(result.current)).toEqual(['remote_portfolio', 'remote_claims', 'Ofertas']);
  });
});

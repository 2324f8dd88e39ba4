import { makePortfolio } from '@area-cliente/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyRemoteLoaded } from '../composition/remote-loaded';
import { OFFERS_MENU_WAIT_MS, useOffersMenu } from './use-offers-menu';

const offers = vi.hoisted(() => ({ loadOffersMenu: vi.fn() }));
vi.mock('../composition/offers-menu', () => offers);

describe('useOffersMenu', () => {
  it("brings the entries back once a remote loads again ('Reintentar'), with the same portfolio", async () => {
    const entries = [{ label: 'Ofertas', path: '/ofertas' }];
    offers.loadOffersMenu.mockResolvedValueOnce(null).mockResolvedValue({ menuEntries: () => entries });
    const portfolio = makePortfolio();
    const { result } = renderHook(() => useOffersMenu(portfolio));
    await waitFor(() => expect(result.current).toEqual([]));
    expect(offers.loadOffersMenu).toHaveBeenCalledTimes(1);

    act(() => notifyRemoteLoaded('remote_offers'));
    await waitFor(() => expect(result.current).toEqual(entries));
  });

  it('waits for entries the remote answers later (it downloads the live campaign first)', async () => {
    const entries = [{ label: 'Sorteos', path: '/sorteos' }];
    offers.loadOffersMenu.mockResolvedValue({ menuEntries: async () => entries });
    const { result } = renderHook(() => useOffersMenu(makePortfolio()));
    await waitFor(() => expect(result.current).toEqual(entries));
  });

  it('is unknown until the remote answers; a slow one is not waited for past OFFERS_MENU_WAIT_MS', async () => {
    vi.useFakeTimers();
    const entries = [{ label: 'Ofertas', path: '/ofertas' }];
    let answer!: (menu: unknown) => void;
    offers.loadOffersMenu.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useOffersMenu(makePortfolio()));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(OFFERS_MENU_WAIT_MS - 1));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
    vi.useRealTimers();
    answer({ menuEntries: () => entries });
    await waitFor(() => expect(result.current).toEqual(entries));
  });

  it('leaves the entries out when the remote cannot answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    offers.loadOffersMenu.mockResolvedValue({ menuEntries: () => Promise.reject(new Error('offline')) });
    const { result } = renderHook(() => useOffersMenu(makePortfolio()));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(result.current).toEqual([]);
    error.mockRestore();
  });
});

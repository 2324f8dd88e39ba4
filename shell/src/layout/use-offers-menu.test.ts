import { makePortfolio } from '@area-cliente/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyRemoteLoaded } from '../composition/remote-loaded';
import { useOffersMenu } from './use-offers-menu';

const offers = vi.hoisted(() => ({ loadOffersMenu: vi.fn() }));
vi.mock('../composition/offers-menu', () => offers);

describe('useOffersMenu', () => {
  it("brings the entries back once a remote loads again ('Reintentar'), with the same portfolio", async () => {
    const entries = [{ label: 'Ofertas', path: '/ofertas' }];
    offers.loadOffersMenu.mockResolvedValueOnce(null).mockResolvedValue({ menuEntries: () => entries });
    const portfolio = makePortfolio();
    const { result } = renderHook(() => useOffersMenu(portfolio));
    await waitFor(() => expect(offers.loadOffersMenu).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual([]);

    act(() => notifyRemoteLoaded('remote_offers'));
    await waitFor(() => expect(result.current).toEqual(entries));
  });
});

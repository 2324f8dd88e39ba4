import { prefetchScreenData } from '@area-cliente/shared/query';
import { loadRemotePrefetch } from './federation';
import { setPrefetchRoutes } from './prefetch';
import { prefetchLink } from './prefetch-intent';

vi.mock('./federation', () => ({ loadRemotePrefetch: vi.fn() }));
vi.mock('@area-cliente/shared/query', () => ({ prefetchScreenData: vi.fn(async () => undefined) }));
const load = vi.mocked(loadRemotePrefetch);
const prefetchData = vi.mocked(prefetchScreenData);

const DATA = { call: { method: 'GET', path: '/v1/ac/polizas-veh/:idPoliza' }, args: () => null } as never;

beforeEach(() => {
  load.mockReset();
  prefetchData.mockClear();
  setPrefetchRoutes([
    {
      remote: 'remote_portfolio',
      path: 'polizaAutos/:idPoliza',
      screen: 'polizaAutos',
      public: false,
      layout: 'main',
    },
    { remote: 'remote_offers', path: 'inicio', screen: 'inicio', public: false, layout: 'main' },
  ]);
});

describe('prefetchLink (a link hovered, focused or touched)', () => {
  it("reads the data the target screen's remote declares, with the link's route parameters", async () => {
    const remote = { preloadScreen: vi.fn(async () => undefined), screenData: vi.fn(() => DATA) };
    load.mockResolvedValue(remote);
    await prefetchLink('/area-cliente/polizaAutos/200001');
    expect(remote.preloadScreen).toHaveBeenCalledWith('polizaAutos');
    expect(remote.screenData).toHaveBeenCalledWith('polizaAutos');
    expect(prefetchData).toHaveBeenCalledWith(DATA, { idPoliza: '200001' });
  });

  it('reads nothing for a screen without declared data, nor for an address outside the app', async () => {
    load.mockResolvedValue({ screenData: () => undefined });
    await prefetchLink('/area-cliente/inicio');
    await prefetchLink('https://example.com/area-cliente/inicio');
    expect(prefetchData).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never throws: a remote down now is left to the click, which shows its fallback', async () => {
    load.mockRejectedValue(new Error('unreachable'));
    await expect(prefetchLink('/area-cliente/polizaAutos/1')).resolves.toBeUndefined();
    expect(prefetchData).not.toHaveBeenCalled();
  });
});

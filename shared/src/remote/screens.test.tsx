import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { CALLS } from '../contract';
import { fromRoute, lazyScreen, screenData, screenPrefetch } from './screens';

const navigate = () => {};

describe('lazyScreen', () => {
  it('downloads its chunk once, whether preloaded before the click or rendered', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Póliza</p> }));
    const Screen = lazyScreen(load);
    await Screen.preload?.();
    render(
      <Suspense fallback={<p>cargando</p>}>
        <Screen screen="polizaAutos" params={{}} navigate={navigate} />
      </Suspense>,
    );
    expect(await screen.findByText('Póliza')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, when its chunk is already there', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <p>Póliza</p> }));
    await Screen.preload?.();
    render(
      <Suspense fallback={<p>cargando</p>}>
        <Screen screen="polizaAutos" params={{}} navigate={navigate} />
      </Suspense>,
    );
    expect(screen.getByText('Póliza')).toBeTruthy();
    expect(screen.queryByText('cargando')).toBeNull();
  });

  it('asks again after a failed download (the network may be back)', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const Screen = lazyScreen(load);
    await expect(Screen.preload?.()).rejects.toThrow('offline');
    await expect(Screen.preload?.()).resolves.toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('screenPrefetch', () => {
  const POLIZA = screenData(CALLS.polizaVeh, (params) => fromRoute({ idPoliza: params.idPoliza }));
  const load = vi.fn(async () => ({ default: () => null }));
  const prefetch = screenPrefetch({ polizaAutos: lazyScreen(load, POLIZA), cliente: lazyScreen(load) });

  it("gives the shell a screen's code and the declaration of the data it reads first", async () => {
    await prefetch.preloadScreen('polizaAutos');
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch.screenData('polizaAutos')).toBe(POLIZA);
    expect(POLIZA.args({ idPoliza: '200001' })).toEqual({ params: { idPoliza: '200001' } });
  });

  it('declares nothing for a screen without data, and knows no unknown screen', () => {
    expect(prefetch.screenData('cliente')).toBeUndefined();
    expect(prefetch.preloadScreen('nada')).toBeUndefined();
    expect(prefetch.screenData('nada')).toBeUndefined();
  });

  it('never asks for a malformed id', () => {
    expect(POLIZA.args({ idPoliza: '../1' })).toBeNull();
    expect(POLIZA.args({})).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoute } from '../composition';
import { BlankScreenGuard } from './blank-screen-guard';

const countRemoteFailure = vi.fn();
vi.mock('../composition', () => ({ countRemoteFailure: (remote: string) => countRemoteFailure(remote) }));

const routes: RemoteRoute[] = [
  { remote: 'remote_offers', path: 'inicio', screen: 'inicio', public: false, layout: 'main' },
];

function renderAt(path: string, container: Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BlankScreenGuard routes={routes} container={container} />
    </MemoryRouter>,
  );
}

describe('BlankScreenGuard', () => {
  afterEach(() => {
    vi.useRealTimers();
    countRemoteFailure.mockReset();
  });

  it('after 3 s of an empty app shows the frame with the error, a way home and Reintentar, and counts the remote', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/inicio', document.createElement('div'));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(3000));

    expect(screen.getByRole('heading', { name: 'No hemos podido mostrar esta pantalla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/area-cliente/');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(countRemoteFailure).toHaveBeenCalledWith('remote_offers');
  });

  it('stays out of the way of a screen that draws', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = document.createElement('div');
    app.textContent = 'Inicio';
    renderAt('/inicio', app);

    act(() => vi.advanceTimersByTime(10_000));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(countRemoteFailure).not.toHaveBeenCalled();
  });
});

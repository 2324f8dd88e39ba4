import { api, SessionProvider } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SessionWatcher } from './idle-warning';

const left = (caducaEnSegundos: number, terminaEnSegundos = 8 * 3600) => ({
  caducaEnSegundos,
  terminaEnSegundos,
});

describe('SessionWatcher', () => {
  let call: MockInstance<typeof api.call>;
  beforeEach(() => {
    vi.useFakeTimers();
    call = vi.spyOn(api, 'call');
  });
  afterEach(() => {
    call.mockRestore();
    vi.useRealTimers();
  });

  const renderWatcher = async () => {
    render(
      <SessionProvider>
        <MemoryRouter>
          <SessionWatcher />
        </MemoryRouter>
      </SessionProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
  };

  it("counts down the last minute, tells screen readers now and then, and 'Seguir conectado' extends it", async () => {
    call.mockImplementation(async (spec: unknown) => (spec === CALLS.mantenerSesion ? left(900) : left(60)));
    await renderWatcher();
    const dialog = screen.getByRole('dialog', { name: '¿Sigues ahí?' });
    expect(within(dialog).getByRole('timer').textContent).toBe('1:00');
    const live = dialog.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Quedan 60 segundos.');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(dialog).getByRole('timer').textContent).toBe('0:55');
    // Not every second: the last announcement stands until the next one is due.
    expect(live.textContent).toBe('Quedan 60 segundos.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(live.textContent).toBe('Quedan 45 segundos.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir conectado' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(call).toHaveBeenCalledWith(CALLS.mantenerSesion);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing while the API says more than a minute is left', async () => {
    call.mockResolvedValue(left(61));
    await renderWatcher();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("at the absolute limit offers no 'Seguir conectado'", async () => {
    call.mockResolvedValue(left(50, 50));
    await renderWatcher();
    const dialog = screen.getByRole('dialog', { name: 'Tu sesión va a terminar' });
    expect(within(dialog).queryByRole('button', { name: 'Seguir conectado' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});

import { bus } from '@area-cliente/shared';
import { Popup } from '@area-cliente/shared/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from './alert-host';

const COMUNICACION = 'Error de comunicación con servidor';

function renderHost() {
  const view = render(<AlertHost screenKey="a" />);
  return { ...view, changeScreen: () => view.rerender(<AlertHost screenKey="b" />) };
}

describe('AlertHost', () => {
  it('keeps an alert until the screen changes and does not stack repeats', async () => {
    const { changeScreen } = renderHost();
    act(() => {
      bus.emit('alert', { message: COMUNICACION, kind: 'error' });
      bus.emit('alert', { message: COMUNICACION, kind: 'error' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Still there long after the old 5-second timer would have removed it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('alert').textContent).toContain(COMUNICACION);

    changeScreen();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on its close button', () => {
    renderHost();
    act(() => bus.emit('alert', { message: 'Guardado', kind: 'success' }));
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows alerts inside the open dialog, whose background is inert', () => {
    renderHost();
    const dialog = render(
      <Popup open title="Cambiar e-mail" onClose={() => {}}>
        <p>Formulario</p>
      </Popup>,
    );
    act(() => bus.emit('alert', { message: COMUNICACION, kind: 'error' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(COMUNICACION);

    dialog.unmount();
    expect(screen.getByRole('alert').closest('dialog')).toBeNull();
  });
});

describe('AlertHost, timed alerts (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timedError = () =>
    act(() => bus.emit('alert', { message: COMUNICACION, kind: 'error', durationMs: 5000 }));

  it('closes the communication error after 5 seconds', () => {
    renderHost();
    timedError();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert').textContent).toContain(COMUNICACION);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits while pointed at or focused, then gives its full time again', () => {
    renderHost();
    timedError();
    const alert = screen.getByRole('alert');
    fireEvent.pointerEnter(alert.parentElement!);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('alert')).toBe(alert);

    fireEvent.pointerLeave(alert.parentElement!);
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('alert')).toBe(alert);

    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).blur());
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBe(alert);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

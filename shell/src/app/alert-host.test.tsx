import { bus } from '@area-cliente/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from './alert-host';

describe('AlertHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an alert for its duration and does not stack repeats', () => {
    render(<AlertHost />);
    act(() => {
      bus.emit('alert', { message: 'Error de comunicación con servidor', kind: 'error', durationMs: 5000 });
      bus.emit('alert', { message: 'Error de comunicación con servidor', kind: 'error', durationMs: 5000 });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert').textContent).toContain('Error de comunicación con servidor');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on its close button', () => {
    render(<AlertHost />);
    act(() => bus.emit('alert', { message: 'Guardado', kind: 'success', durationMs: 5000 }));
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSondeo } from './use-sondeo';

function Sondeo({ leer, activo }: { leer: () => void; activo: boolean }) {
  useSondeo(leer, 10_000, activo);
  return null;
}

let visible: DocumentVisibilityState = 'visible';
const ponVisibilidad = (v: DocumentVisibilityState) => {
  visible = v;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

describe('useSondeo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visible = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visible);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads every interval while visible, nothing while hidden, at once on coming back', () => {
    const leer = vi.fn();
    render(<Sondeo leer={leer} activo />);
    vi.advanceTimersByTime(30_000);
    expect(leer).toHaveBeenCalledTimes(3);
    ponVisibilidad('hidden');
    vi.advanceTimersByTime(60_000);
    expect(leer).toHaveBeenCalledTimes(3);
    ponVisibilidad('visible');
    expect(leer).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(10_000);
    expect(leer).toHaveBeenCalledTimes(5);
  });

  it('stops for good once inactive (the request finished)', () => {
    const leer = vi.fn();
    const { rerender } = render(<Sondeo leer={leer} activo />);
    vi.advanceTimersByTime(10_000);
    rerender(<Sondeo leer={leer} activo={false} />);
    vi.advanceTimersByTime(60_000);
    ponVisibilidad('hidden');
    ponVisibilidad('visible');
    expect(leer).toHaveBeenCalledTimes(1);
  });

  it('does not start in a tab opened hidden', () => {
    visible = 'hidden';
    const leer = vi.fn();
    render(<Sondeo leer={leer} activo />);
    vi.advanceTimersByTime(60_000);
    expect(leer).not.toHaveBeenCalled();
  });
});

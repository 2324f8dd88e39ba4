import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for requestIdleCallback where there is one', () => {
    const requestIdleCallback = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2_000 });
  });

  it('falls back to a short pause where there is none (Safari), and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(300);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

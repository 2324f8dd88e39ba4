import { watchForBlank } from './blank-watch';

// MutationObserver reports in a microtask.
const mutationsDelivered = () => Promise.resolve();

describe('watchForBlank', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('calls a container that stays without text for 3 s blank, once', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ac-layout"><span> </span></div>';
    const onBlank = vi.fn();
    watchForBlank(container, onBlank);

    vi.advanceTimersByTime(2999);
    expect(onBlank).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBlank).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onBlank).toHaveBeenCalledTimes(1);
  });

  it('text arriving in time resets the clock; emptying again starts it anew', async () => {
    const container = document.createElement('div');
    const onBlank = vi.fn();
    watchForBlank(container, onBlank);

    vi.advanceTimersByTime(2000);
    container.textContent = 'Inicio';
    await mutationsDelivered();
    vi.advanceTimersByTime(5000);
    expect(onBlank).not.toHaveBeenCalled();

    container.textContent = '';
    await mutationsDelivered();
    vi.advanceTimersByTime(3000);
    expect(onBlank).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    const onBlank = vi.fn();
    const stop = watchForBlank(document.createElement('div'), onBlank);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onBlank).not.toHaveBeenCalled();
  });
});

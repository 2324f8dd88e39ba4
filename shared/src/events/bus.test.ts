import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers payloads to every handler of the type only', () => {
    const bus = createEventBus();
    const alerts: string[] = [];
    const navigations: string[] = [];
    bus.on('alert', (a) => alerts.push(a.message));
    bus.on('alert', (a) => alerts.push(a.kind));
    bus.on('navigate', (n) => navigations.push(n.to));

    bus.emit('alert', { message: 'Hola', kind: 'info' });

    expect(alerts).toEqual(['Hola', 'info']);
    expect(navigations).toEqual([]);
  });

  it('supports events without payload', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('session-expired', handler);
    bus.emit('session-expired');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe, even when unsubscribing during an emit', () => {
    const bus = createEventBus();
    const calls: string[] = [];
    const offA = bus.on('go-to-login', () => {
      calls.push('a');
      offA();
    });
    bus.on('go-to-login', () => calls.push('b'));

    bus.emit('go-to-login');
    bus.emit('go-to-login');

    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('keeps notifying the other handlers when one throws', () => {
    const bus = createEventBus();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('go-to-login', () => {
      throw new Error('boom');
    });
    bus.on('go-to-login', after);

    bus.emit('go-to-login');

    expect(after).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('isolates separate buses', () => {
    const a = createEventBus();
    const b = createEventBus();
    const handler = vi.fn();
    a.on('communication-error', handler);
    b.emit('communication-error');
    expect(handler).not.toHaveBeenCalled();
  });
});

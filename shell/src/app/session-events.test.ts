import { bus, getToken, isLoggedIn, TOKEN_STORAGE_KEY } from '@area-cliente/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSessionEvents } from './session-events';

describe('connectSessionEvents', () => {
  const navigate = vi.fn();
  const alerts = vi.fn();
  let disconnect: () => void;
  let offAlerts: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockReset();
    alerts.mockReset();
    disconnect = connectSessionEvents(navigate);
    offAlerts = bus.on('alert', alerts);
  });

  afterEach(() => {
    disconnect();
    offAlerts();
    vi.useRealTimers();
  });

  it('on session expiry shows Sesion caducada for 3 s, then closes the session and goes to login once', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    bus.emit('session-expired');
    bus.emit('session-expired');
    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith({ message: 'Sesion caducada', kind: 'error', durationMs: 3000 });
    expect(navigate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getToken()).toBe('no-token');
    expect(isLoggedIn()).toBe(false);
  });

  it('replaces the route with login on go-to-login', () => {
    bus.emit('go-to-login');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shows the communication error for 5 s', () => {
    bus.emit('communication-error');
    expect(alerts).toHaveBeenCalledWith({
      message: 'Error de comunicación con servidor',
      kind: 'error',
      durationMs: 5000,
    });
  });

  it('navigates on request from a remote', () => {
    bus.emit('navigate', { to: '/cliente' });
    bus.emit('navigate', { to: '/inicio', replace: true });
    expect(navigate).toHaveBeenNthCalledWith(1, '/cliente', { replace: false });
    expect(navigate).toHaveBeenNthCalledWith(2, '/inicio', { replace: true });
  });

  it('stops listening once disconnected', () => {
    disconnect();
    bus.emit('go-to-login');
    expect(navigate).not.toHaveBeenCalled();
  });
});

import { bus, getToken, isLoggedIn, sessionExpiredNotice, takeReturnPath } from '@area-cliente/shared';
import { logInForTest } from '@area-cliente/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSessionEvents, markLoggingOut } from './session-events';

describe('connectSessionEvents', () => {
  const navigate = vi.fn();
  const alerts = vi.fn();
  let disconnect: () => void;
  let offAlerts: () => void;
  let path = '/recibo/200002';

  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockReset();
    alerts.mockReset();
    path = '/recibo/200002';
    sessionStorage.clear();
    disconnect = connectSessionEvents(navigate, () => path);
    offAlerts = bus.on('alert', alerts);
  });

  afterEach(() => {
    disconnect();
    offAlerts();
    vi.useRealTimers();
  });

  it("on session expiry shows 'Sesion caducada' for 3 s, then closes the session and goes to login once", () => {
    logInForTest('tok');
    bus.emit('session-expired');
    bus.emit('session-expired');

    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith({ message: 'Sesion caducada', kind: 'error' });
    // The screen stays, with its alert, for the spec's 3 seconds.
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');

    vi.advanceTimersByTime(1);
    path = '/login';
    bus.emit('session-expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getToken()).toBe('no-token');
    expect(isLoggedIn()).toBe(false);
    expect(sessionExpiredNotice()).toBe(true);
    expect(takeReturnPath()).toBe('/recibo/200002');
    expect(sessionExpiredNotice()).toBe(false);
  });

  it('closes a session on its way out at once when the shell disconnects', () => {
    logInForTest('tok');
    bus.emit('session-expired');
    disconnect();
    expect(getToken()).toBe('no-token');
    vi.advanceTimersByTime(3000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 1200 answered while logging out on purpose is no expiry', () => {
    logInForTest('tok');
    markLoggingOut(true);
    bus.emit('session-expired');
    markLoggingOut(false);
    vi.advanceTimersByTime(3000);
    expect(alerts).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionExpiredNotice()).toBe(false);
  });

  it('replaces the route with login on go-to-login', () => {
    bus.emit('go-to-login');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shows the communication error for 5 seconds', () => {
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

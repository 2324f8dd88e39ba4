import {
  bus,
  getToken,
  isLoggedIn,
  sessionExpiredNotice,
  takeReturnPath,
  TOKEN_STORAGE_KEY,
} from '@area-cliente/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSessionEvents } from './session-events';

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
    disconnect = connectSessionEvents(navigate, () => path);
    offAlerts = bus.on('alert', alerts);
  });

  afterEach(() => {
    disconnect();
    offAlerts();
    vi.useRealTimers();
  });

  it('on session expiry closes the session at once, goes to login once and remembers the screen', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    bus.emit('session-expired');
    path = '/login';
    bus.emit('session-expired');

    expect(alerts).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getToken()).toBe('no-token');
    expect(isLoggedIn()).toBe(false);
    expect(sessionExpiredNotice()).toBe(true);
    expect(takeReturnPath()).toBe('/recibo/200002');
    expect(sessionExpiredNotice()).toBe(false);
  });

  it('replaces the route with login on go-to-login', () => {
    bus.emit('go-to-login');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shows the communication error', () => {
    bus.emit('communication-error');
    expect(alerts).toHaveBeenCalledWith({ message: 'Error de comunicación con servidor', kind: 'error' });
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

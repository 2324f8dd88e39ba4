import {
  bus,
  closeSession,
  getToken,
  isLoggedIn,
  sessionExpiredNotice,
  takeReturnPath,
} from '@area-cliente/shared';
import { CACHE_TARJETAS } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCacheStorage } from '../pwa/fake-cache-storage';
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

describe('the digital cards kept on the device, at any session end', () => {
  const base = '/area-cliente/tarjetas-sin-conexion/';
  const conservada = {
    formato: 2,
    conservar: true,
    idPoliza: 200001,
    vista: {
      producto: 'Auto',
      filas: [],
      notaQr: 'El código QR de verificación solo se muestra con conexión.',
    },
    guardadaEl: '2026-11-26T09:42:00Z',
  };
  const kept = `${base}0123456789abcdef0123456789abcdef/200001`;
  // A copy an older version wrote for every card opened, with its live QR code.
  const legacy = `${base}200002`;
  let fake: ReturnType<typeof fakeCacheStorage>;
  let disconnect: (() => void) | undefined;

  beforeEach(async () => {
    fake = fakeCacheStorage();
    vi.stubGlobal('caches', fake.storage);
    const cache = await caches.open(CACHE_TARJETAS);
    await cache.put(kept, new Response(JSON.stringify(conservada)));
    await cache.put(legacy, new Response(JSON.stringify({ vista: conservada.vista, qrSvg: '<svg/>' })));
  });
  afterEach(() => {
    disconnect?.();
    disconnect = undefined;
    vi.unstubAllGlobals();
  });

  const connect = () => {
    disconnect = connectSessionEvents(vi.fn(), () => '/polizaAutos/200001');
  };
  const dropped = () => vi.waitFor(() => expect(fake.paths(CACHE_TARJETAS)).toEqual([kept]));

  it('go at once when the session expired or was closed elsewhere (1200), before the alert ends', async () => {
    logInForTest('tok');
    connect();
    bus.emit('session-expired');
    await dropped();
    expect(getToken()).toBe('tok');
  });

  it('go on go-to-login (1300)', async () => {
    logInForTest('tok');
    connect();
    bus.emit('go-to-login');
    await dropped();
  });

  it('go when the token goes, whatever ended it', async () => {
    logInForTest('tok');
    connect();
    await Promise.resolve();
    expect(fake.paths(CACHE_TARJETAS)).toEqual([kept, legacy]);
    closeSession();
    await dropped();
  });

  it('go when the page starts without a session (the browser was closed on the last one)', async () => {
    connect();
    await dropped();
  });
});

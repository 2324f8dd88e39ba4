import { afterEach, describe, expect, it } from 'vitest';
import { rememberExpiredSession, safeReturnPath, sessionExpiredNotice, takeReturnPath } from './expiry';

describe('session expiry return path', () => {
  afterEach(() => sessionStorage.clear());

  it('accepts the app screens and refuses anything that could leave the app', () => {
    expect(safeReturnPath('/recibo/200002')).toBe('/recibo/200002');
    expect(safeReturnPath('/cliente')).toBe('/cliente');
    expect(safeReturnPath('/nif?modo=recordar')).toBeNull();
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/login',
      '',
      '/recibo/../../x',
      42,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('gives the return path once and validates what storage holds', () => {
    rememberExpiredSession('/polizaAutos/7');
    expect(sessionExpiredNotice()).toBe(true);
    expect(takeReturnPath()).toBe('/polizaAutos/7');
    expect(takeReturnPath()).toBeNull();

    sessionStorage.setItem('area-cliente.session-expired', JSON.stringify({ returnPath: '//evil.example' }));
    expect(takeReturnPath()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { PRODUCTION_ENV as PRODUCTION } from './production-env';

describe('the roadside assistance provider settings', () => {
  it('are required for a production start, each named when missing', () => {
    const { ASISTENCIA_URL: _url, ASISTENCIA_TOKEN: _token, ...sin } = PRODUCTION;
    expect(() => configFromEnv(sin)).toThrow(
      'Invalid environment: missing settings for a production start: ASISTENCIA_URL, ASISTENCIA_TOKEN (or DEMO=true for the demo)',
    );
    expect(() => configFromEnv({ ...sin, ASISTENCIA_URL: PRODUCTION.ASISTENCIA_URL })).toThrow(
      /production start: ASISTENCIA_TOKEN /,
    );
    expect(configFromEnv(PRODUCTION).asistencia).toEqual({
      url: PRODUCTION.ASISTENCIA_URL,
      token: PRODUCTION.ASISTENCIA_TOKEN,
    });
  });

  it('take the provider over https only in production, http too in the demo', () => {
    expect(() =>
      configFromEnv({ ...PRODUCTION, ASISTENCIA_URL: 'http://asistencia.example.com/api' }),
    ).toThrow('Invalid environment: ASISTENCIA_URL must be an https:// URL in production, not http:');
    expect(() => configFromEnv({ ...PRODUCTION, ASISTENCIA_TOKEN: 'corto' })).toThrow(/ASISTENCIA_TOKEN/);
    const local = {
      DEMO: 'true',
      ASISTENCIA_URL: 'http://127.0.0.1:9100/api',
      ASISTENCIA_TOKEN: 'local-token-0123456789',
    };
    expect(configFromEnv(local).asistencia?.url).toBe(local.ASISTENCIA_URL);
    // A provider URL without its token is refused in the demo as well.
    expect(() => configFromEnv({ DEMO: 'true', ASISTENCIA_URL: local.ASISTENCIA_URL })).toThrow(
      /ASISTENCIA_TOKEN/,
    );
    // The demo without one uses the demo provider.
    expect(configFromEnv({ DEMO: 'true' }).asistencia).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { configFromEnv, databaseFromEnv } from '../src/config';

/** The API's own default is production: demo features only when asked for, real providers required. */
const PRODUCTION = {
  PAYMENT_GATEWAY_URL: 'https://pasarela.example.com/pago/',
  PAYMENT_GATEWAY_SECRET: 'real-gateway-secret-0123456789abcdef',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SEPA_CREDITOR_ID: 'ES04ZZZA28000032',
  MARCA_RAZON_SOCIAL: 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija',
  ASISTENCIA_URL: 'https://asistencia.example.com/api',
  ASISTENCIA_TOKEN: 'real-assistance-token-0123456789',
};

describe('configFromEnv', () => {
  it('refuses a production start naming every missing setting in one message', () => {
    expect(() => configFromEnv({})).toThrow(
      'Invalid environment: missing settings for a production start: PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET, SMS_HTTP_URL, SEPA_CREDITOR_ID, MARCA_RAZON_SOCIAL, ASISTENCIA_URL, ASISTENCIA_TOKEN',
    );
    expect(() => configFromEnv({ PAYMENT_GATEWAY_URL: PRODUCTION.PAYMENT_GATEWAY_URL })).toThrow(
      /: PAYMENT_GATEWAY_SECRET, SMS_HTTP_URL, SEPA_CREDITOR_ID, MARCA_RAZON_SOCIAL, ASISTENCIA_URL, ASISTENCIA_TOKEN /,
    );
  });

  it('starts in production with a real gateway and SMS provider, no demo feature on', () => {
    const config = configFromEnv(PRODUCTION);
    expect(config.demo).toBe(false);
    expect(config.payment).toMatchObject({
      gatewayUrl: PRODUCTION.PAYMENT_GATEWAY_URL,
      secret: PRODUCTION.PAYMENT_GATEWAY_SECRET,
      testGateway: false,
    });
    expect(config.sms).toEqual({ url: PRODUCTION.SMS_HTTP_URL, token: undefined });
  });

  it('in demo mode uses the test gateway with a random key of its own, never the real one', () => {
    const config = configFromEnv({ DEMO: 'true', PAYMENT_GATEWAY_SECRET: PRODUCTION.PAYMENT_GATEWAY_SECRET });
    expect(config.payment.testGateway).toBe(true);
    expect(config.payment.gatewayUrl).toBeUndefined();
    expect(config.payment.secret).not.toBe(PRODUCTION.PAYMENT_GATEWAY_SECRET);
    expect(config.payment.secret).toMatch(/^[\w-]{43}$/);
    expect(configFromEnv({ DEMO: 'true' }).payment.secret).not.toBe(config.payment.secret);
    expect(config.sms).toBeUndefined();
  });

  it('in demo mode with a real gateway configured, serves no test gateway', () => {
    const config = configFromEnv({ ...PRODUCTION, DEMO: 'true' });
    expect(config.payment.testGateway).toBe(false);
    expect(config.payment.secret).toBe(PRODUCTION.PAYMENT_GATEWAY_SECRET);
    expect(() =>
      configFromEnv({ DEMO: 'true', PAYMENT_GATEWAY_URL: PRODUCTION.PAYMENT_GATEWAY_URL }),
    ).toThrow(/PAYMENT_GATEWAY_SECRET/);
  });

  it('takes provider addresses over https only in production, naming each wrong setting', () => {
    for (const scheme of ['http://', 'ftp://', 'file://']) {
      expect(() =>
        configFromEnv({ ...PRODUCTION, PAYMENT_GATEWAY_URL: `${scheme}pasarela.example.com/pago/` }),
      ).toThrow(`PAYMENT_GATEWAY_URL must be an https:// URL in production, not ${scheme.slice(0, -2)}`);
    }
    expect(() =>
      configFromEnv({
        ...PRODUCTION,
        SMS_HTTP_URL: 'http://sms.example.com/send',
        PAYMENT_NOTIFY_URL: 'file:///etc/passwd',
      }),
    ).toThrow(
      'Invalid environment: PAYMENT_NOTIFY_URL must be an https:// URL in production, not file:; SMS_HTTP_URL must be an https:// URL in production, not http:',
    );
    // The demo may talk to a gateway or SMS box on this machine, but never over ftp: or file:.
    const local = { DEMO: 'true', SMS_HTTP_URL: 'http://127.0.0.1:9000/sms' };
    expect(configFromEnv(local).sms?.url).toBe(local.SMS_HTTP_URL);
    expect(() => configFromEnv({ ...local, SMS_HTTP_URL: 'ftp://127.0.0.1/sms' })).toThrow(
      'SMS_HTTP_URL must be an https:// URL (or http:// in the demo), not ftp:',
    );
  });

  it('puts the metrics port on loopback unless METRICS_HOST says otherwise, whatever HOST is', () => {
    expect(configFromEnv({ ...PRODUCTION, HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(configFromEnv({ ...PRODUCTION, METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
  });

  it('takes trusted proxies as a hop count and refuses the old all-or-nothing switch', () => {
    expect(configFromEnv(PRODUCTION).trustProxyHops).toBe(0);
    expect(configFromEnv({ ...PRODUCTION, TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => configFromEnv({ ...PRODUCTION, TRUST_PROXY_HOPS: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => configFromEnv({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => configFromEnv({ ...PRODUCTION, CLUB_URL: 'https://club.example.com' })).toThrow(/LINK_CLUB/);
  });
});

describe('the demo and its database', () => {
  const REAL = 'postgres://app:secret@db.internal:5432/area_cliente';

  it('refuses to seed or reset a PostgreSQL database not declared throw-away, saying what to set', () => {
    for (const read of [configFromEnv, databaseFromEnv]) {
      expect(() => read({ DEMO: 'true', DATABASE_URL: REAL })).toThrow(
        /DATABASE_URL names the database "area_cliente".*set DEMO_DATABASE_THROWAWAY=area_cliente/,
      );
      // A setting naming another database (copied from elsewhere) does not count.
      expect(() => read({ DEMO: 'true', DATABASE_URL: REAL, DEMO_DATABASE_THROWAWAY: 'ac_demo' })).toThrow(
        /DEMO_DATABASE_THROWAWAY=area_cliente/,
      );
    }
  });

  it('takes PGlite, or the database DEMO_DATABASE_THROWAWAY names; production is not concerned', () => {
    expect(configFromEnv({ DEMO: 'true' }).databaseUrl).toBeUndefined();
    const throwaway = { DEMO: 'true', DATABASE_URL: REAL, DEMO_DATABASE_THROWAWAY: 'area_cliente' };
    expect(configFromEnv(throwaway).databaseUrl).toBe(REAL);
    expect(databaseFromEnv(throwaway).databaseUrl).toBe(REAL);
    expect(configFromEnv({ ...PRODUCTION, DATABASE_URL: REAL }).demo).toBe(false);
  });
});

describe('load shedding (under-pressure)', () => {
  it('is on in production and off in the demo unless set', () => {
    expect(configFromEnv(PRODUCTION).pressure).toEqual({
      maxEventLoopDelayMs: 1000,
      maxHeapUsedBytes: 1536 * 1024 * 1024,
    });
    expect(configFromEnv({ DEMO: 'true' }).pressure).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 });
    expect(
      configFromEnv({ DEMO: 'true', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '500' }).pressure.maxEventLoopDelayMs,
    ).toBe(500);
  });
});

import { describe, expect, it } from 'vitest';
import { configFromEnv, databaseFromEnv } from '../src/config';
import { PRODUCTION_ENV as PRODUCTION } from './production-env';

describe('configFromEnv', () => {
  it('refuses a production start naming every missing setting in one message', () => {
    expect(() => configFromEnv({})).toThrow(
      'Invalid environment: missing settings for a production start: PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET, SMS_HTTP_URL, SMTP_URL, SMTP_FROM, AREA_CLIENTE_URL, SEPA_CREDITOR_ID, MARCA_RAZON_SOCIAL, ASISTENCIA_URL, ASISTENCIA_TOKEN, ESTUDIO_OIDC_EMISOR, ESTUDIO_OIDC_CLIENTE, ESTUDIO_OIDC_SECRETO, ESTUDIO_URL_PUBLICA',
    );
    expect(() => configFromEnv({ PAYMENT_GATEWAY_URL: PRODUCTION.PAYMENT_GATEWAY_URL })).toThrow(
      /: PAYMENT_GATEWAY_SECRET, SMS_HTTP_URL, SMTP_URL, SMTP_FROM, AREA_CLIENTE_URL, SEPA_CREDITOR_ID, MARCA_RAZON_SOCIAL, ASISTENCIA_URL, ASISTENCIA_TOKEN, ESTUDIO_OIDC_EMISOR, /,
    );
  });

  it("refuses a production studio without its identity provider's settings, or over http", () => {
    const { ESTUDIO_OIDC_SECRETO: _secreto, ...sinSecreto } = PRODUCTION;
    expect(() => configFromEnv(sinSecreto)).toThrow(
      'Invalid environment: missing settings for a production start: ESTUDIO_OIDC_SECRETO',
    );
    expect(() =>
      configFromEnv({ ...PRODUCTION, ESTUDIO_OIDC_EMISOR: 'http://identidad.example.com/' }),
    ).toThrow('ESTUDIO_OIDC_EMISOR must be an https:// URL in production, not http:');
    expect(configFromEnv(PRODUCTION).estudio).toEqual({
      urlPublica: 'https://www.example.com',
      cookieSegura: true,
      intervaloMs: 15_000,
      oidc: {
        emisor: PRODUCTION.ESTUDIO_OIDC_EMISOR,
        cliente: PRODUCTION.ESTUDIO_OIDC_CLIENTE,
        secreto: PRODUCTION.ESTUDIO_OIDC_SECRETO,
      },
    });
    // The demo signs staff in at its local provider when none is set.
    expect(configFromEnv({ DEMO: 'true', PORT: '3000' }).estudio).toEqual({
      urlPublica: 'http://localhost:3000',
      cookieSegura: false,
      intervaloMs: 5000,
      oidc: undefined,
    });
  });

  it('refuses a production start without the assistance phones the digital cards print', () => {
    const {
      ASISTENCIA_TELEFONO_HOGAR: _hogar,
      ASISTENCIA_TELEFONO_SALUD: _salud,
      ...sinTelefonos
    } = PRODUCTION;
    expect(() => configFromEnv(sinTelefonos)).toThrow(
      'Invalid environment: ASISTENCIA_TELEFONO_HOGAR is required; ASISTENCIA_TELEFONO_SALUD is required',
    );
    expect(() => configFromEnv({ ...PRODUCTION, ASISTENCIA_TELEFONO_AUTO: '12345' })).toThrow(
      'ASISTENCIA_TELEFONO_AUTO must be a 9-digit phone',
    );
    expect(configFromEnv(PRODUCTION).telefonosAsistencia).toEqual({
      VEH: '900 100 200',
      HOG: '900 100 201',
      SALUD_MMT: '900 100 202',
    });
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

  it('sends notifications through the SMTP server in production, the e-mail outbox in the demo', () => {
    expect(configFromEnv(PRODUCTION).email).toEqual({
      url: PRODUCTION.SMTP_URL,
      from: PRODUCTION.SMTP_FROM,
      requireTls: true,
    });
    expect(configFromEnv(PRODUCTION).avisos.areaUrl).toBe(PRODUCTION.AREA_CLIENTE_URL);
    expect(configFromEnv({ DEMO: 'true' }).email).toBeUndefined();
    expect(configFromEnv({ DEMO: 'true', PORT: '8211' }).avisos.areaUrl).toBe(
      'http://localhost:8211/area-cliente/',
    );
    expect(() => configFromEnv({ DEMO: 'true', SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/: SMTP_FROM /);
    expect(() => configFromEnv({ ...PRODUCTION, SMTP_URL: 'http://smtp.example.com' })).toThrow(
      'SMTP_URL must be smtp:// or smtps://',
    );
    expect(() => configFromEnv({ ...PRODUCTION, AREA_CLIENTE_URL: 'http://www.example.com/' })).toThrow(
      'AREA_CLIENTE_URL must be an https:// URL in production, not http:',
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

  it('lets an operator raise the real-user batches one address may send a minute, 30 unless set', () => {
    expect(configFromEnv(PRODUCTION).rumMaxPerMinute).toBe(30);
    expect(configFromEnv({ ...PRODUCTION, RUM_MAX_PER_MINUTE: '300' }).rumMaxPerMinute).toBe(300);
    expect(() => configFromEnv({ ...PRODUCTION, RUM_MAX_PER_MINUTE: 'mucho' })).toThrow(/RUM_MAX_PER_MINUTE/);
  });

  it('ends a session after 15 idle minutes and 8 hours in all unless set (the other API tests fix their own)', () => {
    expect(configFromEnv(PRODUCTION)).toMatchObject({
      sessionIdleMs: 15 * 60_000,
      sessionMaxMs: 8 * 3_600_000,
    });
    const set = configFromEnv({ ...PRODUCTION, SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '2' });
    expect(set).toMatchObject({ sessionIdleMs: 5 * 60_000, sessionMaxMs: 2 * 3_600_000 });
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

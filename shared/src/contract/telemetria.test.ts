import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RUM_MAX_BODY_BYTES, RumBatchSchema, type RumBatch } from './telemetria';

const view = { route: 'polizaAutos/:idPoliza', remote: 'remote_portfolio', version: '1.4.0' } as const;
const vital = { metric: 'LCP', value: 1830, remote: 'remote_portfolio', version: '1.4.0' } as const;
const beacon = { baliza: 'AbCdEfGhIjKlMnOpQrStU-', seq: 3 };
const valid: RumBatch = {
  ...beacon,
  views: [view, { route: 'declararSiniestro/:idPoliza', remote: 'remote_claims', version: '0.9.1-canary.2' }],
  failures: [{ kind: 'seccion', remote: 'remote_offers', version: '2.0.0' }],
  vitals: [vital, { ...vital, metric: 'CLS', value: 0.12 }],
};
const ok = (batch: unknown) => v.safeParse(RumBatchSchema, batch).success;

describe('RumBatchSchema', () => {
  it('accepts route patterns, deployed remotes, manifest versions and Web Vitals in range', () => {
    expect(ok(valid)).toBe(true);
    expect(ok({ ...beacon, views: [], failures: [], vitals: [] })).toBe(true);
    expect(ok({ ...valid, views: [{ ...view, route: 'sorteos/*' }] })).toBe(true);
  });

  it('refuses addresses, ids and query strings where a route pattern goes', () => {
    for (const route of [
      'polizaAutos/8812345',
      '/area-cliente/cliente',
      'cliente?nif=12345678Z',
      'https://example.com/x',
      'recibo/:idRecibo/',
      'cliente#ancla',
      'persona@example.com',
      '',
      'a/'.repeat(60) + 'a',
    ]) {
      expect(ok({ ...valid, views: [{ ...view, route }] }), route).toBe(false);
    }
  });

  it('refuses any field it does not name: an IP, a token, a NIF, a URL', () => {
    expect(ok({ ...valid, ip: '203.0.113.9' })).toBe(false);
    expect(ok({ ...valid, token: 'eyJhbGciOi' })).toBe(false);
    expect(ok({ ...valid, views: [{ ...view, nif: '12345678Z' }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, url: 'https://example.com/recibo/7' }] })).toBe(false);
    expect(
      ok({ ...valid, failures: [{ kind: 'carga', remote: 'remote_offers', version: '1', mensaje: 'x' }] }),
    ).toBe(false);
  });

  it('refuses unknown remotes, odd versions, unknown metrics and values out of range', () => {
    expect(ok({ ...valid, views: [{ ...view, remote: 'remote_evil' }] })).toBe(false);
    expect(ok({ ...valid, views: [{ ...view, version: '1.0.0 beta' }] })).toBe(false);
    expect(ok({ ...valid, views: [{ ...view, version: 'x'.repeat(41) }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, metric: 'FID' }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, value: -5 }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, value: Number.NaN }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, value: 600_001 }] })).toBe(false);
    expect(ok({ ...valid, vitals: [{ ...vital, metric: 'CLS', value: 101 }] })).toBe(false);
    expect(ok({ ...valid, failures: [{ kind: 'otra', remote: 'remote_offers', version: '1' }] })).toBe(false);
  });

  it('refuses a beacon the API could not have issued, or an odd batch number', () => {
    for (const baliza of ['x'.repeat(21), 'x'.repeat(23), 'x'.repeat(21) + '=', 7]) {
      expect(ok({ ...valid, baliza }), String(baliza)).toBe(false);
    }
    for (const seq of [-1, 1.5, 1001, '1', null]) expect(ok({ ...valid, seq }), String(seq)).toBe(false);
  });

  it('refuses oversized arrays, and a full batch still fits the body limit', () => {
    const many = <T>(n: number, item: T) => Array.from({ length: n }, () => item);
    expect(ok({ ...valid, views: many(31, view) })).toBe(false);
    expect(ok({ ...valid, failures: many(31, valid.failures[0]) })).toBe(false);
    expect(ok({ ...valid, vitals: many(41, vital) })).toBe(false);
    const longest = {
      route: 'polizaSaludMMT/:idPoliza/abcdefghijklmnopqrstuvwxyz',
      remote: 'remote_portfolio',
      version: 'x'.repeat(40),
    };
    const full = {
      baliza: 'x'.repeat(22),
      seq: 1000,
      views: many(30, longest),
      failures: many(30, { kind: 'seccion', remote: 'remote_portfolio', version: 'x'.repeat(40) }),
      vitals: many(40, {
        metric: 'TTFB',
        value: 123456.789,
        remote: 'remote_portfolio',
        version: 'x'.repeat(40),
      }),
    };
    expect(ok(full)).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(full)).length).toBeLessThan(RUM_MAX_BODY_BYTES);
  });
});

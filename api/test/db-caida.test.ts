import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entrar, sembrar } from './datos';
import { get, startApp, type TestApp } from './helpers';

// While PostgreSQL restarts or fails over, every request answers 503 with the envelope and a
// Retry-After, not the 500 of a bug (the figures of a real outage: `pnpm bench`, scripts/bench/resilience.mjs).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  const [c] = await sembrar(t, async (d) => [await d.cliente()]);
  token = await entrar(t.app, c!);
});
afterAll(() => t.close());

const caida = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a database that is not there for a moment', () => {
  it('answers 503 with the envelope and when to try again, and answers again once it is back', async () => {
    for (const err of [
      caida('57P01', 'terminating connection due to administrator command'),
      caida('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ]) {
      vi.spyOn(t.db, 'query').mockRejectedValue(err);
      vi.spyOn(t.db, 'maybe').mockRejectedValue(err);
      vi.spyOn(t.db, 'one').mockRejectedValue(err);
      const res = await get(t.app, '/cliente', token);
      vi.restoreAllMocks();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ codigo: 1111, mensaje: 'Error de comunicación con servidor', data: null });
    }
    expect((await get(t.app, '/cliente', token)).statusCode).toBe(200);
  });

  it('still answers a bug as a 500', async () => {
    vi.spyOn(t.db, 'maybe').mockRejectedValue(Object.assign(new Error('syntax error'), { code: '42601' }));
    vi.spyOn(t.db, 'one').mockRejectedValue(Object.assign(new Error('syntax error'), { code: '42601' }));
    const res = await get(t.app, '/cliente', token);
    vi.restoreAllMocks();
    expect(res.statusCode).toBe(500);
  });
});

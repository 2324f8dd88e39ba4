import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { get, startApp, testConfig, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
beforeAll(async () => {
  t = await startApp();
  lucia = await tokenFor(t.app, '12345678Z');
});
afterAll(() => t.close());

const personas = (fecha: string, token?: string) =>
  get(t.app, `/campanas/vista-previa/personas/${fecha}`, token);

describe('GET /campanas/vista-previa/personas/:fecha (demo only)', () => {
  it("answers every demo customer's portfolio on the chosen day", async () => {
    const res = await personas('2026-12-01', lucia);
    expect(res.statusCode).toBe(200);
    const { personas: list } = res.json().data as { personas: { cliente: { numDoc: string } }[] };
    const { n } = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes');
    expect(list.map((p) => p.cliente.numDoc)).toEqual(
      expect.arrayContaining(['12345678Z', '00000023T', 'B12345674']),
    );
    expect(list).toHaveLength(n);
  });

  it('computes the portfolios for that day, not today', async () => {
    const today = (await personas(new Date().toISOString().slice(0, 10), lucia)).json().data.personas[0];
    const later = (await personas('2099-01-01', lucia)).json().data.personas[0];
    expect(later.cliente.numDoc).toBe(today.cliente.numDoc);
    // Lucía's age moves with the day asked for.
    expect(later.cliente.edad).toBeGreaterThan(today.cliente.edad);
  });

  it('needs a session and a real day', async () => {
    expect((await personas('2026-12-01')).statusCode).toBe(401);
    expect((await personas('2026-02-30', lucia)).statusCode).toBe(400);
    expect((await personas('ayer', lucia)).statusCode).toBe(400);
  });

  it('does not exist in production, even for a live session', async () => {
    const prod = await buildApp(testConfig({ demo: false }), { db: t.db, logger: false });
    await prod.ready();
    const res = await get(prod, '/campanas/vista-previa/personas/2026-12-01', lucia);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('12345678Z');
    await prod.close();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate, pendingMigrations, type Db } from '../src/db';
import { seedIfEmpty } from '../src/seed';
import { freshDb, testConfig } from './helpers';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

async function emptyDb(): Promise<Db> {
  const fresh = await freshDb();
  drop = fresh.drop;
  return fresh.db;
}

describe('migrations and seed on an empty database', { tags: ['engine'] }, () => {
  it('applies every migration exactly once when several runs start together', async () => {
    const db = await emptyDb();
    const all = await pendingMigrations(db);
    expect(all.length).toBeGreaterThan(0);
    // On PostgreSQL these run on separate pool connections at the same time.
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db), migrate(db)]);
    expect(runs.flat().sort()).toEqual(all);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it('seeds once when two seeds start together', async () => {
    const db = await emptyDb();
    await migrate(db);
    const results = await Promise.all([seedIfEmpty(db, '2026-03-01'), seedIfEmpty(db, '2026-03-01')]);
    expect(results.sort()).toEqual([false, true]);
    const { n } = await db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM clientes WHERE num_doc = '12345678Z'",
    );
    expect(n).toBe(1);
  }, 90_000); // ten deliberately slow password hashes on a shared two-core machine

  it('outside demo mode refuses a schema behind the code and says what to run', async () => {
    const db = await emptyDb();
    await expect(buildApp(testConfig({ demo: false }), { db, logger: false })).rejects.toThrow(
      /schema is not current: \d+ migration\(s\) pending .*pnpm db:migrate/,
    );
    await migrate(db);
    const app = await buildApp(testConfig({ demo: false }), { db, logger: false });
    await app.close();
    // Production never seeds.
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).n).toBe(0);
  });
});

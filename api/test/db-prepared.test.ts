import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, PreparedStatement } from '../src/db';
import { freshDb } from './helpers';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await db.exec(`
    CREATE TABLE muestras (
      id bigint PRIMARY KEY, importe numeric(12, 2), dia date, momento timestamptz, activo boolean,
      nombre text, datos jsonb
    );
    INSERT INTO muestras VALUES
      (9007199254740991, 45.50, '2026-02-28', '2026-02-28T23:30:00Z', true, 'Lucía', '{"a": [1, "dos"]}'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL);`);
});
afterAll(() => drop());

const SELECT_SQL = `SELECT id, importe, dia, momento, activo, nombre, datos, count(*) OVER ()::int AS total,
                           $2::text AS eco
                      FROM muestras WHERE id >= $1 AND (momento IS NULL OR momento <= $3) ORDER BY id`;
const SELECT: PreparedStatement = { name: 'test_muestras', text: SELECT_SQL };

describe('prepared statements', { tags: ['engine'] }, () => {
  it('give the rows and value types of the same SQL run unprepared', async () => {
    const params = [1, 'eco', new Date('2026-03-01T00:00:00Z')];
    const plain = await db.query(SELECT_SQL, params);
    expect(plain).toHaveLength(2);
    // Twice: the first run prepares, the second only executes.
    expect(await db.query(SELECT, params)).toEqual(plain);
    expect(await db.query(SELECT, params)).toEqual(plain);
    expect(await db.query(SELECT, [3, null, new Date('2026-03-01T00:00:00Z')])).toEqual([
      expect.objectContaining({ id: 9007199254740991, eco: null }),
    ]);
    expect(plain[0]).toMatchObject({ id: 2, importe: null, datos: null, total: 2, eco: 'eco' });
    expect(plain[1]).toMatchObject({
      importe: 45.5,
      dia: '2026-02-28',
      momento: new Date('2026-02-28T23:30:00Z'),
      activo: true,
      nombre: 'Lucía',
      datos: { a: [1, 'dos'] },
    });
  });

  it('report a failing run as an error and leave the connection usable', async () => {
    const divide: PreparedStatement = { name: 'test_divide', text: 'SELECT 10 / $1::int AS q' };
    await expect(db.query(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await db.one(divide, [5])).toEqual({ q: 2 });
    expect(await db.one('SELECT 1 AS uno')).toEqual({ uno: 1 });
  });

  it('refuse a second SQL text under a name already used', async () => {
    const first: PreparedStatement = { name: 'test_unico', text: 'SELECT 1 AS n' };
    expect(await db.one(first, [])).toEqual({ n: 1 });
    await expect(db.query({ name: 'test_unico', text: 'SELECT 2 AS n' }, [])).rejects.toThrow(/test_unico/);
  });

  it("never see another request's uncommitted work", async () => {
    const count: PreparedStatement = { name: 'test_count', text: 'SELECT count(*)::int AS n FROM muestras' };
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO muestras (id) VALUES (3)');
        expect(await tx.one(count, [])).toEqual({ n: 3 });
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('rolled back on purpose');
      })
      .catch((err: unknown) => err);
    await insertDone;
    // On PGlite (one connection) this waits for the transaction to end; on PostgreSQL it runs on
    // another connection. Either way the row inserted and rolled back is never counted.
    expect(await db.one(count, [])).toEqual({ n: 2 });
    expect(await rolledBack).toEqual(new Error('rolled back on purpose'));
  });
});

import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { makeQueryable, TYPE_PARSERS } from './queryable';
import type { Db } from './types';

/**
 * Embedded PostgreSQL. One connection: PGlite itself queues every query behind an open
 * transaction, so transactions are serialised. `dataDir` undefined = in memory (tests).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, parsers: TYPE_PARSERS });
  } catch (err) {
    unlock();
    throw err;
  }
  const base = makeQueryable(
    async (sql, params) => (await pg.query(sql, [...params])).rows,
    async (sql) => {
      await pg.exec(sql);
    },
  );
  return {
    ...base,
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn(
          makeQueryable(
            async (sql, params) => (await tx.query(sql, [...params])).rows,
            async (sql) => {
              await tx.exec(sql);
            },
          ),
        ),
      ),
    close: async () => {
      await pg.close();
      unlock();
    },
  };
}

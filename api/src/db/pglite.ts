import { Mutex, PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { preparedRunner } from './pglite-prepared';
import { makeQueryable, TYPE_PARSERS } from './queryable';
import type { Db } from './types';

/**
 * Embedded PostgreSQL. One connection: PGlite itself queues every query behind an open
 * transaction, so transactions are serialised. `dataDir` undefined = in memory (tests); `from`, a
 * dump to start from (an empty cluster takes about 2.5 s to create, a dump about 0.6 s).
 */
export async function createPgliteDb(dataDir?: string, from?: Blob): Promise<Db> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, parsers: TYPE_PARSERS, ...(from ? { loadDataDir: from } : {}) });
  } catch (err) {
    unlock();
    throw err;
  }
  const runPrepared = preparedRunner(pg);
  // pg.query waits for an open transaction to end; a prepared statement, sent below PGlite's query
  // API, waits on this lock, which every transaction holds.
  const transactions = new Mutex();
  const base = makeQueryable(
    async (sql, params) =>
      typeof sql === 'string'
        ? (await pg.query(sql, [...params])).rows
        : transactions.runExclusive(() => runPrepared(sql, params, false)),
    async (sql) => {
      await pg.exec(sql);
    },
  );
  return {
    ...base,
    transaction: (fn) =>
      transactions.runExclusive(() =>
        pg.transaction((tx) =>
          fn(
            makeQueryable(
              async (sql, params) =>
                typeof sql === 'string'
                  ? (await tx.query(sql, [...params])).rows
                  : runPrepared(sql, params, true),
              async (sql) => {
                await tx.exec(sql);
              },
            ),
          ),
        ),
      ),
    close: async () => {
      await pg.close();
      unlock();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}

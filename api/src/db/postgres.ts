import pg from 'pg';
import { makeQueryable, TYPE_PARSERS } from './queryable';
import type { Db, Sql } from './types';

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
};

// node-postgres prepares a named statement on each pooled connection the first time it runs there.
const config = (sql: Sql, values: readonly unknown[]) =>
  typeof sql === 'string' ? { text: sql, values: [...values] } : { ...sql, values: [...values] };

/** PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export function createPostgresDb(connectionString: string): Db {
  // A database that does not answer fails requests and readiness within seconds instead of
  // leaving them waiting forever (node-postgres waits without limit by default).
  const pool = new pg.Pool({ connectionString, types, max: 10, connectionTimeoutMillis: 10_000 });
  const base = makeQueryable(
    async (sql, params) => (await pool.query(config(sql, params))).rows,
    async (sql) => {
      await pool.query(sql);
    },
  );
  return {
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(
          makeQueryable(
            async (sql, params) => (await client.query(config(sql, params))).rows,
            async (sql) => {
              await client.query(sql);
            },
          ),
        );
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

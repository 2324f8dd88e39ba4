import pg from 'pg';
import { makeQueryable, TYPE_PARSERS } from './queryable';
import type { Db } from './types';

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
};

/** PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export function createPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  const base = makeQueryable(
    async (sql, params) => (await pool.query(sql, [...params])).rows,
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
            async (sql, params) => (await client.query(sql, [...params])).rows,
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

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
export function createPostgresDb(connectionString: string, onIdleError?: (err: Error) => void): Db {
  // A database that does not answer fails requests and readiness within seconds instead of
  // leaving them waiting forever (node-postgres waits without limit by default).
  const pool = new pg.Pool({ connectionString, types, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (a restart, a failover) is dropped by the pool and the next
  // query opens a new one; unheard, the pool's 'error' event would end the process.
  pool.on('error', (err) => onIdleError?.(err));
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
      // A connection lost between two statements is an event on the client, which unheard would end
      // the process: the next statement fails instead, and the client is destroyed, not pooled again.
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost = err;
      };
      client.on('error', onLost);
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
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

import type { Queryable, Sql } from './types';

type RunQuery = (sql: Sql, params: readonly unknown[]) => Promise<unknown[]>;
type RunExec = (sql: string) => Promise<void>;

/**
 * A failed statement's error names it (`query`: the SQL text, or a prepared statement's name), the
 * same on both drivers: node-postgres does not say, PGlite gives the text but not a prepared name.
 * The logs keep it, never the parameters (lib/redact.ts).
 */
function withStatement(err: unknown, sql: Sql): unknown {
  if (err instanceof Error && !('query' in err)) {
    Object.defineProperty(err, 'query', { value: typeof sql === 'string' ? sql : sql.name });
  }
  return err;
}

/** Builds the helpers shared by both drivers on top of their raw query function. */
export function makeQueryable(run: RunQuery, exec: RunExec): Queryable {
  const query = async <T>(sql: Sql, params: readonly unknown[] = []) => {
    try {
      return (await run(sql, params)) as T[];
    } catch (err) {
      throw withStatement(err, sql);
    }
  };
  return {
    query,
    async one<T>(sql: Sql, params: readonly unknown[] = []) {
      const rows = await query<T>(sql, params);
      if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}`);
      return rows[0] as T;
    },
    async maybe<T>(sql: Sql, params: readonly unknown[] = []) {
      return (await query<T>(sql, params))[0];
    },
    exec,
  };
}

/**
 * Same value types on both drivers: dates stay 'YYYY-MM-DD' strings (no time-zone shifts),
 * numeric and int8 become numbers (amounts have two decimals; ids fit in 2^53).
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date
};

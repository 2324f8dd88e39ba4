/**
 * A statement each database connection parses and plans once, then only executes: for the reads on
 * every request (session check, portfolio), where planning cost more than running. Its result columns
 * must not depend on a table's column list (no `SELECT *`): PostgreSQL refuses to run a prepared
 * statement whose result type a migration changed ("cached plan must not change result type").
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** SQL text, parsed and planned on each run, or a prepared statement. */
export type Sql = string | PreparedStatement;

/** The one query interface the API uses; PGlite and node-postgres both implement it with the same SQL. */
export interface Queryable {
  query<T>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T>(sql: Sql, params?: readonly unknown[]): Promise<T>;
  /** The first row, or undefined. */
  maybe<T>(sql: Sql, params?: readonly unknown[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connection pool figures for /metrics (PostgreSQL only; PGlite has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The whole cluster as a tarball (PGlite only): the API tests start databases from a migrated one. */
  dump?(): Promise<Blob>;
}

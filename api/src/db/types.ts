/** The one query interface the API uses; PGlite and node-postgres both implement it with the same SQL. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T>(sql: string, params?: readonly unknown[]): Promise<T>;
  /** The first row, or undefined. */
  maybe<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connection pool figures for /metrics (PostgreSQL only; PGlite has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

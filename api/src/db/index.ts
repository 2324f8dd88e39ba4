import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';
import type { Db } from './types';

export type { Db, PreparedStatement, Queryable } from './types';
export { assertSchemaCurrent, migrate, pendingMigrations, SchemaNotCurrentError } from './migrate';
export { isDatabaseUnavailable } from './unavailable';

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (in memory when undefined). */
export function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An idle PostgreSQL connection lost (a restart): told here, never thrown. */
  onIdleError?: (err: Error) => void;
  /** PGlite: start from this dump (`Db.dump`) rather than an empty cluster. */
  from?: Blob | undefined;
}): Promise<Db> {
  if (opts.databaseUrl) return Promise.resolve(createPostgresDb(opts.databaseUrl, opts.onIdleError));
  return createPgliteDb(opts.dataDir, opts.from);
}

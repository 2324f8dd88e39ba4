import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';
import type { Db } from './types';

export type { Db, PreparedStatement, Queryable } from './types';
export { assertSchemaCurrent, migrate, pendingMigrations, SchemaNotCurrentError } from './migrate';

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (in memory when undefined). */
export function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Db> {
  if (opts.databaseUrl) return Promise.resolve(createPostgresDb(opts.databaseUrl));
  return createPgliteDb(opts.dataDir);
}

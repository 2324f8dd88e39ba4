import { readdir, readFile } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../paths';
import type { Db, Queryable } from './types';

// Any constant: every instance and every `pnpm db:migrate` run takes this lock before anything else.
const MIGRATION_LOCK = 7_301_2024;

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
}

async function appliedVersions(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((r) => r.version));
}

/**
 * Applies the numbered SQL files not yet recorded in schema_migrations, all in one transaction.
 * The advisory lock comes before any statement (even CREATE TABLE IF NOT EXISTS fails when two
 * sessions run it at once on an empty database), so any number of runs at once are safe.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const file of files.filter((f) => !done.has(f))) {
      await tx.exec(await readFile(`${dir}${file}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** The migrations this code has that the database lacks (all of them on an empty database). */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const { table } = await db.one<{ table: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS table",
  );
  if (!table) return files;
  const done = await appliedVersions(db);
  return files.filter((f) => !done.has(f));
}

/** Thrown when the service starts on a database whose schema is behind its code. */
export class SchemaNotCurrentError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is not current: ${pending.length} migration(s) pending ` +
        `(${pending.join(', ')}). Run \`pnpm db:migrate\` (node api/dist/db-migrate.js) first.`,
    );
    this.name = 'SchemaNotCurrentError';
  }
}

export async function assertSchemaCurrent(db: Queryable, dir = MIGRATIONS_DIR): Promise<void> {
  const pending = await pendingMigrations(db, dir);
  if (pending.length) throw new SchemaNotCurrentError(pending);
}

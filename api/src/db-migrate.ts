// `pnpm db:migrate`: brings the database schema up to this code's migrations. Safe to run from
// several places at once (see migrate()); run it before rolling out a version that needs it.
import { databaseFromEnv } from './config';
import { migrate, openDb } from './db';
import { runCommand } from './lib/command';

await runCommand(async () => {
  const db = await openDb(databaseFromEnv());
  try {
    const applied = await migrate(db);
    return applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is current.';
  } finally {
    await db.close();
  }
});

// `pnpm db:seed`: writes the demo data set into an empty, migrated database. Demo only.
import { databaseFromEnv } from './config';
import { assertSchemaCurrent, openDb } from './db';
import { isoDay, systemClock } from './lib/clock';
import { runCommand } from './lib/command';
import { seedIfEmpty } from './seed';

await runCommand(async () => {
  const env = databaseFromEnv();
  if (!env.demo) throw new Error('The demo data set is for demo databases only: set DEMO=true to seed.');
  const db = await openDb(env);
  try {
    await assertSchemaCurrent(db);
    const seeded = await seedIfEmpty(db, isoDay(systemClock.now()));
    return seeded ? 'Demo data seeded.' : 'The database already has clients: nothing seeded.';
  } finally {
    await db.close();
  }
});

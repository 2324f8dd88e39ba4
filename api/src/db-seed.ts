// `pnpm db:seed`: writes the demo data set into an empty, migrated database. Demo only.
import { demoDatabaseFromEnv } from './config';
import { assertSchemaCurrent, openDb } from './db';
import { isoDay, systemClock } from './lib/clock';
import { runCommand } from './lib/command';
import { seedIfEmpty } from './seed';

await runCommand(async () => {
  const db = await openDb(demoDatabaseFromEnv());
  try {
    await assertSchemaCurrent(db);
    const seeded = await seedIfEmpty(db, isoDay(systemClock.now()));
    return seeded ? 'Demo data seeded.' : 'The database already has clients: nothing seeded.';
  } finally {
    await db.close();
  }
});

// `pnpm talleres:cargar FILE`: loads the insurer's list of partner workshops (JSON or CSV, see
// talleres/lista-talleres.ts) into a migrated database. Run again with each new list.
import { readFile } from 'node:fs/promises';
import { databaseFromEnv } from './config';
import { assertSchemaCurrent, openDb } from './db';
import { runCommand } from './lib/command';
import { cargaTalleres } from './talleres/carga';
import { leeListaTalleres } from './talleres/lista-talleres';

await runCommand(async () => {
  const fichero = process.argv[2];
  if (!fichero) throw new Error('Usage: pnpm talleres:cargar FILE (a JSON array or a ;-separated CSV)');
  // A bad list is refused before the database is opened.
  const talleres = leeListaTalleres(await readFile(fichero, 'utf8'));
  const db = await openDb(databaseFromEnv());
  try {
    await assertSchemaCurrent(db);
    const { cargados, desactivados } = await cargaTalleres(db, talleres);
    return `Workshops loaded: ${cargados}; no longer on the list (now inactive): ${desactivados}.`;
  } finally {
    await db.close();
  }
});

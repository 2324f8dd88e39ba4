import type { Db } from '../db';
import { desactivaTalleresFuera, insertaTalleres, type TallerFila } from '../repositories/talleres';

/**
 * Loads the insurer's list (read and checked whole by leeListaTalleres) in one transaction: its
 * workshops written by code, and those no longer on it kept but offered no more.
 */
export async function cargaTalleres(
  db: Db,
  talleres: readonly TallerFila[],
): Promise<{ cargados: number; desactivados: number }> {
  return db.transaction(async (tx) => ({
    cargados: await insertaTalleres(tx, talleres),
    desactivados: await desactivaTalleresFuera(
      tx,
      talleres.map((t) => t.codigo),
    ),
  }));
}

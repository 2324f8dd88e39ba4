import type { Db } from '../db';
import { desactivaTalleresFuera, insertaTalleres } from '../repositories/talleres';
import { leeListaTalleres } from './lista-talleres';

/**
 * Loads the insurer's list (the text of its file) in one transaction: its workshops written by code,
 * and those no longer on it kept but offered no more. A bad list writes nothing.
 */
export async function cargaTalleres(
  db: Db,
  texto: string,
): Promise<{ cargados: number; desactivados: number }> {
  const talleres = leeListaTalleres(texto);
  return db.transaction(async (tx) => ({
    cargados: await insertaTalleres(tx, talleres),
    desactivados: await desactivaTalleresFuera(
      tx,
      talleres.map((t) => t.codigo),
    ),
  }));
}

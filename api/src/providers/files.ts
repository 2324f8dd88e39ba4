import type { Queryable } from '../db';
import type { Clock } from '../lib/clock';
import { deleteFicheros, insertFichero, readFichero } from '../repositories/ficheros';

/**
 * Where customer uploads (claim photos) keep their bytes, by a uuid key the caller chooses. The
 * database implementation stores them in PostgreSQL/PGlite (bytea), so nothing is written outside
 * DATA_DIR; an S3-compatible object store can implement the same three calls.
 */
export interface FileStore {
  put(clave: string, datos: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the key is unknown (or purged). */
  get(clave: string): Promise<Uint8Array | undefined>;
  /** Deletes the keys; unknown keys are ignored, so a purge can be repeated. */
  delete(claves: readonly string[]): Promise<void>;
}

export function databaseFileStore(db: Queryable, clock: Clock): FileStore {
  return {
    put: (clave, datos) => insertFichero(db, clave, datos, clock.now()),
    get: (clave) => readFichero(db, clave),
    delete: (claves) => deleteFicheros(db, claves),
  };
}

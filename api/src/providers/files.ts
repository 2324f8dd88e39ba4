import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db';
import type { Clock } from '../lib/clock';
import { deleteFicheros, insertFichero, readFichero } from '../repositories/ficheros';

/**
 * Where customer uploads (claim photos) keep their bytes, by a uuid key the caller chooses. On
 * PostgreSQL the database keeps them (bytea); on PGlite a folder under DATA_DIR does, so photos never
 * sit in PGlite's WASM memory, which does not shrink. An S3-compatible object store can implement the
 * same three calls.
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One file per key in `dir`, written under a temporary name and renamed, so a reader never sees half a
 * photo. Keys are uuids (nothing else can name a path). Photos an older version kept in the database
 * are still read and deleted there (`anterior`).
 */
export function diskFileStore(dir: string, anterior: FileStore): FileStore {
  const ruta = (clave: string) => (UUID.test(clave) ? join(dir, clave) : undefined);
  return {
    put: async (clave, datos) => {
      const destino = ruta(clave);
      if (!destino) throw new Error(`Not a file key: ${clave}`);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const tmp = `${destino}.${randomUUID()}.tmp`;
      await writeFile(tmp, datos, { mode: 0o600 });
      await rename(tmp, destino);
    },
    get: async (clave) => {
      const origen = ruta(clave);
      if (!origen) return undefined;
      try {
        return new Uint8Array(await readFile(origen));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return anterior.get(clave);
      }
    },
    delete: async (claves) => {
      const validas = claves.filter((c) => ruta(c));
      await Promise.all(validas.map((c) => rm(ruta(c)!, { force: true })));
      await anterior.delete(validas);
    },
  };
}

import type { Queryable } from '../db';

// The bytes of customer uploads, for the database implementation of FileStore (providers/files.ts).

export async function insertFichero(
  db: Queryable,
  clave: string,
  datos: Uint8Array,
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO ficheros (clave, datos, creado_at) VALUES ($1::uuid, $2, $3)', [
    clave,
    datos,
    now,
  ]);
}

export async function readFichero(db: Queryable, clave: string): Promise<Uint8Array | undefined> {
  const row = await db.maybe<{ datos: Uint8Array }>('SELECT datos FROM ficheros WHERE clave = $1::uuid', [
    clave,
  ]);
  return row?.datos;
}

export async function deleteFicheros(db: Queryable, claves: readonly string[]): Promise<void> {
  if (claves.length) await db.query('DELETE FROM ficheros WHERE clave = ANY($1::uuid[])', [claves]);
}

import type { Queryable } from '../db';
import { newToken, sha256 } from '../lib/crypto';

/** A signed-in staff member, as the studio's guard hands it to the routes. */
export interface SesionEstudio {
  idSesion: number;
  usuario: string;
  nombre: string;
  roles: string[];
}

/** Opens a staff session until `expira`; only the token's SHA-256 is stored. */
export async function abrirSesionEstudio(
  db: Queryable,
  persona: { usuario: string; nombre: string; roles: readonly string[] },
  now: Date,
  expira: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO estudio_sesiones (token_hash, usuario, nombre, roles, creada_en, expira_en)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), persona.usuario, persona.nombre, persona.roles, now, expira],
  );
  return token;
}

/** The live session of a token, or undefined (unknown, closed or expired). */
export async function sesionEstudio(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SesionEstudio | undefined> {
  const row = await db.maybe<{ id_sesion: string; usuario: string; nombre: string; roles: string[] }>(
    `SELECT id_sesion, usuario, nombre, roles FROM estudio_sesiones
     WHERE token_hash = $1 AND cerrada_en IS NULL AND expira_en > $2`,
    [sha256(token), now],
  );
  return (
    row && { idSesion: Number(row.id_sesion), usuario: row.usuario, nombre: row.nombre, roles: row.roles }
  );
}

export async function cerrarSesionEstudio(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('UPDATE estudio_sesiones SET cerrada_en = $2 WHERE token_hash = $1 AND cerrada_en IS NULL', [
    sha256(token),
    now,
  ]);
}

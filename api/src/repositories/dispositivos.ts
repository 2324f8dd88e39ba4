import type { Queryable } from '../db';
import { newToken, sha256 } from '../lib/crypto';

/** How long a browser stays known after its last successful login. */
export const DISPOSITIVO_CONOCIDO_MS = 180 * 24 * 3_600_000;

// Only the newest few browsers of a customer are kept: a script that logs in without a cookie jar
// cannot grow the table without bound.
const MAX_POR_CLIENTE = 10;

/** Whether `token` is a known device of the customer, still within its life. */
export async function isKnownDevice(
  db: Queryable,
  token: string,
  idCliente: number,
  now: Date,
): Promise<boolean> {
  const row = await db.maybe(
    'SELECT 1 FROM dispositivos_conocidos WHERE token_hash = $1 AND id_cliente = $2 AND expires_at > $3',
    [sha256(token), idCliente, now],
  );
  return row !== undefined;
}

/**
 * After a successful login: the device's life starts again (a known token) or a new token is issued.
 * Answers the token the cookie carries.
 */
export async function rememberDevice(
  db: Queryable,
  idCliente: number,
  known: string | undefined,
  now: Date,
): Promise<string> {
  const token = known ?? newToken();
  const expiresAt = new Date(now.getTime() + DISPOSITIVO_CONOCIDO_MS);
  await db.query(
    `INSERT INTO dispositivos_conocidos (token_hash, id_cliente, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at
     WHERE dispositivos_conocidos.id_cliente = EXCLUDED.id_cliente`,
    [sha256(token), idCliente, expiresAt],
  );
  await db.query(
    `DELETE FROM dispositivos_conocidos WHERE id_cliente = $1 AND token_hash NOT IN (
       SELECT token_hash FROM dispositivos_conocidos WHERE id_cliente = $1
       ORDER BY expires_at DESC LIMIT ${MAX_POR_CLIENTE})`,
    [idCliente],
  );
  return token;
}

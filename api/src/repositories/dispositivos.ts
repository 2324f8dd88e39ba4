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
 * How long a value stays known after a login rotated it: a second login of the same browser racing
 * the first (two tabs, a retried request whose answer and new cookie were lost) still counts as
 * known. Then it stops working. Within the grace such a login is given a new value of its own.
 */
export const GRACIA_ROTACION_MS = 60_000;

/**
 * After a successful login the browser gets a NEW value every time: the one it presented (`known`,
 * checked by `isKnownDevice`) is spent, known only for `GRACIA_ROTACION_MS` more, so a copied cookie
 * works at most until the owner's next login. Answers the value the cookie carries from now on.
 */
export async function rememberDevice(
  db: Queryable,
  idCliente: number,
  known: string | undefined,
  now: Date,
): Promise<string> {
  if (known !== undefined) {
    await db.query(
      `UPDATE dispositivos_conocidos SET expires_at = LEAST(expires_at, $3)
       WHERE token_hash = $1 AND id_cliente = $2`,
      [sha256(known), idCliente, new Date(now.getTime() + GRACIA_ROTACION_MS)],
    );
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DISPOSITIVO_CONOCIDO_MS);
  await db.query(
    'INSERT INTO dispositivos_conocidos (token_hash, id_cliente, expires_at) VALUES ($1, $2, $3)',
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

/**
 * A password change (or reset) and 'Cerrar las demás sesiones': no browser of the customer is known
 * any more, this one included; each becomes known again at its next successful login. Answers how
 * many were forgotten.
 */
export async function forgetDevices(db: Queryable, idCliente: number): Promise<number> {
  const rows = await db.query('DELETE FROM dispositivos_conocidos WHERE id_cliente = $1 RETURNING 1', [
    idCliente,
  ]);
  return rows.length;
}

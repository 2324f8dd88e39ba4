import type { Queryable } from '../db';

/** At most `max` units per key within a fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** `left`: units still in the window after this one; `resetsInSeconds`: until the window ends. */
export type Take =
  { allowed: true; left: number; resetsInSeconds: number } | { allowed: false; retryAfterSeconds: number };

const secondsUntil = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((new Date(at).getTime() - now.getTime()) / 1000));

/**
 * Takes one unit of the key's budget before the guarded work runs. One statement, counted on the
 * key's locked row, so N concurrent callers against a budget of M get exactly min(N, M) `allowed`,
 * on PGlite and PostgreSQL, in one instance or many.
 */
export async function take(db: Queryable, clave: string, limit: Limit, now: Date): Promise<Take> {
  const row = await db.maybe<{ contador: number; reiniciaAt: Date }>(
    `INSERT INTO limites AS l (clave, contador, reinicia_at) VALUES ($1, 1, $3)
     ON CONFLICT (clave) DO UPDATE SET
       contador = CASE WHEN l.reinicia_at <= $2 THEN 1 ELSE l.contador + 1 END,
       reinicia_at = CASE WHEN l.reinicia_at <= $2 THEN EXCLUDED.reinicia_at ELSE l.reinicia_at END
     WHERE l.reinicia_at <= $2 OR l.contador < $4
     RETURNING contador, reinicia_at AS "reiniciaAt"`,
    [clave, now, new Date(now.getTime() + limit.windowMs), limit.max],
  );
  if (row) {
    return {
      allowed: true,
      left: limit.max - row.contador,
      resetsInSeconds: secondsUntil(row.reiniciaAt, now),
    };
  }
  const window = await db.maybe<{ reiniciaAt: Date }>(
    'SELECT reinicia_at AS "reiniciaAt" FROM limites WHERE clave = $1',
    [clave],
  );
  const retryAfterSeconds = window
    ? secondsUntil(window.reiniciaAt, now)
    : Math.max(1, Math.ceil(limit.windowMs / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** Gives back a unit taken in the current window (the guarded attempt turned out not to count). */
export async function giveBack(db: Queryable, clave: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE limites SET contador = contador - 1 WHERE clave = $1 AND contador > 0 AND reinicia_at > $2',
    [clave, now],
  );
}

/** Starts the key's budget afresh (a successful login or SMS PIN check lifts an account's lock). */
export async function reset(db: Queryable, clave: string): Promise<void> {
  await db.query('DELETE FROM limites WHERE clave = $1', [clave]);
}

import type { Queryable } from '../db';

export interface ThrottlePolicy {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
}

/**
 * True when the account (as typed, existing or not) or the IP has too many recent failures. An
 * account's failures before its last successful login do not count.
 */
export async function isLoginBlocked(
  db: Queryable,
  cuenta: string,
  ip: string,
  now: Date,
  policy: ThrottlePolicy,
): Promise<boolean> {
  const since = new Date(now.getTime() - policy.windowMs);
  const row = await db.one<{ cuenta: number; ip: number }>(
    `SELECT
       (SELECT count(*)::int FROM login_intentos
         WHERE cuenta = $1 AND NOT exito AND created_at > $3
           AND created_at > coalesce(
             (SELECT max(created_at) FROM login_intentos WHERE cuenta = $1 AND exito), '-infinity')) AS cuenta,
       (SELECT count(*)::int FROM login_intentos WHERE ip = $2 AND NOT exito AND created_at > $3) AS ip`,
    [cuenta, ip, since],
  );
  return row.cuenta >= policy.maxPerAccount || row.ip >= policy.maxPerIp;
}

export async function recordLoginAttempt(
  db: Queryable,
  cuenta: string,
  ip: string,
  exito: boolean,
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO login_intentos (cuenta, ip, exito, created_at) VALUES ($1, $2, $3, $4)', [
    cuenta,
    ip,
    exito,
    now,
  ]);
}

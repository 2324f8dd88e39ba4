import type { Queryable } from '../db';
import { sha256 } from '../lib/crypto';
import { giveBack, reset, take } from './limites';

export interface ThrottlePolicy {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
}

// The account as typed (existing or not) is kept only as a hash: a mistyped password in the ID field
// does not end up in the database.
const accountKey = (cuenta: string) => `login:cuenta:${sha256(cuenta).toString('hex')}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * One reserved password check. Allowed: `left` checks remain for the account in its window, which
 * ends in `resetsInSeconds` (how long a lock reached now would last). Refused: who is over the limit.
 */
export type LoginAttempt =
  | { allowed: true; left: number; resetsInSeconds: number }
  | { allowed: false; blockedBy: 'ip' | 'cuenta'; retryAfterSeconds: number };

/**
 * Reserves one password check for the account and the IP before the password is verified, so
 * concurrent guesses cannot exceed the limits. Refused: verify nothing.
 *
 * `knownDevice`: the browser holds this account's 'known device' cookie (a past successful login of
 * this account from it). Its checks count against the account only, so customers behind one carrier
 * NAT are not locked out by a spraying neighbour. Checking the password of a blocked IP for anyone
 * else would make the IP block useless against spraying (one password tried on many accounts: each
 * account sees one failure, and a right guess would get in), so without the cookie a blocked IP
 * still checks nothing and answers the same refusal, in the same time, as before.
 */
export async function reserveLoginAttempt(
  db: Queryable,
  cuenta: string,
  ip: string,
  now: Date,
  policy: ThrottlePolicy,
  knownDevice = false,
): Promise<LoginAttempt> {
  const windowMs = policy.windowMs;
  // The IP first: an address already over its budget spends nothing of the account's.
  if (!knownDevice) {
    const porIp = await take(db, ipKey(ip), { max: policy.maxPerIp, windowMs }, now);
    if (!porIp.allowed)
      return { allowed: false, blockedBy: 'ip', retryAfterSeconds: porIp.retryAfterSeconds };
  }
  const porCuenta = await take(db, accountKey(cuenta), { max: policy.maxPerAccount, windowMs }, now);
  if (!porCuenta.allowed) {
    return { allowed: false, blockedBy: 'cuenta', retryAfterSeconds: porCuenta.retryAfterSeconds };
  }
  return porCuenta;
}

/**
 * A correct password: the account's failures are forgiven and the IP's attempt is not a failure (a
 * known device took nothing of the IP's budget, so gives nothing back).
 */
export async function loginSucceeded(
  db: Queryable,
  cuenta: string,
  ip: string,
  now: Date,
  knownDevice = false,
): Promise<void> {
  await reset(db, accountKey(cuenta));
  if (!knownDevice) await giveBack(db, ipKey(ip), now);
}

/** The owner proved who they are another way (an SMS PIN): guesses by others no longer lock them out. */
export function liftAccountLock(db: Queryable, cuenta: string): Promise<void> {
  return reset(db, accountKey(cuenta));
}

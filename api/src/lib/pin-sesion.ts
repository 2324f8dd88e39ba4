import { createHmac, randomInt } from 'node:crypto';
import { sha256 } from './crypto';

/*
 * One-time PINs sent by SMS to confirm an action of a logged-in customer (a change of collection
 * account, a document signature): bound to the session that asked for them.
 */

/** Keyed with the session's own token: a copy of the database alone cannot brute-force the PIN. */
export const pinHash = (token: string, pin: string): Buffer =>
  createHmac('sha256', token).update(pin).digest();

/** What staff find the session by: the start of its token's SHA-256 (sesiones.token_hash). */
export const referenciaSesion = (token: string): string =>
  sha256(token).toString('hex').slice(0, 12).toUpperCase();

/** Six random digits. */
export const nuevoPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

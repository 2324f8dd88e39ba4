import type { PreparedStatement, Queryable } from '../db';
import { newToken, sha256 } from '../lib/crypto';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface Session {
  idSesion: number;
  idCliente: number;
}

/** Opens a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(
  db: Queryable,
  idCliente: number,
  now: Date,
  policy: SessionPolicy,
  ip: string,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sesiones (token_hash, id_cliente, created_at, last_seen_at, expires_at, ip)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [sha256(token), idCliente, now, new Date(now.getTime() + policy.maxMs), ip],
  );
  return token;
}

/**
 * Sessions record activity at most this often: a read no longer writes the session row each time.
 * The idle timer may therefore end up to this much earlier than the last request plus idleMs.
 */
const TOUCH_EVERY_MS = 60_000;

/**
 * The CTEs that find a token's live session (`live`: id_sesion, id_cliente) and refresh its idle
 * timer when last refreshed more than TOUCH_EVERY_MS ago. Parameters: liveSessionParams ($1-$4).
 */
export const LIVE_SESSION_CTES = `live AS (
           SELECT id_sesion, id_cliente, last_seen_at FROM sesiones
            WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
         ), touched AS (
           UPDATE sesiones s SET last_seen_at = $2
             FROM live WHERE s.id_sesion = live.id_sesion AND live.last_seen_at < $4
         )`;

/** $1 the token's hash, $2 now, $3 the idle limit, $4 the touch limit. */
export function liveSessionParams(token: string, now: Date, policy: SessionPolicy): unknown[] {
  return [
    sha256(token),
    now,
    new Date(now.getTime() - policy.idleMs),
    new Date(now.getTime() - TOUCH_EVERY_MS),
  ];
}

// Prepared: every authenticated request runs it.
const TOUCH_SESSION: PreparedStatement = {
  name: 'touch_session',
  text: `WITH ${LIVE_SESSION_CTES}
         SELECT id_sesion AS "idSesion", id_cliente AS "idCliente" FROM live`,
};

/**
 * The live session of a token, or undefined when it is unknown, revoked, idle too long or past its
 * absolute lifetime.
 */
export async function touchSession(
  db: Queryable,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<Session | undefined> {
  return db.maybe<Session>(TOUCH_SESSION, liveSessionParams(token, now, policy));
}

export async function revokeSession(db: Queryable, idSesion: number, now: Date): Promise<void> {
  await db.query('UPDATE sesiones SET revoked_at = $2 WHERE id_sesion = $1 AND revoked_at IS NULL', [
    idSesion,
    now,
  ]);
}

/** When a live session ends: its idle limit counts from `lastSeenAt`, `expiresAt` is absolute. */
export interface SessionWindow {
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * A token's live session window, read without counting as activity (the front end asks before
 * warning that it is about to end); undefined when it is unknown, revoked or over.
 */
export async function peekSession(
  db: Queryable,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionWindow | undefined> {
  return db.maybe<SessionWindow>(
    `SELECT last_seen_at AS "lastSeenAt", expires_at AS "expiresAt" FROM sesiones
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3`,
    [sha256(token), now, new Date(now.getTime() - policy.idleMs)],
  );
}

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

/** Where a session is opened from: the client IP and the coarse device label (lib/dispositivo.ts). */
export interface SessionOrigin {
  ip: string;
  dispositivo: string | null;
}

/** Opens a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(
  db: Queryable,
  idCliente: number,
  now: Date,
  policy: SessionPolicy,
  origin: SessionOrigin,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sesiones (token_hash, id_cliente, created_at, last_seen_at, expires_at, ip, dispositivo)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [sha256(token), idCliente, now, new Date(now.getTime() + policy.maxMs), origin.ip, origin.dispositivo],
  );
  return token;
}

/**
 * Swaps a live session for a new one with a new token (the old one is revoked in the same statement):
 * same customer, same absolute end (rotating is not a way to outlive SESSION_MAX_HOURS). undefined
 * when the session was no longer live (ended meanwhile by a logout or another change).
 */
export async function rotateSession(
  db: Queryable,
  idSesion: number,
  now: Date,
  origin: SessionOrigin,
): Promise<{ token: string; idSesion: number } | undefined> {
  const token = newToken();
  const row = await db.maybe<{ idSesion: number }>(
    `WITH old AS (
       UPDATE sesiones SET revoked_at = $3
        WHERE id_sesion = $2 AND revoked_at IS NULL AND expires_at > $3
       RETURNING id_cliente, expires_at
     )
     INSERT INTO sesiones (token_hash, id_cliente, created_at, last_seen_at, expires_at, ip, dispositivo)
     SELECT $1, id_cliente, $3, $3, expires_at, $4, $5 FROM old
     RETURNING id_sesion AS "idSesion"`,
    [sha256(token), idSesion, now, origin.ip, origin.dispositivo],
  );
  return row && { token, idSesion: row.idSesion };
}

/** One of a customer's open sessions as the API reads it (never its token hash). */
export interface OpenSession {
  idSesion: number;
  dispositivo: string | null;
  ip: string | null;
  lastSeenAt: Date;
}

/** At most this many open sessions are listed (the most recently used). */
const OPEN_SESSIONS_LISTED = 20;

/** The customer's live sessions, most recently used first. */
export async function openSessions(
  db: Queryable,
  idCliente: number,
  now: Date,
  policy: SessionPolicy,
): Promise<OpenSession[]> {
  return db.query<OpenSession>(
    `SELECT id_sesion AS "idSesion", dispositivo, ip, last_seen_at AS "lastSeenAt" FROM sesiones
      WHERE id_cliente = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC, id_sesion DESC
      LIMIT ${OPEN_SESSIONS_LISTED}`,
    [idCliente, now, new Date(now.getTime() - policy.idleMs)],
  );
}

/**
 * Locks the customer's unrevoked sessions, always in the same order, until the transaction ends, and
 * tells whether `idSesion` is still among them. Every change to several sessions of one customer
 * takes this first, so two of them at once (two devices ending each other, a password change and an
 * end of the others) queue instead of deadlocking, and the second sees what the first ended.
 */
export async function lockSessionsOf(tx: Queryable, idCliente: number, idSesion: number): Promise<boolean> {
  const rows = await tx.query<{ idSesion: number }>(
    `SELECT id_sesion AS "idSesion" FROM sesiones
      WHERE id_cliente = $1 AND revoked_at IS NULL ORDER BY id_sesion FOR UPDATE`,
    [idCliente],
  );
  return rows.some((r) => r.idSesion === idSesion);
}

/**
 * Ends every live session of the customer but `keep` (idle or expired ones are over already); answers
 * how many it ended, 0 when run again.
 */
export async function endOtherSessions(
  db: Queryable,
  idCliente: number,
  keep: number,
  now: Date,
  policy: SessionPolicy,
): Promise<number> {
  const rows = await db.query<{ idSesion: number }>(
    `UPDATE sesiones SET revoked_at = $3
      WHERE id_cliente = $1 AND id_sesion <> $2 AND revoked_at IS NULL AND expires_at > $3
        AND last_seen_at > $4
      RETURNING id_sesion AS "idSesion"`,
    [idCliente, keep, now, new Date(now.getTime() - policy.idleMs)],
  );
  return rows.length;
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
  idCliente: number;
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
    `SELECT id_cliente AS "idCliente", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt" FROM sesiones
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3`,
    [sha256(token), now, new Date(now.getTime() - policy.idleMs)],
  );
}

/** Whether the customer has ever had a session (kept for the retention period). */
export async function haTenidoSesion(db: Queryable, idCliente: number): Promise<boolean> {
  const row = await db.one<{ si: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM sesiones WHERE id_cliente = $1) AS si',
    [idCliente],
  );
  return row.si;
}

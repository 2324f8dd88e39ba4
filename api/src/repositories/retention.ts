import { ZONE } from '@area-cliente/shared/domain';
import type { Db } from '../db';
import { deleteFotosHuerfanas } from './declaraciones';
import { borraAdjuntosHuerfanos } from './mensajes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long each kind of record is kept once it is no longer needed (docs/operations.md, 'Retention'). Payments
 * and the audit log are business records and are not purged here.
 */
const RETENTION = {
  /** Ended sessions (expired, idle or logged out) keep their IP for security investigations. */
  sesionesMs: 30 * DAY,
  /** Ended studio staff sessions (expired or signed out): who was signed in when, as customers' sessions. */
  sesionesEstudioMs: 30 * DAY,
  /** Limit counters: deleted once their window is over. */
  limitesMs: 0,
  /**
   * Registration and forgotten-password flows (typed ID, IP, masked phone). A decoy flow must show
   * the same invented mask for 30 days (services/registro.ts), so they stay that long.
   */
  registrosMs: 30 * DAY,
  /** SMS PINs (hashed), a day after they expired. */
  pinesMs: DAY,
  /** The demo SMS outbox holds PINs in clear: an hour. */
  outboxMs: HOUR,
  /** Download tokens: as soon as they expire, used or not. */
  tokensDescargaMs: 0,
  /**
   * Claim photos no declaration named (an abandoned draft): two hours after their upload, long
   * enough to finish a declaration, short enough that an account cannot park gigabytes.
   */
  fotosHuerfanasMs: 2 * HOUR,
  /** Attachments uploaded for a message never sent (they count against the customer's quota). */
  adjuntosHuerfanosMs: DAY,
  /** 'Known device' cookies (hashed): as soon as they expire. */
  dispositivosMs: 0,
  /** Passkey challenges (five minutes each): as soon as they expire, answered or not. */
  retosLlaveMs: 0,
  /** Real-user signals per minute (counts only): a week, for canaries and their post-mortems. */
  rumMs: 7 * DAY,
  /**
   * Card and certificate codes (hashed) that no longer verify, revoked or expired: a year, so a code
   * scanned from an old card or certificate reads 'Código anulado' or 'Código caducado', then like an
   * unknown one. Each policy also keeps at most fifty per pool (repositories/tarjetas.ts).
   */
  codigosTarjetaMs: 365 * DAY,
} as const;

/** How often each instance runs the purge. */
export const PURGE_INTERVAL_MS = 10 * 60_000;

// Any constant: of several instances purging at the same moment, one does the work.
const PURGE_LOCK = 7_301_2025;

export type PurgeCounts = Record<
  | 'sesiones'
  | 'sesionesEstudio'
  | 'limites'
  | 'registros'
  | 'pines'
  | 'outbox'
  | 'tokensDescarga'
  | 'dispositivos'
  | 'retosLlave'
  | 'rum'
  | 'codigosTarjeta',
  number
>;

/**
 * Deletes what is past its retention period, in one transaction. Safe to run from every instance at
 * once: whoever holds the lock purges, the others return null and try again next time.
 */
export function purgeExpired(db: Db, now: Date): Promise<PurgeCounts | null> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return db.transaction(async (tx) => {
    const { locked } = await tx.one<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      PURGE_LOCK,
    ]);
    if (!locked) return null;
    const del = async (sql: string, cutoff: Date, ...params: unknown[]) =>
      (await tx.query(`${sql} RETURNING 1`, [cutoff, ...params])).length;
    return {
      tokensDescarga: await del(
        'DELETE FROM tokens_descarga WHERE expires_at < $1',
        before(RETENTION.tokensDescargaMs),
      ),
      sesiones: await del(
        'DELETE FROM sesiones WHERE expires_at < $1 OR last_seen_at < $1 OR revoked_at < $1',
        before(RETENTION.sesionesMs),
      ),
      sesionesEstudio: await del(
        'DELETE FROM estudio_sesiones WHERE expira_en < $1 OR cerrada_en < $1',
        before(RETENTION.sesionesEstudioMs),
      ),
      limites: await del('DELETE FROM limites WHERE reinicia_at < $1', before(RETENTION.limitesMs)),
      // Every SMS PIN; a signing request (the PDF it was bound to) goes with its PIN.
      pines: await del('DELETE FROM pines WHERE expires_at < $1', before(RETENTION.pinesMs)),
      registros: await del('DELETE FROM registros WHERE expires_at < $1', before(RETENTION.registrosMs)),
      outbox: await del('DELETE FROM sms_outbox WHERE created_at < $1', before(RETENTION.outboxMs)),
      dispositivos: await del(
        'DELETE FROM dispositivos_conocidos WHERE expires_at < $1',
        before(RETENTION.dispositivosMs),
      ),
      retosLlave: await del('DELETE FROM llaves_retos WHERE expires_at < $1', before(RETENTION.retosLlaveMs)),
      // A beacon's batches (rum_lotes) go with it: replaying one after its beacon expired counts nothing anyway.
      rum:
        (await del('DELETE FROM rum_minutos WHERE minuto < $1', before(RETENTION.rumMs))) +
        (await del('DELETE FROM rum_clientes WHERE ultima < $1', before(RETENTION.rumMs))) +
        (await del('DELETE FROM rum_balizas WHERE caduca < $1', before(0))),
      // `caduca` is the last day a code verifies, a Madrid day.
      codigosTarjeta: await del(
        `DELETE FROM tarjeta_codigos WHERE anulado_at < $1::timestamptz
            OR caduca < ($1::timestamptz AT TIME ZONE $2::text)::date`,
        before(RETENTION.codigosTarjetaMs),
        ZONE,
      ),
    };
  });
}

/**
 * Deletes the photos of abandoned declarations and then their files; answers how many. Each row is
 * deleted by one statement, so instances purging at once never both count it, and deleting a file
 * twice is harmless. A declaration sent while its two-hour-old photo is purged is refused whole.
 */
export async function purgeFotosHuerfanas(
  db: Db,
  files: { delete(claves: readonly string[]): Promise<void> },
  now: Date,
): Promise<number> {
  const claves = await deleteFotosHuerfanas(db, new Date(now.getTime() - RETENTION.fotosHuerfanasMs));
  await files.delete(claves);
  return claves.length;
}

/** Deletes the attachments of messages never sent, and then their files; answers how many. */
export async function purgeAdjuntosHuerfanos(
  db: Db,
  files: { delete(claves: readonly string[]): Promise<void> },
  now: Date,
): Promise<number> {
  const claves = await borraAdjuntosHuerfanos(db, new Date(now.getTime() - RETENTION.adjuntosHuerfanosMs));
  await files.delete(claves);
  return claves.length;
}

import type { Queryable } from '../db';
import { sha256 } from '../lib/crypto';

export type TipoRegistro = 'ALTA' | 'RECORDAR';
export type PasoRegistro = 'VERIFICADO' | 'PIN_ENVIADO' | 'PIN_VERIFICADO' | 'COMPLETADO';

export interface Registro {
  idRegistro: number;
  /** null for a decoy flow (unknown ID or no mobile on record). */
  idCliente: number | null;
  numDoc: string;
  paso: PasoRegistro;
  /** The phone the flow showed (an invented one for a decoy). */
  telefonoMascara: string;
}

export interface ClienteRegistro {
  idCliente: number;
  telefono: string | null;
}

export function findClienteByDocumento(db: Queryable, numDoc: string): Promise<ClienteRegistro | undefined> {
  return db.maybe<ClienteRegistro>(
    'SELECT id_cliente AS "idCliente", telefono FROM clientes WHERE num_doc = $1',
    [numDoc],
  );
}

export async function telefonoOf(db: Queryable, idCliente: number): Promise<string | null> {
  const row = await db.maybe<{ telefono: string | null }>(
    'SELECT telefono FROM clientes WHERE id_cliente = $1',
    [idCliente],
  );
  return row?.telefono ?? null;
}

/** The mask a previous decoy flow showed for this ID, so asking twice shows the same number. */
export async function lastDecoyMask(db: Queryable, numDoc: string, since: Date): Promise<string | undefined> {
  const row = await db.maybe<{ mask: string }>(
    `SELECT telefono_mascara AS mask FROM registros
      WHERE num_doc = $1 AND id_cliente IS NULL AND created_at > $2
      ORDER BY created_at DESC LIMIT 1`,
    [numDoc, since],
  );
  return row?.mask;
}

export async function countRegistrosByIp(db: Queryable, ip: string, since: Date): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM registros WHERE ip = $1 AND created_at > $2',
    [ip, since],
  );
  return row.n;
}

export async function createRegistro(
  db: Queryable,
  r: {
    token: string;
    idCliente: number | null;
    numDoc: string;
    tipo: TipoRegistro;
    telefonoMascara: string;
    ip: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO registros (token_hash, id_cliente, num_doc, tipo, paso, telefono_mascara, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 'VERIFICADO', $5, $6, $7, $8)`,
    [sha256(r.token), r.idCliente, r.numDoc, r.tipo, r.telefonoMascara, r.ip, r.now, r.expiresAt],
  );
}

/** The live (not expired, not yet swapped for a session) flow of a registration token. */
export function findLiveRegistro(db: Queryable, token: string, now: Date): Promise<Registro | undefined> {
  return db.maybe<Registro>(
    `SELECT id_registro AS "idRegistro", id_cliente AS "idCliente", num_doc AS "numDoc", paso,
            telefono_mascara AS "telefonoMascara"
       FROM registros WHERE token_hash = $1 AND expires_at > $2 AND finalizado_at IS NULL`,
    [sha256(token), now],
  );
}

/** Moves a flow from one step to the next; false when it was no longer at `from` (a race lost). */
export async function advancePaso(
  db: Queryable,
  idRegistro: number,
  from: PasoRegistro[],
  to: PasoRegistro,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE registros SET paso = $3 WHERE id_registro = $1 AND paso = ANY($2::text[]) RETURNING 1',
    [idRegistro, from, to],
  );
  return rows.length === 1;
}

/** Spends the flow: only the first caller gets true, so one registration yields one session. */
export async function finalizeRegistro(db: Queryable, idRegistro: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE registros SET finalizado_at = $2
      WHERE id_registro = $1 AND paso = 'COMPLETADO' AND finalizado_at IS NULL RETURNING 1`,
    [idRegistro, now],
  );
  return rows.length === 1;
}

/** Whether the customer already has a password (a forgotten-password flow replaces it). */
export async function tieneClave(db: Queryable, idCliente: number): Promise<boolean> {
  return (await db.maybe('SELECT 1 FROM usuarios_web WHERE id_cliente = $1', [idCliente])) !== undefined;
}

/** Sets (or replaces) the web password and closes every open session of the customer. */
export async function setPassword(
  db: Queryable,
  idCliente: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO usuarios_web (id_cliente, password_hash, password_changed_at, created_at)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (id_cliente) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       password_changed_at = EXCLUDED.password_changed_at`,
    [idCliente, passwordHash, now],
  );
  await db.query('UPDATE sesiones SET revoked_at = $2 WHERE id_cliente = $1 AND revoked_at IS NULL', [
    idCliente,
    now,
  ]);
}

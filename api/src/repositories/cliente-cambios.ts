import {
  admiteCambioDeContacto,
  esDeSocio,
  type DatosSituacionPoliza,
  type Ramo,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { SITUACION_SQL } from './situacion-poliza';

/** How the caller's own policies named in a change request stand. */
export interface PolizasCambio {
  /** Current policies of the caller the change may apply to. */
  validas: number[];
  /** Ids that are not the caller's or do not exist (answered like a missing record). */
  ajenas: number[];
  /** The caller's policies that cannot take the change (`admiteCambioDeContacto`): ended, or the partner's. */
  noAdmitidas: number[];
}

/** A policy row with what `admiteCambioDeContacto` reads, for a policy aliased `p`. */
export const ADMITE_CAMBIO_SQL = `p.ramo, p.fecha_vto AS "fechaVto", ${SITUACION_SQL}`;

/** Whether a row selected with `ADMITE_CAMBIO_SQL` may take a change of contact, account or address. */
export const admiteCambio = (r: DatosSituacionPoliza & { ramo: string }, hoy: string): boolean =>
  admiteCambioDeContacto(esDeSocio(r.ramo as Ramo), r, hoy);

/**
 * Sorts the requested policy ids by whether the caller's phone, e-mail, account or address change may
 * apply to them on `hoy` (ISO day).
 */
export async function clasificarPolizas(
  db: Queryable,
  idCliente: number,
  ids: readonly number[],
  hoy: string,
): Promise<PolizasCambio> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { validas: [], ajenas: [], noAdmitidas: [] };
  const rows = await db.query<DatosSituacionPoliza & { idPoliza: number; ramo: string }>(
    `SELECT p.id_poliza AS "idPoliza", ${ADMITE_CAMBIO_SQL}
       FROM polizas p WHERE p.id_cliente = $1 AND p.id_poliza = ANY($2::bigint[])`,
    [idCliente, unique],
  );
  const found = new Map(rows.map((r) => [Number(r.idPoliza), admiteCambio(r, hoy)]));
  return {
    validas: unique.filter((id) => found.get(id) === true),
    ajenas: unique.filter((id) => !found.has(id)),
    noAdmitidas: unique.filter((id) => found.get(id) === false),
  };
}

export async function telefonoActual(db: Queryable, idCliente: number): Promise<string | null> {
  const row = await db.one<{ telefono: string | null }>(
    'SELECT telefono FROM clientes WHERE id_cliente = $1',
    [idCliente],
  );
  return row.telefono;
}

/** The client's phone on record and the contact phone of the selected policies, in one transaction. */
export async function actualizarTelefono(
  db: Queryable,
  idCliente: number,
  telefono: string,
  polizas: readonly number[],
): Promise<void> {
  await db.query('UPDATE clientes SET telefono = $2 WHERE id_cliente = $1', [idCliente, telefono]);
  if (polizas.length)
    await db.query(
      'UPDATE polizas SET telefono_contacto = $3 WHERE id_cliente = $1 AND id_poliza = ANY($2::bigint[])',
      [idCliente, polizas, telefono],
    );
}

/** The client's e-mail on record and the contact e-mail of the selected policies. */
export async function actualizarEmail(
  db: Queryable,
  idCliente: number,
  email: string,
  polizas: readonly number[],
): Promise<void> {
  await db.query('UPDATE clientes SET email = $2 WHERE id_cliente = $1', [idCliente, email]);
  if (polizas.length)
    await db.query(
      'UPDATE polizas SET email_contacto = $3 WHERE id_cliente = $1 AND id_poliza = ANY($2::bigint[])',
      [idCliente, polizas, email],
    );
}

export interface CredencialesCliente {
  numDoc: string;
  passwordHash: string | null;
}

export function credencialesDe(db: Queryable, idCliente: number): Promise<CredencialesCliente> {
  return db.one<CredencialesCliente>(
    `SELECT c.num_doc AS "numDoc", u.password_hash AS "passwordHash"
       FROM clientes c LEFT JOIN usuarios_web u USING (id_cliente)
      WHERE c.id_cliente = $1`,
    [idCliente],
  );
}

/**
 * When the session was opened by authRegistro (the registration flow swapped for it at that very
 * instant), its opening time; otherwise undefined.
 */
export async function sesionDeRegistroAbiertaEl(
  db: Queryable,
  idCliente: number,
  idSesion: number,
): Promise<Date | undefined> {
  const row = await db.maybe<{ createdAt: Date }>(
    `SELECT s.created_at AS "createdAt"
       FROM sesiones s
      WHERE s.id_sesion = $1 AND s.id_cliente = $2
        AND EXISTS (SELECT 1 FROM registros r
                     WHERE r.id_cliente = s.id_cliente AND r.finalizado_at = s.created_at)`,
    [idSesion, idCliente],
  );
  return row?.createdAt;
}

/**
 * New password hash; every session of the customer but `idSesionActual` (the one just rotated for the
 * caller) ends (ASVS: a changed password logs out elsewhere).
 */
export async function cambiarPassword(
  db: Queryable,
  idCliente: number,
  idSesionActual: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE usuarios_web SET password_hash = $2, password_changed_at = $3 WHERE id_cliente = $1',
    [idCliente, passwordHash, now],
  );
  await db.query(
    `UPDATE sesiones SET revoked_at = $3
      WHERE id_cliente = $1 AND id_sesion <> $2 AND revoked_at IS NULL`,
    [idCliente, idSesionActual, now],
  );
}

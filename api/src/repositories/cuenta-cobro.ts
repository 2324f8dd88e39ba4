import type { Queryable } from '../db';
import type { FactorConfirmacion } from './segundo-factor';

/*
 * The collection account of the customer's policies: the change itself with the receipts
 * it moves, and the SEPA mandates signed (its PINs are the second factor's, segundo-factor.ts).
 */

/** The customer's name and phone on record, with their row locked until the transaction ends. */
export function bloquearCliente(
  db: Queryable,
  idCliente: number,
): Promise<{ nombre: string; telefono: string | null }> {
  return db.one('SELECT nombre, telefono FROM clientes WHERE id_cliente = $1 FOR UPDATE', [idCliente]);
}

/** The customer's name, as the debtor of a mandate about to be signed. */
export async function nombreDeudor(db: Queryable, idCliente: number): Promise<string> {
  return (await db.one<{ nombre: string }>('SELECT nombre FROM clientes WHERE id_cliente = $1', [idCliente]))
    .nombre;
}

/** The chosen policies whose account is not `iban` already (the others need no change). */
export async function polizasConOtraCuenta(
  db: Queryable,
  idCliente: number,
  polizas: readonly number[],
  iban: string,
): Promise<{ idPoliza: number; numPoliza: string }[]> {
  const rows = await db.query<{ idPoliza: number | string; numPoliza: string }>(
    `SELECT id_poliza AS "idPoliza", num_poliza AS "numPoliza" FROM polizas
      WHERE id_cliente = $1 AND id_poliza = ANY($2::bigint[]) AND iban IS DISTINCT FROM $3
      ORDER BY id_poliza`,
    [idCliente, polizas, iban],
  );
  return rows.map((r) => ({ ...r, idPoliza: Number(r.idPoliza) }));
}

/**
 * Sets the policies' account and moves their receipts not yet sent to the bank (pending and not in
 * a payment attempt) to it; every other receipt keeps the account it went to the bank with. Answers
 * how many receipts moved.
 */
export async function cambiarCuentaCobro(
  db: Queryable,
  idCliente: number,
  polizas: readonly number[],
  cuenta: { iban: string; entidad: string; oficina: string },
): Promise<number> {
  const movible = `r.estado = 'PENDIENTE'
      AND NOT EXISTS (SELECT 1 FROM pagos g WHERE g.id_recibo = r.id_recibo AND g.estado = 'INICIADO')`;
  await db.query(
    `UPDATE recibos r SET iban = p.iban FROM polizas p
      WHERE p.id_poliza = r.id_poliza AND p.id_cliente = $1 AND p.id_poliza = ANY($2::bigint[])
        AND r.iban IS NULL AND p.iban IS NOT NULL AND NOT (${movible})`,
    [idCliente, polizas],
  );
  const movidos = await db.query(
    `UPDATE recibos r SET iban = $3 FROM polizas p
      WHERE p.id_poliza = r.id_poliza AND p.id_cliente = $1 AND p.id_poliza = ANY($2::bigint[])
        AND ${movible}
      RETURNING r.id_recibo`,
    [idCliente, polizas, cuenta.iban],
  );
  await db.query(
    `UPDATE polizas SET iban = $3, entidad = $4, oficina = $5
      WHERE id_cliente = $1 AND id_poliza = ANY($2::bigint[])`,
    [idCliente, polizas, cuenta.iban, cuenta.entidad, cuenta.oficina],
  );
  return movidos.length;
}

export interface MandatoSepa {
  referencia: string;
  nombreDeudor: string;
  iban: string;
  bic: string | null;
  polizas: string;
  /** PASSWORD: signed before a second factor was required (kept as signed). */
  firmadoCon: 'PASSWORD' | FactorConfirmacion;
  referenciaSesion: string;
  firmadoAt: Date;
}

export async function insertMandato(
  db: Queryable,
  m: MandatoSepa & { idCliente: number; idSesion: number },
): Promise<void> {
  await db.query(
    `INSERT INTO mandatos_sepa (referencia, id_cliente, nombre_deudor, iban, bic, polizas, firmado_con,
                                id_sesion, referencia_sesion, firmado_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      m.referencia,
      m.idCliente,
      m.nombreDeudor,
      m.iban,
      m.bic,
      m.polizas,
      m.firmadoCon,
      m.idSesion,
      m.referenciaSesion,
      m.firmadoAt,
    ],
  );
}

const MANDATO_SQL = `SELECT referencia, nombre_deudor AS "nombreDeudor", iban, bic, polizas,
         firmado_con AS "firmadoCon", referencia_sesion AS "referenciaSesion", firmado_at AS "firmadoAt"
    FROM mandatos_sepa`;

/** The customer's mandates, newest first. */
export async function mandatosDe(db: Queryable, idCliente: number, limit = 20): Promise<MandatoSepa[]> {
  const rows = await db.query<MandatoSepa>(
    `${MANDATO_SQL} WHERE id_cliente = $1 ORDER BY firmado_at DESC, id_mandato DESC LIMIT $2`,
    [idCliente, limit],
  );
  return rows.map((r) => ({ ...r, firmadoAt: new Date(r.firmadoAt) }));
}

/** One of the customer's mandates by reference; another customer's reads as missing. */
export async function mandatoDe(
  db: Queryable,
  idCliente: number,
  referencia: string,
): Promise<MandatoSepa | undefined> {
  const row = await db.maybe<MandatoSepa>(`${MANDATO_SQL} WHERE id_cliente = $1 AND referencia = $2`, [
    idCliente,
    referencia,
  ]);
  return row && { ...row, firmadoAt: new Date(row.firmadoAt) };
}

import {
  RAMOS_RIESGO_DIRECCION,
  type DatosSituacionPoliza,
  type PartesDireccion,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { ADMITE_CAMBIO_SQL, admiteCambio } from './cliente-cambios';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';

/** The postal address on record: its parts (when entered through the form) and the one-line form. */
export interface DireccionCliente {
  via: string | null;
  numero: string | null;
  pisoPuerta: string | null;
  direccion: string | null;
  codPostal: string | null;
  poblacion: string | null;
}

const DIRECCION_COLUMNS = `via, numero, piso_puerta AS "pisoPuerta", direccion, cod_postal AS "codPostal", poblacion`;

export function direccionDe(db: Queryable, idCliente: number): Promise<DireccionCliente> {
  return db.one<DireccionCliente>(`SELECT ${DIRECCION_COLUMNS} FROM clientes WHERE id_cliente = $1`, [
    idCliente,
  ]);
}

/** The same, locked until the transaction ends: concurrent changes of one customer queue here. */
export function direccionParaCambiar(db: Queryable, idCliente: number): Promise<DireccionCliente> {
  return db.one<DireccionCliente>(
    `SELECT ${DIRECCION_COLUMNS} FROM clientes WHERE id_cliente = $1 FOR UPDATE`,
    [idCliente],
  );
}

export interface PolizaDireccionRow {
  idPoliza: number;
  numPoliza: string;
  producto: string;
  riesgoAseguradoStr: string | null;
  direccionEsRiesgo: boolean;
  direccionContacto: string | null;
}

/**
 * The caller's policies the address change may name on `hoy` (`admiteCambio`: current, never the
 * partner insurer's), home and business ones marked: their address is the insured risk.
 */
export async function polizasDeDireccion(
  db: Queryable,
  idCliente: number,
  hoy: string,
): Promise<PolizaDireccionRow[]> {
  const rows = await db.query<PolizaDireccionRow & DatosSituacionPoliza & { ramo: string }>(
    `SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.producto,
            ${RIESGO_ASEGURADO_SQL},
            p.ramo = ANY($2::text[]) AS "direccionEsRiesgo",
            p.direccion_contacto AS "direccionContacto", ${ADMITE_CAMBIO_SQL}
       FROM polizas p ${RIESGO_ASEGURADO_JOINS}
      WHERE p.id_cliente = $1
      ORDER BY p.ramo, p.num_poliza`,
    [idCliente, RAMOS_RIESGO_DIRECCION],
  );
  return rows
    .filter((r) => admiteCambio(r, hoy))
    .map((r) => ({
      idPoliza: Number(r.idPoliza),
      numPoliza: r.numPoliza,
      producto: r.producto,
      riesgoAseguradoStr: r.riesgoAseguradoStr,
      direccionEsRiesgo: r.direccionEsRiesgo,
      direccionContacto: r.direccionContacto,
    }));
}

/** The new address on the customer's record and as the postal address of the chosen policies. */
export async function actualizarDireccion(
  db: Queryable,
  idCliente: number,
  d: PartesDireccion & { linea: string; completa: string; nombreProvincia: string },
  polizas: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE clientes SET via = $2, numero = $3, piso_puerta = $4, direccion = $5, cod_postal = $6,
            poblacion = $7, provincia = $8
      WHERE id_cliente = $1`,
    [idCliente, d.via, d.numero, d.pisoPuerta || null, d.linea, d.codPostal, d.poblacion, d.nombreProvincia],
  );
  if (polizas.length)
    await db.query(
      `UPDATE polizas SET direccion_contacto = $3 WHERE id_cliente = $1 AND id_poliza = ANY($2::bigint[])`,
      [idCliente, polizas, d.completa],
    );
}

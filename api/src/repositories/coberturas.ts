import type { Cobertura } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

const COLUMNS = `descripcion, capital, limite, franquicia, contratacion`;

/** A policy's covers in the product's order. Callers have checked the policy is the customer's. */
export function coberturasPoliza(db: Queryable, idPoliza: number): Promise<Cobertura[]> {
  return db.query<Cobertura>(`SELECT ${COLUMNS} FROM poliza_garantias WHERE id_poliza = $1 ORDER BY orden`, [
    idPoliza,
  ]);
}

/** The covers a renewal notice announces for the next annuity. */
export function coberturasRenovacion(db: Queryable, idAviso: number): Promise<Cobertura[]> {
  return db.query<Cobertura>(
    `SELECT ${COLUMNS} FROM aviso_renovacion_garantias WHERE id_aviso = $1 ORDER BY orden`,
    [idAviso],
  );
}

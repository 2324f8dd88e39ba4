import type { Cobertura, CoberturasPoliza, ComparacionRenovacion } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

const COLUMNS = `descripcion, capital, limite, franquicia, contratacion`;

const coberturasPoliza = (db: Queryable, idPoliza: number) =>
  db.query<Cobertura>(`SELECT ${COLUMNS} FROM poliza_garantias WHERE id_poliza = $1 ORDER BY orden`, [
    idPoliza,
  ]);

/** One of the caller's policies' premium and covers; another customer's reads like a missing one. */
export async function findCoberturasPoliza(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<CoberturasPoliza | undefined> {
  const poliza = await db.maybe<Omit<CoberturasPoliza, 'coberturas'>>(
    `SELECT prima_anual AS "primaAnual", periodicidad FROM polizas WHERE id_poliza = $1 AND id_cliente = $2`,
    [idPoliza, idCliente],
  );
  return poliza && { ...poliza, coberturas: await coberturasPoliza(db, idPoliza) };
}

/**
 * The comparison of the latest renewal notice of the caller's policy (the one its notice screen
 * shows): undefined without a notice, null when the notice does not state the new premium.
 */
export async function findComparacionRenovacion(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<ComparacionRenovacion | null | undefined> {
  const aviso = await db.maybe<{ idAviso: number; primaAnterior: number | null; primaNueva: number | null }>(
    `SELECT a.id_aviso AS "idAviso", p.prima_anual AS "primaAnterior", a.prima_nueva AS "primaNueva"
       FROM avisos_renovacion a JOIN polizas p USING (id_poliza)
      WHERE a.id_poliza = $1 AND p.id_cliente = $2
      ORDER BY a.fecha_vencimiento DESC
      LIMIT 1`,
    [idPoliza, idCliente],
  );
  if (!aviso) return undefined;
  if (aviso.primaAnterior === null || aviso.primaNueva === null) return null;
  const [coberturasAnteriores, coberturasNuevas] = await Promise.all([
    coberturasPoliza(db, idPoliza),
    db.query<Cobertura>(
      `SELECT ${COLUMNS} FROM aviso_renovacion_garantias WHERE id_aviso = $1 ORDER BY orden`,
      [aviso.idAviso],
    ),
  ]);
  return {
    primaAnterior: aviso.primaAnterior,
    primaNueva: aviso.primaNueva,
    coberturasAnteriores,
    coberturasNuevas,
  };
}

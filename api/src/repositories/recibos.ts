import type { AvisoRenovacion, ReciboDetalle } from '@area-cliente/shared/contract';
import { maskIban } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { MEDIACION_SQL } from './mediacion-sql';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';

// Every query joins the policy and filters by its client: another client's id reads as missing.
const RECIBO_SQL = `
  SELECT r.id_recibo AS "idRecibo", r.num_recibo AS "numRecibo", p.producto || ' - ' || p.num_poliza AS titulo,
         r.fec_recibo AS "fecRecibo", r.importe_neto AS "importeNeto", r.estado, r.tipo, r.periodicidad,
         (r.estado IN ('PENDIENTE', 'DEVUELTO') AND r.pagable AND r.fec_recibo < $3::date) AS pendiente,
         r.pagable, r.imprimible, p.es_internauto AS "esPolizaInternauto",
         p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.producto,
         ${RIESGO_ASEGURADO_SQL},
         coalesce(t.nombre, p.titular, '') AS "nombreTomador",
         p.fec_efecto AS "fecEfecto", p.fecha_vto AS "fechaVto", coalesce(r.iban, p.iban) AS iban,
         ${MEDIACION_SQL}
    FROM recibos r
    JOIN polizas p USING (id_poliza)
    JOIN clientes c ON c.id_cliente = p.id_cliente
${RIESGO_ASEGURADO_JOINS}
    LEFT JOIN personas t ON t.id_persona = p.id_tomador
   WHERE r.id_recibo = $1 AND p.id_cliente = $2`;

/** The caller's receipt with the policy data its card shows, or undefined (missing or not theirs). */
export async function findRecibo(
  db: Queryable,
  idCliente: number,
  idRecibo: number,
  today: string,
): Promise<ReciboDetalle | undefined> {
  const row = await db.maybe<ReciboDetalle>(RECIBO_SQL, [idRecibo, idCliente, today]);
  return row && { ...row, iban: maskIban(row.iban) };
}

type AvisoRow = Omit<AvisoRenovacion, 'lstRecibosAR'> & { idAviso: number };

/**
 * The latest renewal notice of the caller's policy, or undefined. Its account is the policy's today (a
 * change of collection account after the notice was issued shows here too); the notice's own copy only
 * where the policy has none on record.
 */
export async function findAvisoRenovacion(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<AvisoRenovacion | undefined> {
  const aviso = await db.maybe<AvisoRow>(
    `SELECT a.id_aviso AS "idAviso", p.num_poliza AS "numPoliza", a.riesgo,
            a.modelo_vehiculo AS "modeloVehiculo", a.fecha_vencimiento AS "fechaVencimiento",
            coalesce(p.iban, a.datos_bancarios) AS "datosBancarios", a.forma_pago AS "formaPago",
            a.tipo_negocio AS "tipoNegocio", ${MEDIACION_SQL}
       FROM avisos_renovacion a JOIN polizas p USING (id_poliza)
       JOIN clientes c ON c.id_cliente = p.id_cliente
      WHERE a.id_poliza = $1 AND p.id_cliente = $2
      ORDER BY a.fecha_vencimiento DESC
      LIMIT 1`,
    [idPoliza, idCliente],
  );
  if (!aviso) return undefined;
  const lstRecibosAR = await db.query<AvisoRenovacion['lstRecibosAR'][number]>(
    `SELECT r.id_recibo AS "idRecibo", r.num_recibo AS "numRecibo", r.fec_recibo AS "fecRecibo",
            r.importe_neto AS "importeNeto"
       FROM aviso_renovacion_recibos x JOIN recibos r USING (id_recibo)
      WHERE x.id_aviso = $1
      ORDER BY r.fec_recibo, r.id_recibo`,
    [aviso.idAviso],
  );
  const { idAviso: _id, datosBancarios, ...rest } = aviso;
  return { ...rest, datosBancarios: maskIban(datosBancarios), lstRecibosAR };
}

import type { ReciboDePoliza, TipoSolicitudBaja } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { FactorConfirmacion } from './segundo-factor';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';

/** A standing request on a policy (table poliza_solicitudes_baja). */
export interface SolicitudBajaRow {
  tipo: TipoSolicitudBaja;
  fecha: string;
  referencia: string;
  creadaEl: string;
  /** The second factor that confirmed it; null when recorded before this was kept. */
  confirmadaCon: FactorConfirmacion | null;
}

/** What the rules and the receipt need of one of the caller's policies, with its standing request. */
export interface PolizaBaja {
  idPoliza: number;
  numPoliza: string;
  producto: string;
  ramo: string;
  /** polizas.estado, and the day a cancelled one ended (what its situation is read from). */
  estado: string;
  fecAnulacion: string | null;
  riesgoAseguradoStr: string;
  nombreTomador: string;
  fechaVto: string | null;
  contratadaDistancia: boolean;
  fecContratacion: string | null;
  solicitud: SolicitudBajaRow | null;
  /** Its unpaid receipts (pending or returned), oldest first: what stopping the renewal leaves to pay. */
  recibosImpagados: ReciboDePoliza[];
}

const POLIZA_SQL = `
  SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.producto, p.ramo,
         p.estado, p.fec_anulacion AS "fecAnulacion",
         ${RIESGO_ASEGURADO_SQL},
         coalesce(t.nombre, p.titular, '') AS "nombreTomador",
         p.fecha_vto AS "fechaVto", p.contratada_distancia AS "contratadaDistancia",
         p.fec_contratacion AS "fecContratacion",
         s.tipo, s.fecha, s.referencia, s.created_at AS "creadaEl", s.confirmada_con AS "confirmadaCon",
         (SELECT coalesce(json_agg(json_build_object('estado', r.estado, 'fecRecibo', r.fec_recibo,
                                                     'importeNeto', r.importe_neto)
                                   ORDER BY r.fec_recibo, r.id_recibo), '[]')
            FROM recibos r WHERE r.id_poliza = p.id_poliza AND r.estado IN ('PENDIENTE', 'DEVUELTO'))
           AS "recibosImpagados"
    FROM polizas p
${RIESGO_ASEGURADO_JOINS}
    LEFT JOIN personas t ON t.id_persona = p.id_tomador
    LEFT JOIN poliza_solicitudes_baja s ON s.id_poliza = p.id_poliza
   WHERE p.id_cliente = $1 AND p.id_poliza = $2`;

type Row = Omit<PolizaBaja, 'solicitud'> & {
  tipo: TipoSolicitudBaja | null;
  fecha: string | null;
  referencia: string | null;
  creadaEl: Date | string | null;
  confirmadaCon: FactorConfirmacion | null;
};

/** One of the client's policies; another client's answers undefined, like a missing one. */
export async function findPolizaBaja(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<PolizaBaja | undefined> {
  const row = await db.maybe<Row>(POLIZA_SQL, [idCliente, idPoliza]);
  if (!row) return undefined;
  const { tipo, fecha, referencia, creadaEl, confirmadaCon, ...poliza } = row;
  return {
    ...poliza,
    solicitud:
      tipo && fecha && referencia && creadaEl
        ? { tipo, fecha, referencia, creadaEl: new Date(creadaEl).toISOString(), confirmadaCon }
        : null,
  };
}

/**
 * Records the request once. The policy's row is locked first, so concurrent requests on it queue and
 * each later one finds the first's row: `true` only for the one that wrote. A withdrawal replaces an
 * opposition to the renewal; any other existing request stays as it is.
 */
export async function guardarSolicitudBaja(
  tx: Queryable,
  s: {
    idPoliza: number;
    tipo: TipoSolicitudBaja;
    fecha: string;
    referencia: string;
    confirmadaCon: FactorConfirmacion;
    now: Date;
  },
): Promise<boolean> {
  await tx.query('SELECT 1 FROM polizas WHERE id_poliza = $1 FOR UPDATE', [s.idPoliza]);
  const rows = await tx.query(
    `INSERT INTO poliza_solicitudes_baja AS b (id_poliza, tipo, fecha, referencia, confirmada_con, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id_poliza) DO UPDATE SET
       tipo = EXCLUDED.tipo, fecha = EXCLUDED.fecha, referencia = EXCLUDED.referencia,
       confirmada_con = EXCLUDED.confirmada_con, created_at = EXCLUDED.created_at
     WHERE b.tipo = 'NO_RENOVAR' AND EXCLUDED.tipo = 'DESISTIMIENTO'
     RETURNING 1`,
    [s.idPoliza, s.tipo, s.fecha, s.referencia, s.confirmadaCon, s.now],
  );
  return rows.length === 1;
}

/** Takes back an opposition to the renewal; `true` only for the request that deleted it. */
export async function borrarNoRenovar(tx: Queryable, idPoliza: number): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM poliza_solicitudes_baja WHERE id_poliza = $1 AND tipo = 'NO_RENOVAR' RETURNING 1`,
    [idPoliza],
  );
  return rows.length === 1;
}

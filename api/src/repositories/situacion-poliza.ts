import type { DatosSituacionPoliza } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';

/**
 * The columns a policy's situation is read from (`situacionPoliza` in shared/src/domain), for a policy
 * aliased `p`, besides its expiry date (`fechaVto`), which every reader selects already: its state, the
 * day a cancelled one ended and the standing 'No renovar' or withdrawal ({ tipo, fecha } or null).
 */
export const SITUACION_SQL = `p.estado, p.fec_anulacion AS "fecAnulacion",
         (SELECT json_build_object('tipo', b.tipo, 'fecha', b.fecha) FROM poliza_solicitudes_baja b
           WHERE b.id_poliza = p.id_poliza) AS "solicitudBaja"`;

/** One of the caller's policies: its line and what its situation is read from. */
interface PolizaConSituacion extends DatosSituacionPoliza {
  idPoliza: number;
  ramo: string;
}

/** The client's policy `idPoliza` with its situation's data; another client's answers undefined. */
export async function findSituacionPoliza(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<PolizaConSituacion | undefined> {
  const row = await db.maybe<PolizaConSituacion>(
    `SELECT p.id_poliza AS "idPoliza", p.ramo, p.fecha_vto AS "fechaVto", ${SITUACION_SQL}
       FROM polizas p WHERE p.id_cliente = $1 AND p.id_poliza = $2`,
    [idCliente, idPoliza],
  );
  return row && { ...row, idPoliza: Number(row.idPoliza) };
}

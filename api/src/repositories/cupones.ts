import { LINEAS_POLIZA } from '@area-cliente/shared/domain';
import type { Db } from '../db';

/** SPEC §9: a policy takes at most 3 friend coupons. */
const MAX_CUPONES_POR_POLIZA = 3;

/** Lines whose policies can take a coupon: those with a for-coupons list in the portfolio. */
const RAMOS_CON_CUPONES = LINEAS_POLIZA.filter((l) => l.listaCupones !== null).map((l) => l.ramo);

export type ResultadoAsignacion = 'asignado' | 'no-encontrado' | 'no-disponible' | 'poliza-completa';

/**
 * Assigns an available coupon of the client to one of the client's in-force car, home or mobility
 * policies. Both rows are locked (policy first, always in this order) so concurrent assignments can
 * neither use one coupon twice nor push a policy past its limit.
 */
export async function asignarCupon(
  db: Db,
  a: { idCliente: number; idCupon: number; cupon: string; idPoliza: number; now: Date },
): Promise<ResultadoAsignacion> {
  return db.transaction(async (tx) => {
    const poliza = await tx.maybe(
      `SELECT 1 FROM polizas
        WHERE id_poliza = $1 AND id_cliente = $2 AND estado = 'VIGOR' AND ramo = ANY($3::text[])
        FOR UPDATE`,
      [a.idPoliza, a.idCliente, RAMOS_CON_CUPONES],
    );
    const cupon = await tx.maybe<{ estado: string }>(
      `SELECT estado FROM cupones_amigo WHERE id_cupon = $1 AND id_cliente = $2 AND cupon = $3 FOR UPDATE`,
      [a.idCupon, a.idCliente, a.cupon],
    );
    // Someone else's coupon or policy answers exactly like a missing one.
    if (!poliza || !cupon) return 'no-encontrado';
    if (cupon.estado !== 'disponible') return 'no-disponible';
    const { n } = await tx.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM cupones_amigo WHERE id_poliza = $1',
      [a.idPoliza],
    );
    if (n >= MAX_CUPONES_POR_POLIZA) return 'poliza-completa';
    await tx.query(
      `UPDATE cupones_amigo SET estado = 'asignado', id_poliza = $2, asignado_at = $3 WHERE id_cupon = $1`,
      [a.idCupon, a.idPoliza, a.now],
    );
    return 'asignado';
  });
}

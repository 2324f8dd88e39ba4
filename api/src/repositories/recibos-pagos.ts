import type { Db, Queryable } from '../db';
import { toCentimos } from '@area-cliente/shared/domain';
import type { PaymentNotification } from '../providers/payment/types';

const PAYABLE = ['PENDIENTE', 'DEVUELTO'];

/** What opening an attempt did: the references it superseded, or why the receipt takes none. */
export type OpenPago = { superseded: string[] } | 'COBRADO' | 'NO_PAGABLE';

/**
 * Opens the receipt's one payable attempt; the gateway's notification settles it. Under the
 * receipt's row lock, so concurrent clicks open one after the other: each supersedes the attempt
 * open before it, and the unique index on open attempts backs that up.
 */
export function openPago(
  db: Db,
  p: { idRecibo: number; referencia: string; importe: number; now: Date },
): Promise<OpenPago> {
  return db.transaction(async (tx) => {
    const recibo = await tx.maybe<{ estado: string; pagable: boolean }>(
      'SELECT estado, pagable FROM recibos WHERE id_recibo = $1 FOR UPDATE',
      [p.idRecibo],
    );
    if (recibo?.estado === 'COBRADO') return 'COBRADO';
    if (!recibo || !PAYABLE.includes(recibo.estado) || !recibo.pagable) return 'NO_PAGABLE';
    const superseded = await tx.query<{ referencia: string }>(
      `UPDATE pagos SET estado = 'SUSTITUIDO', notified_at = $2
        WHERE id_recibo = $1 AND estado = 'INICIADO' RETURNING referencia`,
      [p.idRecibo, p.now],
    );
    await tx.query(
      `INSERT INTO pagos (id_recibo, referencia, importe, estado, created_at)
       VALUES ($1, $2, $3, 'INICIADO', $4)`,
      [p.idRecibo, p.referencia, p.importe, p.now],
    );
    return { superseded: superseded.map((s) => s.referencia) };
  });
}

/** Whether this attempt can still be paid (the test gateway asks before it charges). */
export async function pagoAbierto(db: Queryable, referencia: string): Promise<boolean> {
  const row = await db.maybe<{ estado: string }>('SELECT estado FROM pagos WHERE referencia = $1', [
    referencia,
  ]);
  return row?.estado === 'INICIADO';
}

export type NotificationOutcome =
  /** The receipt is now paid. */
  | 'CONFIRMADO'
  /** This attempt had already been confirmed: a repeated notification changes nothing. */
  | 'YA_CONFIRMADO'
  /** The customer cancelled or the card was declined. */
  | 'CANCELADO'
  | 'REFERENCIA_DESCONOCIDA'
  /** The attempt was already closed: failed, or superseded by a newer attempt of its receipt. */
  | 'YA_CERRADO'
  | 'IMPORTE_INCORRECTO'
  /** Paid meanwhile through another attempt, or no longer payable. */
  | 'NO_PAGABLE';

/**
 * Applies a verified gateway notification exactly once. The receipt row is locked first, so
 * concurrent notifications (same attempt or two attempts of one receipt) settle one after the
 * other; the conditional UPDATEs and the unique index on confirmed payments back that up.
 */
export function applyNotification(db: Db, n: PaymentNotification, now: Date): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const ref = await tx.maybe<{ idRecibo: number }>(
      'SELECT id_recibo AS "idRecibo" FROM pagos WHERE referencia = $1',
      [n.referencia],
    );
    if (!ref) return 'REFERENCIA_DESCONOCIDA';
    const recibo = await tx.one<{ estado: string; pagable: boolean; importeNeto: number }>(
      `SELECT estado, pagable, importe_neto AS "importeNeto" FROM recibos WHERE id_recibo = $1 FOR UPDATE`,
      [ref.idRecibo],
    );
    const pago = await tx.one<{ idPago: number; estado: string; importe: number }>(
      'SELECT id_pago AS "idPago", estado, importe FROM pagos WHERE referencia = $1 FOR UPDATE',
      [n.referencia],
    );
    if (pago.estado === 'CONFIRMADO') return 'YA_CONFIRMADO';
    if (pago.estado !== 'INICIADO') return 'YA_CERRADO';

    const fail = async (outcome: NotificationOutcome) => {
      await tx.query(
        `UPDATE pagos SET estado = 'FALLIDO', notified_at = $2 WHERE id_pago = $1 AND estado = 'INICIADO'`,
        [pago.idPago, now],
      );
      return outcome;
    };
    if (n.resultado === 'KO') return fail('CANCELADO');
    const centimos = toCentimos(pago.importe);
    if (n.importeCentimos !== centimos || toCentimos(recibo.importeNeto) !== centimos) {
      return fail('IMPORTE_INCORRECTO');
    }
    if (!PAYABLE.includes(recibo.estado) || !recibo.pagable) return fail('NO_PAGABLE');

    await tx.query(
      `UPDATE pagos SET estado = 'CONFIRMADO', notified_at = $2 WHERE id_pago = $1 AND estado = 'INICIADO'`,
      [pago.idPago, now],
    );
    await tx.query(
      `UPDATE recibos SET estado = 'COBRADO', pagable = false, paid_at = $2
        WHERE id_recibo = $1 AND estado IN ('PENDIENTE', 'DEVUELTO')`,
      [ref.idRecibo, now],
    );
    return 'CONFIRMADO';
  });
}

import { todayIso } from './date';

type ReciboVencible = { pendiente: boolean; pagable: boolean; fecRecibo: string };

/** A receipt shows as overdue when it is pending, payable and dated before today (SPEC §4). */
export function isReciboVencido(recibo: ReciboVencible, today: string = todayIso()): boolean {
  return recibo.pendiente && recibo.pagable && recibo.fecRecibo.slice(0, 10) < today;
}

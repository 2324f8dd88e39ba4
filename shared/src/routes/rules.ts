import { todayIso } from '../format/date';

const normalise = (estado: string | null | undefined) => (estado ?? '').trim().toUpperCase();

/** A claim is listed as open when its status is ABIERTO (SPEC §4, case-insensitive). */
export function isSiniestroAbierto(estado: string | null | undefined): boolean {
  return normalise(estado) === 'ABIERTO';
}

/**
 * Closed claims (SPEC §4): on the car policy only CERRADO counts as closed; on every other policy
 * anything that is not ABIERTO does.
 */
export function isSiniestroCerrado(estado: string | null | undefined, polizaAutos: boolean): boolean {
  return polizaAutos ? normalise(estado) === 'CERRADO' : normalise(estado) !== 'ABIERTO';
}

type ReciboVencible = { pendiente: boolean; pagable: boolean; fecRecibo: string };

/** A receipt shows as overdue when it is pending, payable and dated before today (SPEC §4). */
export function isReciboVencido(recibo: ReciboVencible, today: string = todayIso()): boolean {
  return recibo.pendiente && recibo.pagable && recibo.fecRecibo.slice(0, 10) < today;
}

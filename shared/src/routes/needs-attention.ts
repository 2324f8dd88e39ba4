import type { Portfolio, ReciboResumen } from '../contract';
import { todayIso } from '../domain/date';
import { isReciboVencido } from '../domain/recibos';
import { isSiniestroAbierto } from '../domain/siniestros';
import { polizaEntries, siniestroEntries, type PolizaEntry, type SiniestroEntry } from './detail-routes';
import { reciboRoute } from './paths';

type ReciboPendiente = { recibo: ReciboResumen; path: string; vencido: boolean };

/** What needs the customer (SPEC §2's three side-menu lists), for the side menu and the home summary. */
export type NeedsAttention = {
  /** Unpaid receipts, overdue first, then by date. */
  recibos: ReciboPendiente[];
  siniestrosAbiertos: SiniestroEntry[];
  polizas: PolizaEntry[];
};

export const SIN_RECIBOS_PENDIENTES = 'No tienes recibos pendientes';
export const SIN_SINIESTROS_ABIERTOS = 'No tienes siniestros abiertos';
export const SIN_POLIZAS = 'No tienes pólizas en vigor con nosotros.';

export function needsAttention(portfolio: Portfolio, today: string = todayIso()): NeedsAttention {
  const recibos = portfolio.lstAllRecibosPtes
    .map((recibo) => ({ recibo, path: reciboRoute(recibo), vencido: isReciboVencido(recibo, today) }))
    .sort(
      (a, b) => Number(b.vencido) - Number(a.vencido) || a.recibo.fecRecibo.localeCompare(b.recibo.fecRecibo),
    );
  return {
    recibos,
    siniestrosAbiertos: siniestroEntries(portfolio).filter((e) => isSiniestroAbierto(e.siniestro.estado)),
    polizas: polizaEntries(portfolio),
  };
}

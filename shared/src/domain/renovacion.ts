import { formatAmount } from './amount';
import { formatDate, madridDay } from './date';

/*
 * Stopping a policy: opposing its tacit renewal and withdrawing from a distance contract.
 * Dates are ISO calendar days ('YYYY-MM-DD'); "today" is the company's day (Madrid), which the caller
 * passes in, so the API, the screen and the tests read one answer.
 */

/** The legal basis each request cites, on the screen and in the PDF receipt. */
export const BASE_LEGAL = {
  NO_RENOVAR:
    'Artículo 22 de la Ley 50/1980, de 8 de octubre, de Contrato de Seguro: el tomador puede oponerse a la prórroga del contrato mediante notificación escrita al asegurador con, al menos, un mes de antelación a la conclusión del periodo en curso.',
  DESISTIMIENTO:
    'Artículo 10 de la Ley 22/2007, de 11 de julio, sobre comercialización a distancia de servicios financieros destinados a los consumidores: el consumidor puede desistir del contrato celebrado a distancia en un plazo de 14 días naturales desde su celebración, sin indicar los motivos y sin penalización alguna.',
} as const;

export type TipoSolicitudBaja = keyof typeof BASE_LEGAL;

/** Calendar days a distance contract can be withdrawn from (Ley 22/2007, art. 10.1). */
const DIAS_DESISTIMIENTO = 14;

const parts = (iso: string) => iso.slice(0, 10).split('-').map(Number) as [number, number, number];
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The same day `months` earlier or later; when that month is shorter, its last day (Código Civil
 * art. 5.1: a period in months runs "de fecha a fecha", and ends on the month's last day when it has
 * no equivalent day), so 31 March less a month is 28 February, or 29 in a leap year.
 */
export function sumaMeses(fecha: string, months: number): string {
  const [y, m, d] = parts(fecha);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

export function sumaDias(fecha: string, days: number): string {
  const [y, m, d] = parts(fecha);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Whether `hoy` is the day itself or before it. */
const noPasado = (hoy: string, dia: string) => hoy.slice(0, 10) <= dia;

export type PlazoNoRenovar =
  | { permitido: true; ultimoDia: string }
  | { permitido: false; motivo: 'FUERA_DE_PLAZO'; ultimoDia: string }
  | { permitido: false; motivo: 'SIN_VENCIMIENTO' };

/**
 * Opposing the renewal (Ley 50/1980 art. 22): the notice must reach the insurer at least one month
 * before the current period ends, so the last day to give it is the expiry date less one month, and
 * giving it that very day is still in time. A policy without an expiry date, or already expired,
 * has no renewal to stop.
 */
export function plazoNoRenovar(fechaVto: string | null, hoy: string): PlazoNoRenovar {
  if (!fechaVto || fechaVto.slice(0, 10) <= hoy.slice(0, 10)) {
    return { permitido: false, motivo: 'SIN_VENCIMIENTO' };
  }
  const ultimoDia = sumaMeses(fechaVto, -1);
  return noPasado(hoy, ultimoDia)
    ? { permitido: true, ultimoDia }
    : { permitido: false, motivo: 'FUERA_DE_PLAZO', ultimoDia };
}

/**
 * Opposition to the renewal can be taken back until it takes effect: up to the day before the
 * expiry date (from that day on the policy has ended).
 */
export const noRenovarDeshacible = (fechaVto: string, hoy: string): boolean =>
  hoy.slice(0, 10) < fechaVto.slice(0, 10);

/**
 * Withdrawal from a distance contract (Ley 22/2007 art. 10): 14 calendar days counted from the day
 * after it was made (Código Civil art. 5.1), so a contract made on the 1st can be withdrawn from up to
 * and including the 15th. Only contracts made at a distance.
 */
export function plazoDesistimiento(
  contratadaDistancia: boolean,
  fecContratacion: string | null,
  hoy: string,
): { permitido: boolean; ultimoDia: string | null } {
  if (!contratadaDistancia || !fecContratacion) return { permitido: false, ultimoDia: null };
  const ultimoDia = sumaDias(fecContratacion, DIAS_DESISTIMIENTO);
  return {
    permitido: fecContratacion.slice(0, 10) <= hoy.slice(0, 10) && noPasado(hoy, ultimoDia),
    ultimoDia,
  };
}

/** The mark a policy carries on its screen, the home and the side menu. */
export function etiquetaSolicitudBaja(s: { tipo: TipoSolicitudBaja; fecha: string }): string {
  return s.tipo === 'NO_RENOVAR' ? `No se renovará el ${formatDate(s.fecha)}` : 'Desistimiento solicitado';
}

/** The Madrid day a request was made (its instant is UTC), DD-MM-YYYY. */
export const diaSolicitud = (solicitadaEl: string): string => formatDate(madridDay(new Date(solicitadaEl)));

/** A receipt of the policy, as its detail lists it or the API reads it. */
export interface ReciboDePoliza {
  estado: string;
  /** Its date, when it is charged (YYYY-MM-DD). */
  fecRecibo: string;
  importeNeto: number;
}

const impagado = (r: ReciboDePoliza) => r.estado === 'PENDIENTE' || r.estado === 'DEVUELTO';

/** 'de 137.45 € con vencimiento el 07-11-2026', joined with commas and a last 'y'. */
function deRecibos(recibos: ReciboDePoliza[]): string {
  const partes = recibos.map(
    (r) => `de ${formatAmount(r.importeNeto)} con vencimiento el ${formatDate(r.fecRecibo)}`,
  );
  return partes.length > 1 ? `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}` : (partes[0] ?? '');
}

/**
 * What stopping the renewal leaves to pay, said beside 'no te cobraremos más recibos' so that it is never
 * said alone while one is still due. The receipts of the current period stay: those already due and
 * unpaid (pending, or returned by the bank), which keep the cover until the expiry date only once paid,
 * and those still to come before it. A receipt dated on the expiry date or later is the next period's,
 * which stopping the renewal cancels. `quedan`: some receipt remains, so the screen says no more will be
 * charged *after* the expiry date; `avisos`: the sentences naming them, amount and date.
 */
export function recibosNoRenovar(
  recibos: readonly ReciboDePoliza[],
  fechaVto: string | null,
  hoy: string,
): { quedan: boolean; avisos: string[] } {
  if (!fechaVto) return { quedan: false, avisos: [] };
  const vto = fechaVto.slice(0, 10);
  const delPeriodo = [...recibos]
    .filter((r) => impagado(r) && r.fecRecibo.slice(0, 10) < vto)
    .sort((a, b) => a.fecRecibo.localeCompare(b.fecRecibo));
  const debidos = delPeriodo.filter((r) => r.fecRecibo.slice(0, 10) <= hoy.slice(0, 10));
  const porCobrar = delPeriodo.filter((r) => r.estado === 'PENDIENTE' && !debidos.includes(r));
  const avisos: string[] = [];
  if (debidos.length === 1) {
    avisos.push(
      `Seguirá pendiente el recibo ${deRecibos(debidos)}: págalo para mantener la cobertura hasta el ${formatDate(vto)}.`,
    );
  } else if (debidos.length > 1) {
    avisos.push(
      `Seguirán pendientes los recibos ${deRecibos(debidos)}: págalos para mantener la cobertura hasta el ${formatDate(vto)}.`,
    );
  }
  if (porCobrar.length === 1) {
    avisos.push(`Hasta entonces se cobrará, como siempre, el recibo ${deRecibos(porCobrar)}.`);
  } else if (porCobrar.length > 1) {
    avisos.push(`Hasta entonces se cobrarán, como siempre, los recibos ${deRecibos(porCobrar)}.`);
  }
  return { quedan: avisos.length > 0, avisos };
}

/** 'no te cobraremos más recibos', or, when some of this period's remain, 'después no te cobraremos más recibos'. */
export const sinMasRecibos = (quedan: boolean): string =>
  quedan ? 'después no te cobraremos más recibos' : 'no te cobraremos más recibos';

import { formatDate, madridDay } from './date';

/*
 * Stopping a policy (issue #31): opposing its tacit renewal and withdrawing from a distance contract.
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

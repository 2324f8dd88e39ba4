import type { Portfolio } from '../contract';
import { RAMO_CON_ASISTENCIA } from '../domain/asistencia';
import { todayIso } from '../domain/date';
import { lineaDeLista } from '../domain/lineas';
import { datosDeResumen, loQueAplica, situacionPoliza } from '../domain/situacion-poliza';
import { tieneTarjeta } from '../domain/tarjeta';
import { polizaEntries, type PolizaEntry } from './detail-routes';

/** 'Tarjetas y asistencia': every digital card and roadside help, one press from the home and the menu. */
export const TARJETAS_PATH = '/tarjetas';

/** A policy on that screen: its card when it attests cover today, its roadside help when it has one. */
export type PolizaConTarjeta = PolizaEntry & { tarjeta: boolean; asistencia: boolean };

/**
 * The customer's policies that show a digital card or offer roadside help on `hoy` (Madrid's): a line
 * with a card (`tieneTarjeta`) or with assistance, in a situation where it still applies (`loQueAplica`).
 */
export function tarjetasYAsistencia(portfolio: Portfolio, hoy: string = todayIso()): PolizaConTarjeta[] {
  return polizaEntries(portfolio).flatMap((entry) => {
    const { ramo } = lineaDeLista(entry.list);
    const aplica = loQueAplica(situacionPoliza(datosDeResumen(entry.poliza), hoy));
    const tarjeta = tieneTarjeta(ramo) && aplica.certificar;
    const asistencia = ramo === RAMO_CON_ASISTENCIA && aplica.asistencia;
    return tarjeta || asistencia ? [{ ...entry, tarjeta, asistencia }] : [];
  });
}

/** Whether the home and the menu lead to 'Tarjetas y asistencia': at least one policy is on it. */
export const tieneTarjetasOAsistencia = (portfolio: Portfolio): boolean =>
  tarjetasYAsistencia(portfolio).length > 0;

import type { TallerElegidoRequest } from '@area-cliente/shared/contract';
import {
  esTextoValido,
  TALLER_PROPIO_MAX,
  TALLER_PROPIO_MIN,
  TALLER_PROPIO_NOMBRE,
  TEXTO_CARACTERES_NO_VALIDOS,
} from '@area-cliente/shared/domain';

/** The 'my own workshop' option among the partner workshops' ids. */
export const TALLER_PROPIO = 'propio';

/** Where to repair the car, as the form holds it while the customer chooses. */
export type EleccionTaller = {
  /** The postcode the list is searched by. */
  cp: string;
  /** '' while nothing is chosen, TALLER_PROPIO, or a partner workshop's id. */
  taller: string;
  /** The chosen partner workshop's name, for the review. */
  nombreTaller: string;
  /** The customer's own workshop's name, as typed. */
  propio: string;
};

export const eleccionVacia = (cp = ''): EleccionTaller => ({ cp, taller: '', nombreTaller: '', propio: '' });

export const ELIGE_TALLER = 'Elige un taller de la lista o indica el tuyo.';

/** What stops the choice being sent, per field (empty when it can be). */
export function erroresTaller(e: EleccionTaller): { taller?: string; tallerPropio?: string } {
  if (!e.taller) return { taller: ELIGE_TALLER };
  if (e.taller !== TALLER_PROPIO) return {};
  const nombre = e.propio.trim();
  if (nombre.length < TALLER_PROPIO_MIN || nombre.length > TALLER_PROPIO_MAX)
    return { tallerPropio: TALLER_PROPIO_NOMBRE };
  if (!esTextoValido(nombre)) return { tallerPropio: TEXTO_CARACTERES_NO_VALIDOS };
  return {};
}

/** The choice as the API takes it: only call it when erroresTaller finds nothing. */
export const peticionTaller = (e: EleccionTaller): TallerElegidoRequest =>
  e.taller === TALLER_PROPIO ? { propio: e.propio.trim() } : { idTaller: Number(e.taller) };

/** The choice in one line, as the review shows it. */
export const resumenTaller = (e: EleccionTaller): string =>
  e.taller === TALLER_PROPIO ? `${e.propio.trim()} (tu taller)` : e.nombreTaller;

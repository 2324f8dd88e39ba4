import type { Portfolio, PolizaResumen, SiniestroResumen } from '../contract';
import {
  LINEAS_CON_SINIESTROS,
  LINEAS_POLIZA,
  lineaDeLista,
  type PolizaListKey,
  type SiniestroListKey,
} from '../domain/lineas';
import { segment } from './segment';

/** The lists in SPEC §3's order, from the table of policy lines. */
export const POLIZA_LIST_KEYS: PolizaListKey[] = LINEAS_POLIZA.map((l) => l.lista);
const SINIESTRO_LIST_KEYS: SiniestroListKey[] = LINEAS_CON_SINIESTROS.map((l) => l.siniestros.lista);

/** Detail route of a policy by the list it comes from (SPEC §2); partner health is keyed by numPoliza. */
export function polizaRoute(
  list: PolizaListKey,
  poliza: Pick<PolizaResumen, 'idPoliza' | 'numPoliza'>,
): string {
  const linea = lineaDeLista(list);
  return `/${linea.pantalla}/${segment(poliza[linea.clave])}`;
}

export function siniestroRoute(
  list: SiniestroListKey,
  siniestro: Pick<SiniestroResumen, 'numSiniestro'>,
): string {
  const linea = LINEAS_CON_SINIESTROS.find((l) => l.siniestros.lista === list)!;
  return `/${linea.siniestros.pantalla}/${segment(siniestro.numSiniestro)}`;
}

export type PolizaEntry = { list: PolizaListKey; poliza: PolizaResumen; path: string };
export type SiniestroEntry = { list: SiniestroListKey; siniestro: SiniestroResumen; path: string };

/** Every policy of the portfolio with its detail route, in the order of SPEC §3. */
export function polizaEntries(portfolio: Portfolio): PolizaEntry[] {
  return POLIZA_LIST_KEYS.flatMap((list) =>
    portfolio[list].map((poliza) => ({ list, poliza, path: polizaRoute(list, poliza) })),
  );
}

/** Every claim of the portfolio with its detail route. */
export function siniestroEntries(portfolio: Portfolio): SiniestroEntry[] {
  return SINIESTRO_LIST_KEYS.flatMap((list) =>
    portfolio[list].map((siniestro) => ({ list, siniestro, path: siniestroRoute(list, siniestro) })),
  );
}

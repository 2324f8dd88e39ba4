import { type Portfolio } from '@area-cliente/shared/contract';
import { polizasDeContacto, type PolizaEntry } from '@area-cliente/shared/routes';

/** What the phone / e-mail change does about policies (SPEC §4). */
export type Seleccion =
  /** More than one in-force policy: the customer chooses; every policy starts checked. */
  | { modo: 'elegir'; polizas: PolizaEntry[] }
  /** One or none: the first policy of each line goes without asking (empty for partner health only). */
  | { modo: 'automatica'; idPolizas: number[] };

export function seleccionDePolizas(portfolio: Portfolio): Seleccion {
  // Never the partner insurer's health nor an ended policy: a client with only those sends an empty selection.
  const polizas = polizasDeContacto(portfolio);
  if (polizas.length > 1) return { modo: 'elegir', polizas };
  const primeras = new Map<string, number>();
  for (const e of polizas) if (!primeras.has(e.list)) primeras.set(e.list, e.poliza.idPoliza);
  return { modo: 'automatica', idPolizas: [...primeras.values()] };
}

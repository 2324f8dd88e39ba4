import { type Portfolio } from '@area-cliente/shared/contract';
import {
  datosDeResumen,
  lineaDeLista,
  loQueAplica,
  situacionPoliza,
  todayIso,
} from '@area-cliente/shared/domain';
import { polizaEntries, type PolizaEntry } from '@area-cliente/shared/routes';

/** What the phone / e-mail change does about policies (SPEC §4). */
export type Seleccion =
  /** More than one in-force policy: the customer chooses; every policy starts checked. */
  | { modo: 'elegir'; polizas: PolizaEntry[] }
  /** One or none: the first policy of each line goes without asking (empty for partner health only). */
  | { modo: 'automatica'; idPolizas: number[] };

/**
 * The partner insurer's health policies are managed by the partner, so a change of ours never
 * applies to them: a client whose only policy is one of those sends an empty selection. Nor does it
 * apply to a policy no longer in force (withdrawn, cancelled, expired: `loQueAplica(…).gestionar`).
 */
export const polizaPropia = (e: PolizaEntry) =>
  !lineaDeLista(e.list).socio && loQueAplica(situacionPoliza(datosDeResumen(e.poliza), todayIso())).gestionar;

export function seleccionDePolizas(portfolio: Portfolio): Seleccion {
  const polizas = polizaEntries(portfolio).filter(polizaPropia);
  if (polizas.length > 1) return { modo: 'elegir', polizas };
  const primeras = new Map<string, number>();
  for (const e of polizas) if (!primeras.has(e.list)) primeras.set(e.list, e.poliza.idPoliza);
  return { modo: 'automatica', idPolizas: [...primeras.values()] };
}

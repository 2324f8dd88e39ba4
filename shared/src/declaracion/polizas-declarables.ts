// Takes the kernel by its package name so that it uses the page's one copy.
import { type Portfolio } from '@area-cliente/shared/contract';
import { declarabilidad, lineaDeLista, type Declarabilidad } from '@area-cliente/shared/domain';
import { polizaEntries } from '@area-cliente/shared/routes';

export type PolizaDeclarable = {
  idPoliza: number;
  numPoliza: string;
  riesgo: string;
  producto: string;
  fecEfecto: string;
  declarabilidad: Exclude<Declarabilidad, { clase: 'NO_DISPONIBLE' }>;
};

/**
 * The customer's policies the journey offers: those declared here (in force, a line with claims
 * here) and the partner's health policy, which answers with the partner's phone and client area.
 */
export function polizasDeclarables(portfolio: Portfolio): PolizaDeclarable[] {
  return polizaEntries(portfolio).flatMap(({ list, poliza }) => {
    const d = declarabilidad(lineaDeLista(list).ramo, poliza.enVigor ? 'VIGOR' : 'NO_VIGOR');
    if (d.clase === 'NO_DISPONIBLE') return [];
    return [
      {
        idPoliza: poliza.idPoliza,
        numPoliza: poliza.numPoliza,
        riesgo: poliza.riesgoAseguradoStr,
        producto: poliza.producto,
        fecEfecto: poliza.fecEfecto,
        declarabilidad: d,
      },
    ];
  });
}

/** Whether the customer can declare a claim online on at least one policy (the menu entry shows). */
export const puedeDeclarar = (portfolio: Portfolio) =>
  polizasDeclarables(portfolio).some((p) => p.declarabilidad.clase === 'ONLINE');

/** How the policy `idPoliza` is declared, or undefined when it is not (not in force, or not here). */
export const polizaDeclarable = (portfolio: Portfolio, idPoliza: number) =>
  polizasDeclarables(portfolio).find((p) => p.idPoliza === idPoliza);

// Takes the kernel by its package name so that it uses the page's one copy.
import { type Portfolio } from '@area-cliente/shared/contract';
import {
  datosDeResumen,
  declarabilidad,
  lineaDeLista,
  situacionPoliza,
  todayIso,
  type Declarabilidad,
} from '@area-cliente/shared/domain';
import { polizaEntries } from '@area-cliente/shared/routes';

export type PolizaDeclarable = {
  idPoliza: number;
  numPoliza: string;
  /** The policy's line (VEH, HOG…): a car claim may choose its workshop. */
  ramo: string;
  riesgo: string;
  producto: string;
  fecEfecto: string;
  declarabilidad: Extract<Declarabilidad, { clase: 'ONLINE' | 'SOCIO' }>;
};

/**
 * The customer's policies the journey offers: those declared here (in force, a line with claims
 * here) and the partner's health policy, which answers with the partner's phone and client area. A
 * withdrawn, cancelled or expired policy is not offered (`situacionPoliza`, Madrid's today).
 */
export function polizasDeclarables(portfolio: Portfolio, hoy: string = todayIso()): PolizaDeclarable[] {
  return polizaEntries(portfolio).flatMap(({ list, poliza }) => {
    const situacion = situacionPoliza(datosDeResumen(poliza), hoy);
    const { ramo } = lineaDeLista(list);
    const d = declarabilidad(ramo, situacion);
    if (d.clase !== 'ONLINE' && d.clase !== 'SOCIO') return [];
    return [
      {
        idPoliza: poliza.idPoliza,
        numPoliza: poliza.numPoliza,
        ramo,
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

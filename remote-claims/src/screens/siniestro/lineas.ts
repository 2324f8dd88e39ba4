import { screenData } from '@area-cliente/shared';
import { CALLS, type CallName, type SiniestroDetalle } from '@area-cliente/shared/contract';
import { LINEAS_CON_SINIESTROS } from '@area-cliente/shared/domain';

/** The six claim lines (SPEC §2): the call each screen reads and what its cards show. */
export type LineaSiniestro = (typeof LINEAS_CON_SINIESTROS)[number]['siniestros']['linea'];

type DatoLinea = { label: string; value: (s: SiniestroDetalle) => string | null };

type SiniestroCall = (typeof CALLS)[Extract<CallName, `siniestro${string}`>];

export type LineaConfig = {
  /** The claim detail call of the line (`:numSiniestro`). */
  call: SiniestroCall;
  /** Heading of the screen, before the claim number. */
  titulo: string;
  /** Route of the claim's policy screen. */
  poliza: (idPoliza: number) => string;
  /** Label of the insured risk in the general card. */
  riesgo: string;
  /** SPEC §4: on the car policy only CERRADO counts as closed. */
  esAutos: boolean;
  /** The line's own fields in the general card. */
  datos: DatoLinea[];
};

/** What the table of policy lines says of a claim line: its call, heading, policy route and rule. */
function deLaTabla(linea: LineaSiniestro): Pick<LineaConfig, 'call' | 'titulo' | 'poliza' | 'esAutos'> {
  const fila = LINEAS_CON_SINIESTROS.find((l) => l.siniestros.linea === linea)!;
  return {
    call: CALLS[fila.siniestros.llamada],
    titulo: `Siniestro de ${fila.nombre}`,
    poliza: (id) => `/${fila.pantalla}/${id}`,
    esAutos: fila.ramo === 'VEH',
  };
}

const lista = (items: string[]) => (items.length ? items.join(', ') : null);
const direccion = (s: SiniestroDetalle) =>
  [s.direccion, [s.codPostal, s.poblacion].filter(Boolean).join(' '), s.provincia]
    .filter((part) => part && part.trim())
    .join(', ') || null;
const danios: DatoLinea = { label: 'Daños', value: (s) => lista(s.danios) };
const lugar: DatoLinea = { label: 'Lugar del accidente', value: (s) => s.lugarAccidente };

export const LINEAS: Record<LineaSiniestro, LineaConfig> = {
  autos: {
    ...deLaTabla('autos'),
    riesgo: 'Vehículo',
    datos: [lugar, { label: 'Matrícula del vehículo asegurado', value: (s) => s.matriculaVA }, danios],
  },
  hogar: {
    ...deLaTabla('hogar'),
    riesgo: 'Vivienda',
    datos: [{ label: 'Dirección', value: direccion }, danios],
  },
  movilidad: {
    ...deLaTabla('movilidad'),
    riesgo: 'Vehículo',
    datos: [lugar, danios],
  },
  negocio: {
    ...deLaTabla('negocio'),
    riesgo: 'Negocio',
    datos: [{ label: 'Dirección', value: direccion }, danios],
  },
  accidentes: {
    ...deLaTabla('accidentes'),
    riesgo: 'Asegurado',
    datos: [lugar, danios],
  },
  mascotas: {
    ...deLaTabla('mascotas'),
    riesgo: 'Mascota asegurada',
    datos: [
      { label: 'Especie', value: (s) => (s.especie ? especie(s.especie) : null) },
      { label: 'Nombre de la mascota', value: (s) => s.nombre },
      danios,
    ],
  },
};

function especie(value: string): string {
  const lower = value.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** What a claim screen reads first: its line's call for the route's claim number (the shell prefetches it). */
export const siniestroData = (linea: LineaSiniestro) =>
  screenData(LINEAS[linea].call, (params) => ({ params: { numSiniestro: params.numSiniestro ?? '' } }));

import { CALLS, screenData, type CallName, type SiniestroDetalle } from '@area-cliente/shared';

/** The six claim lines (SPEC §2): the call each screen reads and what its cards show. */
export type LineaSiniestro = 'autos' | 'hogar' | 'movilidad' | 'negocio' | 'accidentes' | 'mascotas';

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

const lista = (items: string[]) => (items.length ? items.join(', ') : null);
const direccion = (s: SiniestroDetalle) =>
  [s.direccion, [s.codPostal, s.poblacion].filter(Boolean).join(' '), s.provincia]
    .filter((part) => part && part.trim())
    .join(', ') || null;
const danios: DatoLinea = { label: 'Daños', value: (s) => lista(s.danios) };
const lugar: DatoLinea = { label: 'Lugar del accidente', value: (s) => s.lugarAccidente };

export const LINEAS: Record<LineaSiniestro, LineaConfig> = {
  autos: {
    call: CALLS.siniestroVeh,
    titulo: 'Siniestro de automóvil',
    poliza: (id) => `/polizaAutos/${id}`,
    riesgo: 'Vehículo',
    esAutos: true,
    datos: [lugar, { label: 'Matrícula del vehículo asegurado', value: (s) => s.matriculaVA }, danios],
  },
  hogar: {
    call: CALLS.siniestroHog,
    titulo: 'Siniestro de hogar',
    poliza: (id) => `/polizaHogar/${id}`,
    riesgo: 'Vivienda',
    esAutos: false,
    datos: [{ label: 'Dirección', value: direccion }, danios],
  },
  movilidad: {
    call: CALLS.siniestroMov,
    titulo: 'Siniestro de movilidad',
    poliza: (id) => `/polizaMovilidad/${id}`,
    riesgo: 'Vehículo',
    esAutos: false,
    datos: [lugar, danios],
  },
  negocio: {
    call: CALLS.siniestroNeg,
    titulo: 'Siniestro de negocio',
    poliza: (id) => `/polizaNegocio/${id}`,
    riesgo: 'Negocio',
    esAutos: false,
    datos: [{ label: 'Dirección', value: direccion }, danios],
  },
  accidentes: {
    call: CALLS.siniestroAcc,
    titulo: 'Siniestro de accidentes',
    poliza: (id) => `/polizaAccidentes/${id}`,
    riesgo: 'Asegurado',
    esAutos: false,
    datos: [lugar, danios],
  },
  mascotas: {
    call: CALLS.siniestroMasc,
    titulo: 'Siniestro de mascotas',
    poliza: (id) => `/polizaMascotas/${id}`,
    riesgo: 'Mascota asegurada',
    esAutos: false,
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

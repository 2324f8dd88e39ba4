/*
 * The policy lines (ramos), one row each with every name the line goes by: the `ramo` code the API and
 * the database use, the portfolio list its policies come in (and the list of those that may still get
 * a coupon), its policy screen (screen name, route and the contract call it reads, and the route
 * parameter that identifies a policy), the same for its claims when it has them here, and the word the
 * texts use ('Póliza de hogar'). In SPEC §3's order: the portfolio's and the menu's.
 * The vocabularies elsewhere (route tables, list maps, the API's lists) are derived from this table.
 */

import { loQueAplica, type SituacionPoliza } from './situacion-poliza';

/** Portfolio lists that hold policies shown in the menu (the *ForCupones lists are subsets). */
export type PolizaListKey =
  | 'lstPolizasVeh'
  | 'lstPolizasHogar'
  | 'lstPolizasDec'
  | 'lstPolizasSaludHNA'
  | 'lstPolizasSaludMMT'
  | 'lstPolizasMovilidad'
  | 'lstPolizasNegocio'
  | 'lstPolizasAccidentes'
  | 'lstPolizasMascotas';

export type SiniestroListKey =
  | 'lstSiniestrosVeh'
  | 'lstSiniestrosHog'
  | 'lstSiniestrosMov'
  | 'lstSiniestrosNeg'
  | 'lstSiniestrosAcc'
  | 'lstSiniestrosMasc';

type LineaPoliza = {
  ramo: string;
  lista: PolizaListKey;
  /** Portfolio list of the line's policies that may still be given a coupon; null: no coupons. */
  listaCupones: `${PolizaListKey}ForCupones` | null;
  /** Screen name in the remote's routes.json, which is also its route's first segment. */
  pantalla: `poliza${string}`;
  /** The CALLS entry the policy screen reads. */
  llamada: `poliza${string}`;
  /** What identifies a policy in its route: the partner's health policies go by their number. */
  clave: 'idPoliza' | 'numPoliza';
  /** The line's word in texts: 'Póliza de hogar', 'Siniestro de automóvil'. */
  nombre: string;
  /** Sold and managed by the partner insurer: a change of ours (phone, e-mail) never applies to it. */
  socio: boolean;
  /** Its claims as they are followed here; null when the line has none. */
  siniestros: {
    lista: SiniestroListKey;
    pantalla: `siniestro${string}`;
    llamada: `siniestro${string}`;
    /** The claim remote's name for the line ('autos', 'hogar'…). */
    linea: string;
  } | null;
};

export const LINEAS_POLIZA = [
  {
    ramo: 'VEH',
    lista: 'lstPolizasVeh',
    listaCupones: 'lstPolizasVehForCupones',
    pantalla: 'polizaAutos',
    llamada: 'polizaVeh',
    clave: 'idPoliza',
    nombre: 'automóvil',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosVeh',
      pantalla: 'siniestroAutos',
      llamada: 'siniestroVeh',
      linea: 'autos',
    },
  },
  {
    ramo: 'HOG',
    lista: 'lstPolizasHogar',
    listaCupones: 'lstPolizasHogarForCupones',
    pantalla: 'polizaHogar',
    llamada: 'polizaHog',
    clave: 'idPoliza',
    nombre: 'hogar',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosHog',
      pantalla: 'siniestroHogar',
      llamada: 'siniestroHog',
      linea: 'hogar',
    },
  },
  {
    ramo: 'DEC',
    lista: 'lstPolizasDec',
    listaCupones: null,
    pantalla: 'polizaDecesos',
    llamada: 'polizaDec',
    clave: 'idPoliza',
    nombre: 'decesos',
    socio: false,
    siniestros: null,
  },
  {
    ramo: 'SALUD_HNA',
    lista: 'lstPolizasSaludHNA',
    listaCupones: null,
    pantalla: 'polizaSalud',
    llamada: 'polizaSalud',
    clave: 'numPoliza',
    nombre: 'salud',
    socio: true,
    siniestros: null,
  },
  {
    ramo: 'SALUD_MMT',
    lista: 'lstPolizasSaludMMT',
    listaCupones: null,
    pantalla: 'polizaSaludMMT',
    llamada: 'polizaSaludMMT',
    clave: 'idPoliza',
    nombre: 'salud',
    socio: false,
    siniestros: null,
  },
  {
    ramo: 'MOV',
    lista: 'lstPolizasMovilidad',
    listaCupones: 'lstPolizasMovilidadForCupones',
    pantalla: 'polizaMovilidad',
    llamada: 'polizaMov',
    clave: 'idPoliza',
    nombre: 'movilidad',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosMov',
      pantalla: 'siniestroMovilidad',
      llamada: 'siniestroMov',
      linea: 'movilidad',
    },
  },
  {
    ramo: 'NEG',
    lista: 'lstPolizasNegocio',
    listaCupones: null,
    pantalla: 'polizaNegocio',
    llamada: 'polizaNeg',
    clave: 'idPoliza',
    nombre: 'negocio',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosNeg',
      pantalla: 'siniestroNegocio',
      llamada: 'siniestroNeg',
      linea: 'negocio',
    },
  },
  {
    ramo: 'ACC',
    lista: 'lstPolizasAccidentes',
    listaCupones: null,
    pantalla: 'polizaAccidentes',
    llamada: 'polizaAcc',
    clave: 'idPoliza',
    nombre: 'accidentes',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosAcc',
      pantalla: 'siniestroAccidentes',
      llamada: 'siniestroAcc',
      linea: 'accidentes',
    },
  },
  {
    ramo: 'MASC',
    lista: 'lstPolizasMascotas',
    listaCupones: null,
    pantalla: 'polizaMascotas',
    llamada: 'polizaMasc',
    clave: 'idPoliza',
    nombre: 'mascotas',
    socio: false,
    siniestros: {
      lista: 'lstSiniestrosMasc',
      pantalla: 'siniestroMascotas',
      llamada: 'siniestroMasc',
      linea: 'mascotas',
    },
  },
] as const satisfies readonly LineaPoliza[];

type Fila = (typeof LINEAS_POLIZA)[number];
type FilaConSiniestros = Extract<Fila, { siniestros: object }>;

/** A policy line as the API and the database name it ('VEH', 'HOG', 'SALUD_MMT'…). */
export type Ramo = Fila['ramo'];
/** The lines whose claims are followed here. */
export type RamoConSiniestros = FilaConSiniestros['ramo'];

/** The lines with claims, in the table's order. */
export const LINEAS_CON_SINIESTROS = LINEAS_POLIZA.filter(
  (l): l is FilaConSiniestros => l.siniestros !== null,
);

/** Whether a line's policies are the partner insurer's (see `socio`). */
export const esDeSocio = (ramo: string): boolean => LINEAS_POLIZA.some((l) => l.ramo === ramo && l.socio);

/** The partner insurer's lines: SQL gets them as a parameter (`ramo = ANY($n)`), never written in. */
export const RAMOS_DE_SOCIO: readonly Ramo[] = LINEAS_POLIZA.filter((l) => l.socio).map((l) => l.ramo);

/**
 * Whether this area manages a policy of line `ramo` in situation `s` (its renewal, a withdrawal): never
 * the partner insurer's, which the partner manages, and only a current one.
 */
export const polizaGestionable = (ramo: string, s: SituacionPoliza): boolean =>
  !esDeSocio(ramo) && loQueAplica(s).gestionar;

/** The row of a line by its portfolio list. */
export const lineaDeLista = <L extends PolizaListKey>(lista: L): Extract<Fila, { lista: L }> =>
  LINEAS_POLIZA.find((l) => l.lista === lista) as Extract<Fila, { lista: L }>;

/** The partner's health line, whose policies go by their number (`clave`): what its detail reads. */
export const RAMO_SALUD_SOCIO = lineaDeLista('lstPolizasSaludHNA').ramo;

import type { Portfolio, PolizaResumen, ReciboResumen, SiniestroResumen } from '../contract';

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

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Detail route of a policy by the list it comes from (SPEC §2); partner health is keyed by numPoliza. */
const POLIZA_ROUTES: Record<
  PolizaListKey,
  (poliza: Pick<PolizaResumen, 'idPoliza' | 'numPoliza'>) => string
> = {
  lstPolizasVeh: (p) => `/polizaAutos/${segment(p.idPoliza)}`,
  lstPolizasHogar: (p) => `/polizaHogar/${segment(p.idPoliza)}`,
  lstPolizasDec: (p) => `/polizaDecesos/${segment(p.idPoliza)}`,
  lstPolizasSaludHNA: (p) => `/polizaSalud/${segment(p.numPoliza)}`,
  lstPolizasSaludMMT: (p) => `/polizaSaludMMT/${segment(p.idPoliza)}`,
  lstPolizasMovilidad: (p) => `/polizaMovilidad/${segment(p.idPoliza)}`,
  lstPolizasNegocio: (p) => `/polizaNegocio/${segment(p.idPoliza)}`,
  lstPolizasAccidentes: (p) => `/polizaAccidentes/${segment(p.idPoliza)}`,
  lstPolizasMascotas: (p) => `/polizaMascotas/${segment(p.idPoliza)}`,
};

const SINIESTRO_ROUTE_PREFIX: Record<SiniestroListKey, string> = {
  lstSiniestrosVeh: '/siniestroAutos',
  lstSiniestrosHog: '/siniestroHogar',
  lstSiniestrosMov: '/siniestroMovilidad',
  lstSiniestrosNeg: '/siniestroNegocio',
  lstSiniestrosAcc: '/siniestroAccidentes',
  lstSiniestrosMasc: '/siniestroMascotas',
};

export const POLIZA_LIST_KEYS = Object.keys(POLIZA_ROUTES) as PolizaListKey[];
const SINIESTRO_LIST_KEYS = Object.keys(SINIESTRO_ROUTE_PREFIX) as SiniestroListKey[];

export function polizaRoute(
  list: PolizaListKey,
  poliza: Pick<PolizaResumen, 'idPoliza' | 'numPoliza'>,
): string {
  return POLIZA_ROUTES[list](poliza);
}

export function siniestroRoute(
  list: SiniestroListKey,
  siniestro: Pick<SiniestroResumen, 'numSiniestro'>,
): string {
  return `${SINIESTRO_ROUTE_PREFIX[list]}/${segment(siniestro.numSiniestro)}`;
}

export function reciboRoute(recibo: Pick<ReciboResumen, 'idRecibo'>): string {
  return `/recibo/${segment(recibo.idRecibo)}`;
}

export function avisoRenovacionRoute(idPoliza: number): string {
  return `/avisoRenovacion/${segment(idPoliza)}`;
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

/** /nif under its registroNifRecordar name: where every 'He olvidado mi contraseña' leads. */
export const RECORDAR_CONTRASENA_PATH = '/nif?modo=recordar';

/** The customer's complaints (issue #31): the list, the form and one complaint by its code. */
export const RECLAMACIONES_PATH = '/reclamaciones';
export const NUEVA_RECLAMACION_PATH = '/nuevaReclamacion';
export const reclamacionRoute = (codigo: string): string => `/reclamaciones/${encodeURIComponent(codigo)}`;

/** 'Mis documentos' (issue #32): the inbox of every document, linked from the header and the side menu. */
export const MIS_DOCUMENTOS_PATH = '/misDocumentos';

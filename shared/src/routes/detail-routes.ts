import type { Portfolio, PolizaResumen, ReciboResumen, SiniestroResumen } from '../contract';
import {
  LINEAS_CON_SINIESTROS,
  LINEAS_POLIZA,
  lineaDeLista,
  type PolizaListKey,
  type SiniestroListKey,
} from '../domain/lineas';

const segment = (value: string | number) => encodeURIComponent(String(value));

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

/** A roadside request's tracking page by its code, opened from its policy, its form and the home page. */
export const asistenciaRoute = (codigo: string): string => `/asistencia/${segment(codigo)}`;

/** /nif under its registroNifRecordar name: where every 'He olvidado mi contraseña' leads. */
export const RECORDAR_CONTRASENA_PATH = '/nif?modo=recordar';

/** The customer's complaints: the list, the form and one complaint by its code. */
export const RECLAMACIONES_PATH = '/reclamaciones';
export const NUEVA_RECLAMACION_PATH = '/nuevaReclamacion';
export const reclamacionRoute = (codigo: string): string => `/reclamaciones/${encodeURIComponent(codigo)}`;

/** 'Mis documentos': the inbox of every document, linked from the header and the side menu. */
export const MIS_DOCUMENTOS_PATH = '/misDocumentos';

/** 'Mensajes': the customer's conversations with customer service, a new one and one by its number. */
export const MENSAJES_PATH = '/mensajes';
export const NUEVO_MENSAJE_PATH = '/nuevoMensaje';
export const hiloRoute = (idHilo: number): string => `/mensajes/${idHilo}`;
/**
 * A new conversation about one of the customer's policies, claims or receipts, chosen already: the
 * subject as the form's choice names it, `SINIESTRO:SIN-0000101`.
 */
export const nuevoMensajeRoute = (tema: 'POLIZA' | 'SINIESTRO' | 'RECIBO', referencia: string): string =>
  `${NUEVO_MENSAJE_PATH}/${segment(`${tema}:${referencia}`)}`;

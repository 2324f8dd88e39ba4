// The plain addresses of screens: strings and small builders that need no table, kept apart from
// the routes computed from the policy lines so that a screen linking to one (the login's 'He olvidado
// mi contraseña') does not carry those tables.

import type { ReciboResumen } from '../contract';
import { segment } from './segment';

export function reciboRoute(recibo: Pick<ReciboResumen, 'idRecibo'>): string {
  return `/recibo/${segment(recibo.idRecibo)}`;
}

export function avisoRenovacionRoute(idPoliza: number): string {
  return `/avisoRenovacion/${segment(idPoliza)}`;
}

/** A roadside request's tracking page by its code, opened from its policy, its form and the home page. */
export const asistenciaRoute = (codigo: string): string => `/asistencia/${segment(codigo)}`;

/** /nif under its registroNifRecordar name: where every 'He olvidado mi contraseña' leads. */
export const RECORDAR_CONTRASENA_PATH = '/nif?modo=recordar';

/** The declaration journey's route (remote-claims), started from a policy when one is given. */
export const declararSiniestroRoute = (idPoliza?: number) =>
  idPoliza === undefined ? '/declararSiniestro' : `/declararSiniestro/${idPoliza}`;

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

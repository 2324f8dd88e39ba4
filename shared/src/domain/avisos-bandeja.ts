/**
 * 'Avisos' in 'Mis documentos': the notices the customer was sent, one per event, with how
 * each channel went. The rules the API's list and the screen share.
 */
import type { CanalAviso } from './avisos';

/** How one channel of a notice went: the queue's states (migration 026). */
export const ESTADOS_ENTREGA = ['PENDIENTE', 'ENVIADA', 'OMITIDA', 'FALLIDA'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/** The notices the list shows: the newest ones (older are kept 90 days, then purged). */
export const AVISOS_EN_BANDEJA = 50;

const CANAL: Record<CanalAviso, string> = { EMAIL: 'E-mail', SMS: 'SMS' };
const ENTREGA: Record<EstadoEntrega, string> = {
  ENVIADA: 'enviado',
  PENDIENTE: 'pendiente de envío',
  // Skipped: switched off in 'Mis datos', or no address or mobile to send it to.
  OMITIDA: 'no enviado',
  FALLIDA: 'no se pudo enviar',
};

/** One channel's line under a notice: 'E-mail: enviado', 'SMS: no enviado'. */
export const entregaAviso = (canal: CanalAviso, estado: EstadoEntrega): string =>
  `${CANAL[canal]}: ${ENTREGA[estado]}`;

/** The list's summary: '3 avisos · 1 sin leer'. */
export function resumenAvisos(total: number, noLeidos: number): string {
  const avisos = total === 1 ? '1 aviso' : `${total} avisos`;
  if (noLeidos <= 0) return avisos;
  return `${avisos} · ${noLeidos === 1 ? '1 sin leer' : `${noLeidos} sin leer`}`;
}

/** The inbox tab's name: 'Avisos', or 'Avisos, 2 sin leer' (the visible 'Avisos 2' stays part of it). */
export const pestanaConNoLeidos = (nombre: string, noLeidos: number): string =>
  noLeidos > 0 ? `${nombre}, ${noLeidos} sin leer` : nombre;

/**
 * The header's badge counts what is unread in the whole inbox: documents and notices together (one
 * number a customer can clear by opening what 'Mis documentos' marks).
 */
export const noLeidosBandeja = (documentos: number, avisos: number): number => documentos + avisos;

/**
 * 'Avisos' in 'Mis documentos': the notices the customer was sent, one per event, with how
 * each channel went. The rules the API's list and the screen share.
 */
import type { CanalAviso, EventoAviso } from './avisos';

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

/**
 * The list groups the notices that share a title (four 'Tienes un documento nuevo' are one entry
 * 'Tienes 4 documentos nuevos'): each group sits where its newest notice was, its notices keep their
 * order. `avisos` comes newest first, so does the answer.
 */
export function agrupaAvisos<T extends { titulo: string }>(avisos: readonly T[]): T[][] {
  const grupos = new Map<string, T[]>();
  for (const a of avisos) {
    const grupo = grupos.get(a.titulo);
    if (grupo) grupo.push(a);
    else grupos.set(a.titulo, [a]);
  }
  return [...grupos.values()];
}

/** A group's title in the plural, as the one notice's would read (`titulo` is that one's). */
const PLURAL: Partial<Record<EventoAviso, (n: number) => string>> = {
  DOCUMENTO_NUEVO: (n) => `Tienes ${n} documentos nuevos`,
  SINIESTRO_FIRMA: (n) => `Tienes ${n} documentos para firmar`,
  RECIBO_COBRADO: (n) => `Hemos cobrado ${n} recibos`,
  RECIBO_DEVUELTO: (n) => `Tu banco ha devuelto ${n} recibos`,
  RENOVACION: (n) => `Se acerca la renovación de ${n} pólizas`,
  POLIZA_MODIFICADA: (n) => `Se han hecho ${n} cambios en tus pólizas en el Área Cliente`,
  ACCESO_NUEVO: (n) => `¿Has sido tú? Se ha entrado ${n} veces en tu Área Cliente desde navegadores nuevos`,
};

/** The title of `n` notices of one kind and title: 'Tienes 4 documentos nuevos'; else the title and how many. */
export function tituloGrupoAvisos(evento: string, titulo: string, n: number): string {
  if (n === 1) return titulo;
  return PLURAL[evento as EventoAviso]?.(n) ?? `${titulo} (${n} avisos)`;
}

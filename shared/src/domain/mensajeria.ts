import { formatDiaLargo, madridDay, sumaDiasLaborables } from './date';
import { esTextoValido, TEXTO_CARACTERES_NO_VALIDOS } from './texto-libre';

/**
 * 'Mensajes': secure conversations between a customer and customer service. What a conversation is
 * about, its states, the answer deadline, the attachments it takes and the customer's daily limits:
 * one copy for the API (which applies them) and the screens (which show and pre-check them).
 */

/** What a conversation is about: one of the customer's policies, claims or receipts, or nothing in particular. */
export const TEMAS_HILO = ['POLIZA', 'SINIESTRO', 'RECIBO', 'GENERAL'] as const;
export type TemaHilo = (typeof TEMAS_HILO)[number];

/** ABIERTO: waiting for customer service; RESPONDIDO: answered, the customer may write again; CERRADO: done. */
export const ESTADOS_HILO = ['ABIERTO', 'RESPONDIDO', 'CERRADO'] as const;
export type EstadoHilo = (typeof ESTADOS_HILO)[number];

export const ETIQUETA_ESTADO_HILO: Record<EstadoHilo, string> = {
  ABIERTO: 'Pendiente de respuesta',
  RESPONDIDO: 'Respondido',
  CERRADO: 'Cerrado',
};

const ETIQUETA_TEMA_HILO: Record<TemaHilo, string> = {
  POLIZA: 'Póliza',
  SINIESTRO: 'Siniestro',
  RECIBO: 'Recibo',
  GENERAL: 'Consulta general',
};

/** What a conversation is about, as its lists and headings show it: 'Siniestro SIN-0000101'. */
export const textoTemaHilo = (h: { tema: TemaHilo; referencia: string | null }): string =>
  h.referencia ? `${ETIQUETA_TEMA_HILO[h.tema]} ${h.referencia}` : ETIQUETA_TEMA_HILO[h.tema];

/** Messages of the other side not read yet: '1 sin leer'. */
export const textoNoLeidos = (n: number): string => (n === 1 ? '1 sin leer' : `${n} sin leer`);

/** Working days in Madrid customer service has to answer a customer's message. */
const DIAS_LABORABLES_RESPUESTA = 2;

/** The last day (Madrid, 'YYYY-MM-DD') customer service answers a message written at `now`. */
export const plazoRespuesta = (now: Date): string =>
  sumaDiasLaborables(madridDay(now), DIAS_LABORABLES_RESPUESTA);

/** The deadline as the list and the conversation show it. */
export const textoPlazoRespuesta = (plazo: string): string =>
  `Te responderemos antes del ${formatDiaLargo(plazo)}.`;

export const MENSAJE_TEXTO_MAX = 4000;
export const MENSAJE_TEXTO_NO_VALIDO = `Escribe tu mensaje (hasta ${MENSAJE_TEXTO_MAX} caracteres).`;

/** The text a message may be: what the API takes (textoLibre), said before sending. */
export function errorTextoMensaje(texto: string): string | undefined {
  if (!esTextoValido(texto)) return TEXTO_CARACTERES_NO_VALIDOS;
  const n = texto.trim().length;
  return n === 0 || n > MENSAJE_TEXTO_MAX ? MENSAJE_TEXTO_NO_VALIDO : undefined;
}

/** Attachments: documents and photos a person reads, checked by their bytes on the server. */
export const TIPOS_ADJUNTO = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TipoAdjunto = (typeof TIPOS_ADJUNTO)[number];
export const MAX_BYTES_ADJUNTO = 10 * 1024 * 1024;
export const MAX_ADJUNTOS_MENSAJE = 5;

/** '1,2 MB' or '340 KB': what a person reads next to a file's name. */
export function textoTamano(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
/** What all of a customer's attachments may take, sent and not yet sent. */
export const CUOTA_BYTES_ADJUNTOS_CLIENTE = 100 * 1024 * 1024;

export const ADJUNTO_NO_VALIDO = 'El archivo no es un PDF, JPEG o PNG válido.';
export const ADJUNTO_DEMASIADO_GRANDE = 'El archivo ocupa más de 10 MB.';
export const CUOTA_ADJUNTOS_SUPERADA =
  'Has llegado al espacio máximo para archivos adjuntos en tus mensajes. Si necesitas enviar más, llama a Atención al Cliente.';
export const HILO_CERRADO =
  'Esta conversación está cerrada. Si necesitas algo más, empieza una conversación nueva.';

/** A customer's sends per 24 hours: beyond them it is a mistake or abuse, and the phone is there. */
export const LIMITES_DIA_MENSAJES = { hilos: 10, mensajes: 40, adjuntos: 30 } as const;
export const DEMASIADOS_HILOS =
  'Ya has empezado varias conversaciones hoy. Escribe en una de ellas o vuelve a intentarlo mañana.';
export const DEMASIADOS_MENSAJES =
  'Has enviado muchos mensajes hoy. Vuelve a intentarlo mañana o llama a Atención al Cliente.';
export const DEMASIADOS_ADJUNTOS =
  'Has subido muchos archivos hoy. Vuelve a intentarlo mañana o llama a Atención al Cliente.';

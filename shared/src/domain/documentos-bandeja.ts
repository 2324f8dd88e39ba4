/**
 * 'Mis documentos': every document of the customer's policies, claims and receipts, and every one the
 * area produced for them (a signed SEPA mandate, the receipt of a non-renewal, withdrawal or
 * complaint), in one list, newest first. The rules the API's query and the screen share.
 */

/** What a document belongs to: the inbox's kind filter, in the list's order. */
export const CLASES_DOCUMENTO = ['POLIZA', 'SINIESTRO', 'RECIBO', 'RECLAMACION', 'CUENTA'] as const;
export type ClaseDocumento = (typeof CLASES_DOCUMENTO)[number];

/** The kind filter's labels. */
export const ETIQUETA_CLASE_DOCUMENTO: Record<ClaseDocumento, string> = {
  POLIZA: 'Póliza',
  SINIESTRO: 'Siniestro',
  RECIBO: 'Recibo',
  RECLAMACION: 'Reclamación',
  CUENTA: 'Cuenta de cobro',
};

/**
 * How a listed document opens: the download-token kind of CALLS.descargaToken (contract documents by
 * their id, claim documents by their uuid, receipts by their id, a non-renewal or withdrawal receipt by
 * its policy's id, a complaint's receipt by its code, a mandate by its reference). The read state is
 * kept under it too, so a document opened from its own screen counts as read here as well.
 */
export const DESCARGAS_BANDEJA = [
  'CCPP',
  'DOCUMENTO',
  'RECIBO',
  'JUSTIFICANTE_BAJA',
  'RECLAMACION',
  'MANDATO_SEPA',
] as const;
export type DescargaBandeja = (typeof DESCARGAS_BANDEJA)[number];

/** The names of the documents the area itself produces, as the inbox lists them and their PDFs title them. */
export const NOMBRE_DOCUMENTO_AREA = {
  NO_RENOVAR: 'Justificante de oposición a la renovación',
  DESISTIMIENTO: 'Justificante de desistimiento',
  RECLAMACION: 'Justificante de reclamación',
  MANDATO_SEPA: 'Mandato SEPA',
} as const;

/** One page of the list. */
export const DOCUMENTOS_POR_PAGINA = 20;
/** The search text: enough for a name or a number; longer is refused by the contract. */
export const BUSQUEDA_DOCUMENTOS_MAX = 60;

/** The filters as the customer left them: '' means any. */
export type FiltrosDocumentos = { clase: ClaseDocumento | ''; idPoliza: number | null; texto: string };
export const SIN_FILTROS: FiltrosDocumentos = { clase: '', idPoliza: null, texto: '' };

/** The search text as it is sent: trimmed, inner runs of spaces as one; '' when nothing is left. */
export const normalizaBusqueda = (texto: string): string => texto.trim().replace(/\s+/g, ' ');

/** Whether any filter narrows the list (the empty state then says so and offers to clear them). */
export const hayFiltros = (f: FiltrosDocumentos): boolean =>
  f.clase !== '' || f.idPoliza !== null || normalizaBusqueda(f.texto) !== '';

/** Pages of a list of `total` documents (at least one, so 'Página 1 de 1' reads well when empty). */
export const paginasDocumentos = (total: number): number =>
  Math.max(1, Math.ceil(total / DOCUMENTOS_POR_PAGINA));

/** The header's badge: the number, '99+' beyond; null (no badge) when nothing is unread. */
export function insigniaNoLeidos(noLeidos: number): string | null {
  if (noLeidos <= 0) return null;
  return noLeidos > 99 ? '99+' : String(noLeidos);
}

/** What a screen reader hears for the header link ('Mis documentos, 3 sin leer'). */
export function etiquetaMisDocumentos(noLeidos: number): string {
  if (noLeidos <= 0) return 'Mis documentos';
  return `Mis documentos, ${noLeidos} sin leer`;
}

/** The list's summary under the filters. */
export function resumenDocumentos(total: number, noLeidos: number): string {
  const docs = total === 1 ? '1 documento' : `${total} documentos`;
  if (noLeidos <= 0) return docs;
  return `${docs} · ${noLeidos === 1 ? '1 sin leer' : `${noLeidos} sin leer`}`;
}

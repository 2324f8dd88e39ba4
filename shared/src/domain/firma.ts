import { formatDate } from './date';

/*
 * Signing claim documents. What the claim screen and the document's PDF both say about a
 * document's signature, and what follows a rejected valuation.
 */

/** A claim document's answer: aceptado true = signed, false = rejected, null = not answered yet. */
interface RespuestaDocumento {
  nombreDoc: string;
  aceptado: boolean | null;
  fechaFirma: string | null;
}

const PENDIENTE_DE_FIRMA = 'Pendiente de firma';

/** 'Pendiente de firma', or 'Firmado el' / 'Rechazado el' with the date (SPEC §2). */
export function situacionFirma(d: Omit<RespuestaDocumento, 'nombreDoc'>): string {
  if (d.aceptado === null) return PENDIENTE_DE_FIRMA;
  return `${d.aceptado ? 'Firmado el' : 'Rechazado el'} ${formatDate(d.fechaFirma)}`;
}

/** Only documents still waiting for an answer can be signed (once). */
export const sePuedeFirmar = (d: Pick<RespuestaDocumento, 'aceptado'>): boolean => d.aceptado === null;

/** The six digits of the signing PIN, as the customer types them. */
export const PIN_FIRMA = /^\d{6}$/;

/**
 * A valuation the customer did not accept ('Conformidad de valoración de daños' rejected): its next
 * step is a complaint or a call from the claim's handler.
 */
export const esValoracionRechazada = (d: RespuestaDocumento): boolean =>
  d.aceptado === false && /valoraci[oó]n/i.test(d.nombreDoc);

/** A SHA-256 in groups of eight characters, so a person can compare it by eye. */
export const huellaLegible = (sha256: string): string => sha256.match(/.{1,8}/g)?.join(' ') ?? sha256;

import { formatDate } from './date';
import type { ApartadoAFirmar } from './texto-a-firmar';

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

const MANDATO_GESTION_COBRO = /mandato de gesti[oó]n de cobro/i;

/**
 * What the customer agrees to by signing a claim document: shown in the signing dialog before the PIN
 * is asked for and printed in the document to sign, from here only. A collection mandate carries its
 * mandate; any other document, the signer's declaration of conformity with it.
 */
export function clausulaFirma(d: { nombreDoc: string; numSiniestro: string }): ApartadoAFirmar {
  if (MANDATO_GESTION_COBRO.test(d.nombreDoc))
    return {
      titulo: 'Mandato',
      filas: [],
      parrafos: [
        `Como asegurado en el siniestro ${d.numSiniestro}, encargo a la aseguradora que reclame en mi nombre, al responsable del siniestro y a su aseguradora, la indemnización de los daños y gastos que me correspondan y que mi póliza no cubra, y que la cobre por mi cuenta.`,
        'La aseguradora me entregará lo que cobre por ese concepto, sin coste para mí, en la cuenta de cobro de la póliza o en la que yo le indique, y me informará de cómo avanza la reclamación.',
        'Puedo revocar este mandato en cualquier momento comunicándolo a la aseguradora; la revocación no deshace lo que ya se haya gestionado.',
      ],
    };
  return {
    titulo: 'Declaración',
    filas: [],
    parrafos: [
      `Con mi firma declaro que he leído este documento del siniestro ${d.numSiniestro}, que sus datos son correctos y que estoy conforme con su contenido.`,
    ],
  };
}

import { formatDate, horaMadrid, madridDay } from '@area-cliente/shared/domain';
import { PDFDocument } from 'pdf-lib';
import type { Firma } from '../repositories/firmas';
import { fechaHora, type PdfDocument } from './render-pdf';

/*
 * The signed copy of a claim document: the PDF the customer was shown, byte for byte as
 * its pages, plus a signature page with the audit data. The page is drawn by the PDFs' own renderer
 * (pdfkit, DejaVu Sans embedded) and appended with pdf-lib, which copies pages between PDFs.
 */

export const METODO_FIRMA =
  'Firma electrónica simple (Reglamento eIDAS) con un PIN de un solo uso enviado por SMS al teléfono registrado';

/** The signed document's final state, in words: when (Madrid's clock) and how. */
const situacionFirmado = (firmadoAt: Date): string =>
  `Firmado el ${formatDate(madridDay(firmadoAt))} a las ${horaMadrid(firmadoAt)} (hora de Madrid) ` +
  'con un PIN de un solo uso enviado por SMS';

/**
 * A Spanish identity document masked as the AEPD recommends for publication: the fourth to seventh
 * digits only ('12345678Z' → '***4567**'); anything else keeps its last three characters.
 */
export function maskNumDoc(numDoc: string): string {
  if (numDoc.length === 9) return `***${numDoc.slice(3, 7)}**`;
  return `${'*'.repeat(Math.max(0, numDoc.length - 3))}${numDoc.slice(-3)}`;
}

/** The signature page, as data for the PDF renderer. */
export function paginaFirmaPdf(
  firma: Firma,
  documento: { nombreDoc: string; numSiniestro: string; paginas: number },
): PdfDocument {
  return {
    title: 'Página de firma electrónica',
    subtitle: `${documento.nombreDoc.replace(/\.pdf$/i, '')} · Siniestro ${documento.numSiniestro}`,
    generadoEl: firma.firmadoAt,
    paginacion: { primera: documento.paginas + 1, total: documento.paginas + 1 },
    sections: [
      {
        heading: 'Firmante',
        rows: [
          ['Nombre', firma.nombreFirmante],
          ['Documento de identidad', maskNumDoc(firma.numDocFirmante)],
        ],
      },
      {
        heading: 'Firma',
        rows: [
          ['Situación', situacionFirmado(firma.firmadoAt)],
          ['Fecha y hora (Madrid)', fechaHora(firma.firmadoAt)],
          ['Método', METODO_FIRMA],
          ['Referencia de auditoría', firma.referencia],
          ['Sesión', firma.referenciaSesion],
          ['Referencia del SMS con el PIN', firma.referenciaEnvio],
        ],
      },
      {
        heading: 'Documento firmado',
        rows: [['Páginas del original', String(documento.paginas)]],
        paragraphs: [
          'Huella SHA-256 del documento original:',
          firma.sha256,
          'Las páginas anteriores son el documento original tal como se mostró al firmante antes de firmar; ' +
            'su huella SHA-256 lo identifica de forma única. Cualquier cambio en esas páginas cambiaría la huella.',
        ],
      },
    ],
  };
}

/** How many pages a PDF has. */
export async function paginasPdf(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** The original PDF with the signature page appended (cross-reference table kept uncompressed). */
export async function documentoFirmado(original: Uint8Array, paginaFirma: Uint8Array): Promise<Buffer> {
  const out = await PDFDocument.load(original);
  const firma = await PDFDocument.load(paginaFirma);
  for (const page of await out.copyPages(firma, firma.getPageIndices())) out.addPage(page);
  return Buffer.from(await out.save({ useObjectStreams: false }));
}

import type { TipoAdjunto } from '@area-cliente/shared/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { identificaFoto } from './image-check';
import { limpiaFoto } from './image-strip';

/** An accepted attachment: the type its bytes are, and the bytes kept. */
export interface AdjuntoLimpio {
  mimeType: TipoAdjunto;
  bytes: Uint8Array;
}

/** More pages than any letter, report or invoice a customer sends: a crafted file, not a document. */
const MAX_PAGINAS = 200;

// What a copied page may still carry that acts or hides: links and forms with their actions, the
// page's own open/close actions, and a page-level metadata stream.
const CLAVES_PAGINA_FUERA = ['Annots', 'AA', 'Metadata', 'PieceInfo'].map((k) => PDFName.of(k));

/**
 * A PDF as kept: its pages copied into a new document, so what is not a page never arrives: the
 * document information (author, software, dates), XMP metadata, scripts, embedded files, forms and
 * incremental updates. Encrypted, broken or page-less files answer null.
 */
async function limpiaPdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const original = await PDFDocument.load(bytes, { updateMetadata: false });
    const total = original.getPageCount();
    if (total === 0 || total > MAX_PAGINAS) return null;
    const limpio = await PDFDocument.create({ updateMetadata: false });
    const paginas = await limpio.copyPages(original, original.getPageIndices());
    for (const pagina of paginas) {
      for (const clave of CLAVES_PAGINA_FUERA) pagina.node.delete(clave);
      limpio.addPage(pagina);
    }
    return await limpio.save({ useObjectStreams: true });
  } catch {
    return null;
  }
}

const PDF_CABECERA = '%PDF-';

/**
 * Identifies an attachment by its bytes, never its name, and keeps only what a person reads: a JPEG or
 * PNG through the same checks and stripping as a claim photo (lib/image-check.ts, lib/image-strip.ts),
 * a PDF rebuilt from its pages. Anything else answers null.
 */
export async function limpiaAdjunto(bytes: Uint8Array): Promise<AdjuntoLimpio | null> {
  if (Buffer.from(bytes.subarray(0, PDF_CABECERA.length)).toString('latin1') === PDF_CABECERA) {
    const pdf = await limpiaPdf(bytes);
    return pdf && { mimeType: 'application/pdf', bytes: pdf };
  }
  const foto = identificaFoto(bytes);
  if (!foto || (foto.mimeType !== 'image/jpeg' && foto.mimeType !== 'image/png')) return null;
  const imagen = limpiaFoto(bytes, foto);
  return imagen && { mimeType: foto.mimeType, bytes: imagen };
}

import type { ApartadoAFirmar } from '@area-cliente/shared/domain';
import type { PdfSection } from './render-pdf';

/** A signed text's part as a PDF section: the same heading, rows and paragraphs the screen showed. */
export const seccionAFirmar = (a: ApartadoAFirmar): PdfSection => ({
  heading: a.titulo,
  rows: a.filas,
  paragraphs: a.parrafos,
});

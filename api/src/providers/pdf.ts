import type { Clock } from '../lib/clock';
import { renderPdf, type PdfDocument } from '../pdf/render-pdf';

/** Renders the service's documents; the footer's date comes from the app's clock, not the machine's. */
export interface PdfRenderer {
  render(pdf: PdfDocument): Promise<Buffer>;
}

export function pdfRenderer(clock: Clock): PdfRenderer {
  return { render: (pdf) => renderPdf({ ...pdf, generadoEl: pdf.generadoEl ?? clock.now() }) };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatFechaHoraMadrid, SIN_DATOS } from '@area-cliente/shared/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** One row of a section: label and value ('(sin datos)' stands in for a missing value). */
export type PdfRow = [label: string, value: string | null | undefined];

interface PdfTable {
  columns: string[];
  rows: string[][];
}

export interface PdfSection {
  heading: string;
  rows?: PdfRow[];
  /** Free text paragraphs, after the rows. */
  paragraphs?: string[];
  table?: PdfTable;
  /** A QR code (drawn as vectors, sharp at any print size) with a caption beside it, after the text. */
  qr?: { contenido: string; leyenda: string };
}

/** A document as data: every PDF the service produces (claims, receipts, contracts...) uses it. */
export interface PdfDocument {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Shown in the footer of every page; defaults to now. */
  generadoEl?: Date;
  /** Pages appended to another PDF (a signature page): the number of its first page and the total. */
  paginacion?: { primera: number; total: number };
}

const PDF_EMISOR = 'Área Cliente';
const MARGIN = 50;
const LABEL_WIDTH = 170;
const BRAND = '#0b4f8a';
const MUTED = '#555555';

/*
 * DejaVu Sans, embedded (subset) in every PDF: the standard PDF fonts only know Latin-1, so a Greek,
 * Cyrillic or other non-Latin name or description typed by the customer would print as mojibake.
 * Resolved from the npm package, so it also works from api/dist in production; read once, at start.
 */
const REGULAR = 'Texto';
const BOLD = 'Texto-Negrita';
const require = createRequire(import.meta.url);
const FONT_FILES = {
  [REGULAR]: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  [BOLD]: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/** DD-MM-YYYY HH:mm in the company's calendar (Madrid, shared/src/domain/date.ts). */
export const fechaHora = (d: Date): string => formatFechaHoraMadrid(d.toISOString());

function header(doc: PDFKit.PDFDocument, pdf: PdfDocument): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.fillColor(BRAND).font(BOLD).fontSize(11).text(PDF_EMISOR.toUpperCase(), MARGIN, 30);
  doc.moveDown(1.2);
  doc.fillColor('black').font(BOLD).fontSize(18).text(pdf.title, { width });
  if (pdf.subtitle) doc.fillColor(MUTED).font(REGULAR).fontSize(12).text(pdf.subtitle, { width });
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown(0.8);
}

function rows(doc: PDFKit.PDFDocument, items: PdfRow[]): void {
  const valueWidth = doc.page.width - 2 * MARGIN - LABEL_WIDTH;
  for (const [label, raw] of items) {
    const value = raw === null || raw === undefined || raw === '' ? SIN_DATOS : raw;
    doc.font(REGULAR).fontSize(10);
    const height = Math.max(
      doc.heightOfString(label, { width: LABEL_WIDTH - 10 }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    doc.fillColor('black').text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  }
}

function table(doc: PDFKit.PDFDocument, t: PdfTable): void {
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(9).fillColor('black');
  doc.table({
    position: { x: MARGIN },
    maxWidth: doc.page.width - 2 * MARGIN,
    rowStyles: (i) => (i === 0 ? { backgroundColor: '#e8eef5' } : undefined),
    data: [t.columns.map((text) => ({ text, type: 'TH' as const, font: { src: BOLD } })), ...t.rows],
  });
  doc.x = MARGIN;
}

const QR_LADO = 110;

/** The QR's dark modules as squares, with the standard quiet zone of 4 modules around them. */
function qr(doc: PDFKit.PDFDocument, q: NonNullable<PdfSection['qr']>): void {
  if (doc.y + QR_LADO > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const { modules } = QRCode.create(q.contenido, { errorCorrectionLevel: 'M' });
  const modulo = QR_LADO / (modules.size + 8);
  const x0 = MARGIN;
  const y0 = doc.y;
  for (let fila = 0; fila < modules.size; fila++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(fila, col)) doc.rect(x0 + (col + 4) * modulo, y0 + (fila + 4) * modulo, modulo, modulo);
  doc.fillColor('black').fill();
  const x = x0 + QR_LADO + 10;
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(q.leyenda, x, y0 + 4 * modulo, { width: doc.page.width - MARGIN - x });
  doc.x = MARGIN;
  doc.y = y0 + QR_LADO + 4;
}

function section(doc: PDFKit.PDFDocument, s: PdfSection): void {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.fillColor(BRAND).font(BOLD).fontSize(12).text(s.heading, MARGIN, doc.y);
  doc.moveDown(0.4);
  if (s.rows?.length) rows(doc, s.rows);
  for (const p of s.paragraphs ?? []) {
    doc
      .fillColor('black')
      .font(REGULAR)
      .fontSize(10)
      .text(p, MARGIN, doc.y, {
        width: doc.page.width - 2 * MARGIN,
      });
    doc.moveDown(0.4);
  }
  if (s.table) table(doc, s.table);
  if (s.qr) qr(doc, s.qr);
  doc.moveDown(0.8);
}

/** Footer on every page, written once all pages exist so it can number them. */
function footers(doc: PDFKit.PDFDocument, generadoEl: Date, paginacion: PdfDocument['paginacion']): void {
  const range = doc.bufferedPageRange();
  const primera = paginacion?.primera ?? 1;
  const total = paginacion?.total ?? range.count;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font(REGULAR)
      .fontSize(8)
      .text(
        `Documento generado el ${fechaHora(generadoEl)} · Página ${i - range.start + primera} de ${total}`,
        MARGIN,
        doc.page.height - 35,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** Renders a document (A4, DejaVu Sans embedded) to a PDF. */
export function renderPdf(pdf: PdfDocument): Promise<Buffer> {
  const generadoEl = pdf.generadoEl ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'es-ES',
    info: {
      Title: pdf.title,
      Author: PDF_EMISOR,
      Subject: pdf.subtitle ?? pdf.title,
      CreationDate: generadoEl,
    },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, pdf);
  for (const s of pdf.sections) section(doc, s);
  footers(doc, generadoEl, pdf.paginacion);
  doc.end();
  return done;
}

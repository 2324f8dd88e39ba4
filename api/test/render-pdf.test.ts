import { describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/support/pdf-text';
import { renderPdf } from '../src/pdf/render-pdf';

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('renderPdf', () => {
  it('renders a complete PDF with rows, paragraphs and a table', async () => {
    const pdf = await renderPdf({
      title: 'Siniestro SIN-0000101',
      subtitle: 'Colisión trasera en rotonda',
      generadoEl: new Date('2025-03-01T10:00:00Z'),
      sections: [
        {
          heading: 'Datos generales',
          rows: [
            ['Póliza', 'AUT-10045678'],
            ['Matrícula contrario', null],
            ['Importe', '1,234.50 €'],
          ],
          paragraphs: ['Daños: paragolpes, portón y piloto trasero izquierdo.'],
        },
        {
          heading: 'Vehículos contrarios',
          table: {
            columns: ['Matrícula', 'Modelo', 'Compañía'],
            rows: [['8765 HJK', 'Renault Mégane', 'Atlántico']],
          },
        },
      ],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pages(pdf)).toBe(1);
  });

  it('flows long content onto further pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i): [string, string] => [`Fila ${i + 1}`, 'valor']);
    const pdf = await renderPdf({ title: 'Largo', sections: [{ heading: 'Muchas filas', rows }] });
    expect(pages(pdf)).toBeGreaterThan(2);
  });

  it('embeds DejaVu Sans, so every script it covers prints as typed', async () => {
    const typed = 'Ελληνικά Кириллица Ñandú € Łódź';
    const pdf = await renderPdf({
      title: 'Parte «Ωμέγα» Ærø',
      generadoEl: new Date('2025-03-01T10:00:00Z'),
      sections: [
        {
          heading: 'Описание',
          rows: [['Lugar', typed]],
          paragraphs: [typed],
          table: { columns: ['Ονομα', 'Имя'], rows: [[typed, 'Ññ']] },
        },
      ],
    });
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toContain('/Helvetica');
    // Read the way e2e/tests/poliza-screens.spec.ts reads a PDF: through each font's ToUnicode CMap.
    const text = pdfText(pdf);
    expect(text).toContain('Parte «Ωμέγα» Ærø');
    expect(text).toContain('Описание');
    expect(text).toContain('Ονομα');
    expect(text.split(typed)).toHaveLength(4);
    expect(text).toContain('Documento generado el 01-03-2025 11:00 · Página 1 de 1');
  });
});

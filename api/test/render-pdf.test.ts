import { describe, expect, it } from 'vitest';
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
});

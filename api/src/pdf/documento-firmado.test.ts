import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-text';
import { documentoFirmado, maskNumDoc, paginaFirmaPdf, paginasPdf } from './documento-firmado';
import { renderPdf } from './render-pdf';

describe('the signed copy of a document', () => {
  it('masks an identity document as the AEPD recommends', () => {
    expect(maskNumDoc('12345678Z')).toBe('***4567**');
    expect(maskNumDoc('X2482300W')).toBe('***8230**');
    expect(maskNumDoc('ABC1234')).toBe('****234');
  });

  it('keeps the original pages byte for byte in content and appends the signature page', async () => {
    const original = await renderPdf({
      title: 'Mandato de gestión de cobro',
      sections: [{ heading: 'Mandato', paragraphs: ['Como asegurado en el siniestro SIN-1, encargo…'] }],
      generadoEl: new Date('2026-03-01T10:00:00Z'),
    });
    const firma = {
      referencia: 'FE20260301-0123456789',
      nombreFirmante: 'Lucía Fernández García',
      numDocFirmante: '12345678Z',
      metodo: 'SES_PIN_SMS' as const,
      referenciaSesion: 'ABCDEF012345',
      ip: '127.0.0.1',
      sha256: 'a'.repeat(64),
      referenciaEnvio: 'SMS-0123456789',
      // 10:05 UTC is 11:05 in Madrid in March (CET).
      firmadoAt: new Date('2026-03-01T10:05:00Z'),
    };
    const pagina = await renderPdf(
      paginaFirmaPdf(firma, {
        nombreDoc: 'Mandato de gestión de cobro.pdf',
        numSiniestro: 'SIN-1',
        paginas: 1,
      }),
    );
    const firmado = await documentoFirmado(original, pagina);
    expect(await paginasPdf(firmado)).toBe(2);
    // Whitespace as one space: the PDF breaks long lines.
    const texto = pdfText(firmado).replace(/\s+/g, ' ');
    expect(texto).toContain('Como asegurado en el siniestro SIN-1');
    expect(texto).toContain('Página de firma electrónica');
    // Its final state, on Madrid's clock, and how it was signed.
    expect(texto).toContain(
      'Situación Firmado el 01-03-2026 a las 11:05 (hora de Madrid) con un PIN de un solo uso enviado por SMS',
    );
    expect(texto).toContain('Fecha y hora (Madrid) 01-03-2026 11:05');
    expect(texto).toContain('***4567**');
    expect(texto).toContain('a'.repeat(64));
    expect(texto).toContain('FE20260301-0123456789');
    expect(texto).toContain('SMS-0123456789');
    expect(texto).not.toContain('12345678Z');
    expect(texto).toContain('Página 1 de 1');
    expect(texto).toContain('Página 2 de 2');
  });
});

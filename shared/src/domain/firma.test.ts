import {
  clausulaFirma,
  esValoracionRechazada,
  huellaLegible,
  PIN_FIRMA,
  sePuedeFirmar,
  situacionFirma,
} from './firma';

describe('claim document signatures', () => {
  it("says 'Pendiente de firma', 'Firmado el' or 'Rechazado el' with the date", () => {
    expect(situacionFirma({ aceptado: null, fechaFirma: null })).toBe('Pendiente de firma');
    expect(situacionFirma({ aceptado: true, fechaFirma: '2026-03-01T11:00:00+01:00' })).toBe(
      'Firmado el 01-03-2026',
    );
    expect(situacionFirma({ aceptado: false, fechaFirma: '2026-03-01T11:00:00+01:00' })).toBe(
      'Rechazado el 01-03-2026',
    );
  });

  it('lets only an unanswered document be signed', () => {
    expect(sePuedeFirmar({ aceptado: null })).toBe(true);
    expect(sePuedeFirmar({ aceptado: true })).toBe(false);
    expect(sePuedeFirmar({ aceptado: false })).toBe(false);
  });

  it('takes six digits as a PIN', () => {
    expect(PIN_FIRMA.test('012345')).toBe(true);
    expect(PIN_FIRMA.test('12345')).toBe(false);
    expect(PIN_FIRMA.test('12345a')).toBe(false);
  });

  it('finds a rejected valuation, not a rejected other document nor an accepted valuation', () => {
    const doc = (nombreDoc: string, aceptado: boolean | null) => ({ nombreDoc, aceptado, fechaFirma: null });
    expect(esValoracionRechazada(doc('Conformidad de valoración de daños', false))).toBe(true);
    expect(esValoracionRechazada(doc('Conformidad de valoración de daños', true))).toBe(false);
    expect(esValoracionRechazada(doc('Mandato de gestión de cobro', false))).toBe(false);
  });

  it('groups a hash by eight characters', () => {
    expect(huellaLegible('a'.repeat(64)).split(' ')).toHaveLength(8);
  });
});

describe('clausulaFirma', () => {
  it("gives a collection mandate its mandate, naming the claim, and any other document the signer's declaration", () => {
    const mandato = clausulaFirma({ nombreDoc: 'Mandato de gestión de cobro.pdf', numSiniestro: 'SIN-1' });
    expect(mandato.titulo).toBe('Mandato');
    expect(mandato.parrafos[0]).toContain(
      'siniestro SIN-1, encargo a la aseguradora que reclame en mi nombre',
    );
    expect(mandato.parrafos.join(' ')).toContain('Puedo revocar este mandato');
    const otro = clausulaFirma({ nombreDoc: 'Conformidad de valoración de daños', numSiniestro: 'SIN-1' });
    expect(otro.titulo).toBe('Declaración');
    expect(otro.parrafos).toEqual([expect.stringContaining('estoy conforme con su contenido')]);
  });
});

import { esDiaLaborableMadrid, sumaDiasLaborables } from './date';
import { plazoRespuesta, textoPlazoRespuesta } from './mensajeria';

describe('Madrid working days', () => {
  it('skip weekends and the national, regional and city holidays, Easter included', () => {
    expect(esDiaLaborableMadrid('2026-12-02')).toBe(true);
    expect(esDiaLaborableMadrid('2026-12-05')).toBe(false); // Saturday
    expect(esDiaLaborableMadrid('2026-12-08')).toBe(false); // Inmaculada
    expect(esDiaLaborableMadrid('2026-05-15')).toBe(false); // San Isidro
    expect(esDiaLaborableMadrid('2026-04-02')).toBe(false); // Jueves Santo 2026
    expect(esDiaLaborableMadrid('2026-04-03')).toBe(false); // Viernes Santo 2026
    expect(esDiaLaborableMadrid('2027-03-25')).toBe(false); // Jueves Santo 2027
    expect(esDiaLaborableMadrid('2026-04-06')).toBe(true); // Easter Monday is worked in Madrid
  });

  it('count forward from any day', () => {
    expect(sumaDiasLaborables('2026-12-02', 2)).toBe('2026-12-04');
    // Friday 4 December: Monday 7, then Tuesday 8 is a holiday, so Wednesday 9.
    expect(sumaDiasLaborables('2026-12-04', 2)).toBe('2026-12-09');
    expect(sumaDiasLaborables('2026-12-05', 2)).toBe('2026-12-09');
    expect(sumaDiasLaborables('2026-12-31', 1)).toBe('2027-01-04');
  });
});

describe('the answer deadline', () => {
  it("is two working days after the message's Madrid day", () => {
    // 23:30 UTC on Wednesday 2 December is already Thursday 3 in Madrid.
    expect(plazoRespuesta(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-07');
    expect(plazoRespuesta(new Date('2026-12-02T10:00:00Z'))).toBe('2026-12-04');
  });

  it('reads as the screens show it', () => {
    expect(textoPlazoRespuesta('2026-12-04')).toBe('Te responderemos antes del 4 de diciembre de 2026.');
  });
});

import { plazoAtencion } from './plazo';

describe('the answer deadline in the studio', () => {
  it('is overdue only once its Madrid day has passed', () => {
    // 23:30 UTC on the 2nd is already the 3rd in Madrid.
    expect(plazoAtencion('2026-12-02', new Date('2026-12-02T22:30:00Z'))).toEqual({
      texto: 'Responder antes del 2 de diciembre de 2026',
      vencido: false,
    });
    expect(plazoAtencion('2026-12-02', new Date('2026-12-02T23:30:00Z')).vencido).toBe(true);
  });
});

import {
  ALFABETO_CODIGO_RECLAMACION,
  CODIGO_RECLAMACION,
  fechaLimiteRespuesta,
  normalizaCodigoReclamacion,
  puedeEscalarReclamacion,
  reclamacionFueraDePlazo,
} from './reclamaciones';

describe('fechaLimiteRespuesta (one month, date to date)', () => {
  it.each([
    ['2026-03-15', '2026-04-15'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-20', '2027-01-20'],
    ['2026-08-31', '2026-09-30'],
    ['2026-02-28', '2026-03-28'],
  ])('filed %s → due %s', (presentada, limite) => {
    expect(fechaLimiteRespuesta(presentada)).toBe(limite);
  });
});

describe('tracking code', () => {
  it('accepts the documented shape and refuses look-alike characters', () => {
    expect(CODIGO_RECLAMACION.test('RC-2026-7KQ4M9')).toBe(true);
    for (const bad of [
      'RC-2026-7KQ4M0',
      'RC-2026-7KQ4MO',
      'RC-2026-7KQ4MI',
      'RC-26-7KQ4M9',
      'RC-2026-7KQ4M9X',
    ])
      expect(CODIGO_RECLAMACION.test(bad)).toBe(false);
  });
  it('every character of the alphabet passes the shape, no look-alikes in it', () => {
    for (const c of ALFABETO_CODIGO_RECLAMACION)
      expect(CODIGO_RECLAMACION.test(`RC-2026-${c.repeat(6)}`)).toBe(true);
    expect(ALFABETO_CODIGO_RECLAMACION).not.toMatch(/[01OILUV]/);
  });
  it('forgives case and spaces as typed', () => {
    expect(normalizaCodigoReclamacion(' rc-2026-7kq4m9 ')).toBe('RC-2026-7KQ4M9');
    expect(normalizaCodigoReclamacion('RC-2026-../../')).toBeNull();
  });
});

describe('the way onwards', () => {
  const base = { fechaLimite: '2026-05-10', insatisfecha: false };
  it('is open when unanswered past the due date', () => {
    expect(reclamacionFueraDePlazo({ ...base, estado: 'EN_ESTUDIO', hoy: '2026-05-11' })).toBe(true);
    expect(reclamacionFueraDePlazo({ ...base, estado: 'EN_ESTUDIO', hoy: '2026-05-10' })).toBe(false);
    expect(reclamacionFueraDePlazo({ ...base, estado: 'RESPONDIDA', hoy: '2026-06-01' })).toBe(false);
    expect(puedeEscalarReclamacion({ ...base, estado: 'RECIBIDA', hoy: '2026-05-11' })).toBe(true);
  });
  it('is open when the customer rejects the answer', () => {
    expect(puedeEscalarReclamacion({ ...base, estado: 'RESPONDIDA', hoy: '2026-05-01' })).toBe(false);
    expect(
      puedeEscalarReclamacion({ ...base, estado: 'RESPONDIDA', hoy: '2026-05-01', insatisfecha: true }),
    ).toBe(true);
  });
});

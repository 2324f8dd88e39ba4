import { formatoDocumento, isValidDocumento, normalizeDocumento, tipoDocumento } from './documento';

describe('normalizeDocumento', () => {
  it('drops the spaces, hyphens and dots written between groups and upper-cases', () => {
    expect(normalizeDocumento('  12 345 678z ')).toBe('12345678Z');
    expect(normalizeDocumento('\tx2482300w\n')).toBe('X2482300W');
    expect(normalizeDocumento('12.345.678-Z')).toBe('12345678Z');
    expect(normalizeDocumento('b-12345674')).toBe('B12345674');
  });
});

describe('tipoDocumento', () => {
  it.each([
    ['12345678Z', 'NIF'],
    ['00000023T', 'NIF'],
    ['87654321X', 'NIF'],
    ['11111111H', 'NIF'],
    // K, L, M: NIF of a person without DNI; the letter is worked out from the 7 digits.
    ['K1234567L', 'NIF'],
    ['L1234567L', 'NIF'],
    ['M1234567L', 'NIF'],
    ['X2482300W', 'NIE'],
    ['Y1234567X', 'NIE'],
    ['Z7654321H', 'NIE'],
    ['B12345674', 'CIF'],
    ['B87654323', 'CIF'],
    ['A58818501', 'CIF'],
    // Public bodies (P, Q, S) end in a letter; C, D, F, G, J, U, V in a digit or a letter.
    ['Q2826000H', 'CIF'],
    ['P2807900B', 'CIF'],
    ['Q1234567D', 'CIF'],
    ['G12345674', 'CIF'],
    ['G1234567D', 'CIF'],
    ['J1234567D', 'CIF'],
  ])('%s is a valid %s', (documento, tipo) => {
    expect(tipoDocumento(documento)).toBe(tipo);
    expect(isValidDocumento(documento)).toBe(true);
  });

  it.each([
    '12345678A',
    'K1234567A',
    'X2482300A',
    'B12345675',
    // A, B, E, H end in a digit; P, Q, R, S, N, W in a letter.
    'B1234567D',
    'Q28260008',
    'Q2826000A',
    'Q1234567E',
  ])('%s has a wrong control character', (documento) => {
    expect(formatoDocumento(documento)).not.toBeNull();
    expect(tipoDocumento(documento)).toBeNull();
  });

  it.each(['', '1234567Z', '123456789Z', 'I1234567A', 'X12345678', 'T1234567A', '12345678-Z'])(
    '%s is no ID at all (before normalisation)',
    (documento) => {
      expect(formatoDocumento(documento)).toBeNull();
      expect(isValidDocumento(documento)).toBe(false);
    },
  );
});

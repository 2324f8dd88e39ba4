import { describe, expect, it } from 'vitest';
import { cifControl, normalizeDocumento, tipoDocumento } from '../src/lib/documento';

describe('tipoDocumento', () => {
  it('accepts the demo IDs with their control characters', () => {
    expect(tipoDocumento('12345678Z')).toBe('NIF');
    expect(tipoDocumento('00000023T')).toBe('NIF');
    expect(tipoDocumento('87654321X')).toBe('NIF');
    expect(tipoDocumento('11111111H')).toBe('NIF');
    expect(tipoDocumento('X2482300W')).toBe('NIE');
    expect(tipoDocumento('B12345674')).toBe('CIF');
    expect(tipoDocumento('B87654323')).toBe('CIF');
  });

  it('rejects wrong control characters and shapes', () => {
    for (const bad of ['12345678A', 'X2482300A', 'B12345675', 'B1234567D', 'Q1234567X', '1234567Z', '']) {
      expect(tipoDocumento(bad)).toBeNull();
    }
  });

  it('uses a letter for public bodies and either for other organisations', () => {
    const [digit, letter] = cifControl('1234567');
    expect([digit, letter]).toEqual(['4', 'D']);
    expect(tipoDocumento(`Q1234567${letter}`)).toBe('CIF');
    expect(tipoDocumento(`G1234567${digit}`)).toBe('CIF');
    expect(tipoDocumento(`G1234567${letter}`)).toBe('CIF');
  });

  it('normalises what the user typed', () => {
    expect(normalizeDocumento(' 1234 5678-z ')).toBe('12345678Z');
  });
});

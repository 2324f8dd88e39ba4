import { formatAmount } from './amount';
import { formatDate, formatDateTime, todayIso } from './date';
import { orSinDatos, orSinEmail } from './placeholders';
import { ellipsis, splitDistinguishing } from './text';

describe('formatDate', () => {
  it('turns ISO dates into DD-MM-YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
  });
  it('uses the date part of a timestamp as written, whatever the time zone', () => {
    expect(formatDate('2024-12-31T23:30:00-05:00')).toBe('31-12-2024');
  });
  it('shows (sin datos) when missing and leaves unknown text alone', () => {
    expect(formatDate(null)).toBe('(sin datos)');
    expect(formatDate(undefined)).toBe('(sin datos)');
    expect(formatDate('')).toBe('(sin datos)');
    expect(formatDate('mañana')).toBe('mañana');
  });
});

describe('formatDateTime', () => {
  it('shows the time one hour earlier', () => {
    expect(formatDateTime('2024-03-05T10:30:00Z')).toBe('05-03-2024 09:30');
    expect(formatDateTime('2024-03-05T10:30:00.000+01:00')).toBe('05-03-2024 09:30');
  });
  it('rolls back across midnight, month and year', () => {
    expect(formatDateTime('2024-01-01T00:15:00Z')).toBe('31-12-2023 23:15');
    expect(formatDateTime('2024-03-01T00:00:00')).toBe('29-02-2024 23:00');
  });
  it('handles missing and malformed values', () => {
    expect(formatDateTime(null)).toBe('(sin datos)');
    expect(formatDateTime('ayer')).toBe('ayer');
  });
});

describe('todayIso', () => {
  it("formats Madrid's day as YYYY-MM-DD", () => {
    expect(todayIso(new Date('2024-01-09T12:00:00Z'))).toBe('2024-01-09');
  });
});

describe('formatAmount', () => {
  it.each([
    [1234.5, '1,234.50 €'],
    [0, '0.00 €'],
    [7, '7.00 €'],
    [999.999, '1,000.00 €'],
    [1234567.891, '1,234,567.89 €'],
    [-1234.5, '-1,234.50 €'],
    [-0.001, '0.00 €'],
    [100, '100.00 €'],
  ])('%s → %s', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });
  it('shows (sin datos) when missing or not a number', () => {
    expect(formatAmount(null)).toBe('(sin datos)');
    expect(formatAmount(undefined)).toBe('(sin datos)');
    expect(formatAmount(Number.NaN)).toBe('(sin datos)');
  });
});

describe('ellipsis', () => {
  it('keeps short text and shortens long text to the limit', () => {
    expect(ellipsis('Hogar', 10)).toBe('Hogar');
    expect(ellipsis('Seguro de hogar completo', 10)).toBe('Seguro de…');
    expect(ellipsis('Seguro de hogar completo', 10)).toHaveLength(10);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(ellipsis('Seguro de hogar', 11)).toBe('Seguro de…');
  });
  it('copes with missing text and tiny limits', () => {
    expect(ellipsis(null, 5)).toBe('');
    expect(ellipsis('abc', 1)).toBe('…');
    expect(ellipsis('abc', 0)).toBe('');
  });
});

describe('splitDistinguishing', () => {
  it('keeps the plate or number apart from the product, so only the product is shortened', () => {
    expect(splitDistinguishing('Auto Todo Riesgo con Franquicia - AUT-10023456')).toEqual({
      head: 'Auto Todo Riesgo con Franquicia',
      tail: ' - AUT-10023456',
    });
    expect(splitDistinguishing('SEAT León 1.5 TSI FR - 1234 LMN')).toEqual({
      head: 'SEAT León 1.5 TSI FR',
      tail: ' - 1234 LMN',
    });
    expect(splitDistinguishing('Hogar Plus · Nº HOG-20034567')).toEqual({
      head: 'Hogar Plus',
      tail: ' · Nº HOG-20034567',
    });
  });
  it('splits at the last separator, so a product with a dash keeps its name together', () => {
    expect(splitDistinguishing('Auto - Terceros - 1234 ABC').tail).toBe(' - 1234 ABC');
  });
  it('leaves whole a label without an identifier at its end', () => {
    expect(splitDistinguishing('C/ Alcalá 120, 3º B')).toEqual({ head: 'C/ Alcalá 120, 3º B', tail: '' });
    expect(splitDistinguishing('Hogar - ')).toEqual({ head: 'Hogar - ', tail: '' });
    expect(splitDistinguishing(' - 1234 ABC')).toEqual({ head: ' - 1234 ABC', tail: '' });
    const long = 'Comercio - Bar restaurante La Esquina de Triana';
    expect(splitDistinguishing(long)).toEqual({ head: long, tail: '' });
  });
});

describe('orSinDatos / orSinEmail', () => {
  it('shows placeholders for missing values only', () => {
    expect(orSinDatos(null)).toBe('(sin datos)');
    expect(orSinDatos(undefined)).toBe('(sin datos)');
    expect(orSinDatos('  ')).toBe('(sin datos)');
    expect(orSinDatos(0)).toBe('0');
    expect(orSinDatos('Madrid')).toBe('Madrid');
    expect(orSinEmail('')).toBe('(sin email)');
    expect(orSinEmail('ana@example.com')).toBe('ana@example.com');
  });
});

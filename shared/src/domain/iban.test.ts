import { bancoDeIban, maskIban, MENSAJE_IBAN, normalizeIban, validateIban } from './iban';

describe('validateIban', () => {
  it.each([
    'ES91 2100 0418 4502 0005 1332',
    'ES9121000418450200051332',
    'es79 2100 0813 6101 2345 6789',
    ' ES66 2100 0418 4012 3456 7891 ',
  ])('accepts the real-format Spanish IBAN %s', (iban) => {
    expect(validateIban(iban)).toBeNull();
  });

  it('asks for the IBAN when nothing was typed', () => {
    expect(validateIban('   ')).toBe(MENSAJE_IBAN.VACIO);
  });

  it.each([
    'ES91 2100 0418 4502 0005 133',
    'ES91 2100 0418 4502 0005 13322',
    'DE89 3704 0044 0532 0130 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'ES91 2100 0418 4502 0005 13A2',
  ])('refuses %s: not ES with 22 digits', (iban) => {
    expect(validateIban(iban)).toBe('El IBAN debe empezar por ES y tener 24 caracteres');
  });

  it('refuses wrong IBAN check digits, and a typo in one digit', () => {
    expect(validateIban('ES92 2100 0418 4502 0005 1332')).toBe(
      'Los dígitos de control del IBAN no son correctos',
    );
    expect(validateIban('ES91 2100 0418 4502 0005 1333')).toBe(MENSAJE_IBAN.CONTROL_IBAN);
  });

  it('refuses an account whose CCC control digits are wrong even with good IBAN check digits', () => {
    // Same bank, branch and account as the valid ES91… with control digits 46, IBAN digits recomputed.
    expect(validateIban('ES29 2100 0418 4602 0005 1332')).toBe(MENSAJE_IBAN.CONTROL_CCC);
  });
});

describe('bancoDeIban', () => {
  it('names the bank from the entity code', () => {
    expect(bancoDeIban('ES91 2100 0418 4502 0005 1332')).toEqual({ nombre: 'CaixaBank', bic: 'CAIXESBBXXX' });
    expect(bancoDeIban('ES6000491500051234567892')?.nombre).toBe('Banco Santander');
    expect(bancoDeIban('ES1801821234861234567890')?.nombre).toBe('BBVA');
  });

  it('has no name for an unknown code or a foreign IBAN', () => {
    expect(bancoDeIban('ES3899990000100000000000')).toBeNull();
    expect(validateIban('ES3899990000100000000000')).toBeNull();
    expect(bancoDeIban('DE89370400440532013000')).toBeNull();
    expect(bancoDeIban(null)).toBeNull();
  });
});

describe('maskIban', () => {
  it('keeps only the last four; check digits, entity and branch never in clear', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('**** **** **** **** **** 1332');
    expect(maskIban('ES91 2100 0418 4502 0005 1332')).not.toMatch(/ES|91|2100|0418/);
  });

  it('masks text already half masked the same way, and nothing as null', () => {
    expect(maskIban('ES91 2100 **** 1332')).toBe('**** **** **** 1332');
    expect(maskIban('')).toBeNull();
    expect(maskIban(undefined)).toBeNull();
    expect(maskIban('1234')).toBe('****');
  });
});

describe('normalizeIban', () => {
  it('removes spaces and puts capitals', () => {
    expect(normalizeIban(' es91 2100 ')).toBe('ES912100');
  });
});

import { MENSAJES } from './messages';
import {
  limitTelefonoInput,
  normalizePassword,
  validateConsentimiento,
  validateDocumento,
  validateEmailCambio,
  validateEmailRegistro,
  validateTelefono,
  validateTerminos,
} from './validators';

describe('validateDocumento', () => {
  it('accepts a valid ID however it was typed', () => {
    expect(validateDocumento(' 12 345 678 z')).toBeNull();
    expect(validateDocumento('12.345.678-Z')).toBeNull();
  });

  it('asks for the ID when empty and flags malformed IDs', () => {
    expect(validateDocumento('   ')).toBe('Escribe tu NIF/CIF/NIE');
    expect(validateDocumento('1234567Z')).toBe(MENSAJES.DOCUMENTO_FORMATO);
    expect(validateDocumento('I1234567A')).toBe(MENSAJES.DOCUMENTO_FORMATO);
  });

  it('flags a wrong control character apart from a wrong shape', () => {
    expect(validateDocumento('12345678A')).toBe(MENSAJES.DOCUMENTO_CONTROL);
    expect(validateDocumento('K1234567A')).toBe(MENSAJES.DOCUMENTO_CONTROL);
  });
});

describe('validateTerminos', () => {
  it('requires the terms to be accepted', () => {
    expect(validateTerminos(false)).toBe('Debes aceptar las condiciones del servicio');
    expect(validateTerminos(true)).toBeNull();
  });
});

describe('validateEmailRegistro', () => {
  it('requires both fields', () => {
    expect(validateEmailRegistro('', '')).toBe('Escriba su e-mail en las dos casillas');
    expect(validateEmailRegistro('ana@example.com', ' ')).toBe('Escriba su e-mail en las dos casillas');
  });
  it('requires equal values', () => {
    expect(validateEmailRegistro('ana@example.com', 'ana@example.es')).toBe('Los e-mail no son iguales');
  });
  it('checks the pattern', () => {
    expect(validateEmailRegistro('ana@example', 'ana@example')).toBe('E-mail incorrecto');
    expect(validateEmailRegistro('ana@@example.com', 'ana@@example.com')).toBe('E-mail incorrecto');
    expect(validateEmailRegistro('ana@example.c', 'ana@example.c')).toBe('E-mail incorrecto');
    expect(validateEmailRegistro('ana@exa_mple.com', 'ana@exa_mple.com')).toBe('E-mail incorrecto');
  });
  it('enforces the length limits', () => {
    const local64 = 'a'.repeat(64);
    const label63 = 'b'.repeat(63);
    expect(validateEmailRegistro(`${local64}@${label63}.com`, `${local64}@${label63}.com`)).toBeNull();
    expect(validateEmailRegistro(`a${local64}@x.com`, `a${local64}@x.com`)).toBe('E-mail incorrecto');
    expect(validateEmailRegistro(`a@b${label63}.com`, `a@b${label63}.com`)).toBe('E-mail incorrecto');
    expect(validateEmailRegistro(`a@x.${'c'.repeat(64)}`, `a@x.${'c'.repeat(64)}`)).toBe('E-mail incorrecto');
  });
  it('accepts valid addresses, trimming them', () => {
    expect(
      validateEmailRegistro(' ana.garcia+seguro@correo.example.es ', 'ana.garcia+seguro@correo.example.es'),
    ).toBeNull();
  });
});

describe('validateEmailCambio', () => {
  it('asks for an e-mail when empty', () => {
    expect(validateEmailCambio('  ')).toBe('Escriba un e-mail');
  });
  it('rejects malformed addresses', () => {
    expect(validateEmailCambio('ana')).toBe('Email incorrecto');
    expect(validateEmailCambio("o'neil@example.com")).toBe('Email incorrecto');
    expect(validateEmailCambio('ana@example.1')).toBe('Email incorrecto');
  });
  it('accepts letters, digits, dot, percent, plus and hyphen in the local part', () => {
    expect(validateEmailCambio('ana.g%1+x-y@mi-dominio.es')).toBeNull();
  });
});

describe('telefono', () => {
  it('keeps at most 10 typed characters', () => {
    expect(limitTelefonoInput('612345678901')).toBe('6123456789');
  });
  it('asks for a number when empty', () => {
    expect(validateTelefono('   ')).toBe('Escriba un número de teléfono');
  });
  it.each(['612345678', '712345678', '912345678', ' 612345678 '])('accepts %s', (telefono) => {
    expect(validateTelefono(telefono)).toBeNull();
  });
  it.each(['812345678', '61234567', '6123456789', '61234567a', '+34612345'])('rejects %s', (telefono) => {
    expect(validateTelefono(telefono)).toBe('Número de telefono incorrecto');
  });
});

describe('password and consent', () => {
  it('trims passwords', () => {
    expect(normalizePassword('  Demo2024 ')).toBe('Demo2024');
  });
  it('requires a yes or no consent answer', () => {
    expect(validateConsentimiento(null)).toBe('Conteste a las opciones, por favor');
    expect(validateConsentimiento(undefined)).toBe('Conteste a las opciones, por favor');
    expect(validateConsentimiento(false)).toBeNull();
    expect(validateConsentimiento(true)).toBeNull();
  });
});

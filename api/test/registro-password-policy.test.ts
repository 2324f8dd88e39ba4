import { describe, expect, it } from 'vitest';
import { PASSWORD_PISTA } from '@area-cliente/shared/domain';
import { checkPassword, MENSAJE_PASSWORD } from '../src/lib/password-policy';

describe('checkPassword', () => {
  it('accepts the demo password and ordinary ones', () => {
    expect(checkPassword('Demo2024')).toBeNull();
    expect(checkPassword('Ruiseñor7')).toBeNull();
    expect(checkPassword('x7Kp2mQa')).toBeNull();
  });

  it('asks for at least 8 characters, counting code points', () => {
    expect(checkPassword('Ab3$xyz')).toBe(MENSAJE_PASSWORD.CORTA);
    expect(checkPassword('')).toBe(MENSAJE_PASSWORD.CORTA);
    // 7 emoji are 14 UTF-16 units but 7 characters.
    expect(checkPassword('🐢🐢🐢🐢🐢🐢🦊')).toBe(MENSAJE_PASSWORD.CORTA);
    expect(MENSAJE_PASSWORD.CORTA).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('allows long passphrases up to 128 characters', () => {
    expect(checkPassword('el caballo blanco de santiago corre por la playa')).toBeNull();
    expect(checkPassword('a1'.repeat(64))).toBeNull();
    expect(checkPassword('a1'.repeat(64) + 'b')).toBe(MENSAJE_PASSWORD.LARGA);
  });

  it('rejects the most common passwords, in any case', () => {
    for (const p of [
      '12345678',
      'password',
      'PASSWORD',
      'contraseña',
      'Contrasena',
      'qwertyuiop',
      'tequiero',
    ]) {
      expect(checkPassword(p), p).toBe(MENSAJE_PASSWORD.COMUN);
    }
  });

  it('rejects a common word with digits or symbols appended, and one repeated character', () => {
    for (const p of ['Password2024!', 'contraseña123', 'Qwerty2025', 'zzzzzzzzzz', 'Barcelona1!!']) {
      expect(checkPassword(p), p).toBe(MENSAJE_PASSWORD.COMUN);
    }
  });
});

describe('the hint the screens show', () => {
  it('says what the server accepts: any 8 characters, not only alphanumeric ones', () => {
    expect(PASSWORD_PISTA).not.toMatch(/alfanum/i);
    expect(PASSWORD_PISTA).toContain('8 caracteres');
    expect(checkPassword('mi casa azul!')).toBeNull();
    expect(checkPassword('#$%&/()=?¿')).toBeNull();
  });
});

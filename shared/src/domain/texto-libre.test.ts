import * as v from 'valibot';
import { esTextoValido, TEXTO_CARACTERES_NO_VALIDOS, textoLibre } from './texto-libre';

const schema = textoLibre(2, 10, 'Entre 2 y 10.');
const mensaje = (input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('textoLibre', () => {
  it('takes what people type: accents, emoji, newlines and tabs; trimmed', () => {
    expect(v.parse(schema, '  Ñandú 😀 ')).toBe('Ñandú 😀');
    expect(v.parse(schema, 'a\n\tb')).toBe('a\n\tb');
  });

  it.each([
    ['a NUL', 'ab\u0000c'],
    ['a bell', 'ab\u0007c'],
    ['a lone carriage return', 'ab\rc'],
    ['an escape', 'ab\u001Bc'],
    ['a DEL', 'ab\u007Fc'],
    ['a lone high surrogate', 'ab\uD800c'],
    ['a lone low surrogate', 'ab\uDC00c'],
    ['a pair in the wrong order', 'a\uDE00\uD83Dc'],
  ])('refuses %s', (_, texto) => {
    expect(esTextoValido(texto)).toBe(false);
    expect(mensaje(texto)).toBe(TEXTO_CARACTERES_NO_VALIDOS);
  });

  it('bounds the trimmed length with the given message', () => {
    expect(mensaje(' a ')).toBe('Entre 2 y 10.');
    expect(mensaje('a'.repeat(11))).toBe('Entre 2 y 10.');
    expect(mensaje(' '.repeat(30) + 'ab')).toBeNull();
    expect(mensaje(42)).not.toBeNull();
  });
});

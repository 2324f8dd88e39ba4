import * as v from 'valibot';
import { conRegla } from './reglas-entrada';

/**
 * What a person types (a claim's description, a place, a name, a password): the API refuses, and the
 * forms before it, what no one types but a database or a log chokes on. Control characters other
 * than newline and tab (a NUL makes PostgreSQL fail the whole statement) and halves of a UTF-16
 * surrogate pair (not valid Unicode, so not storable as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;
// Read by code points (flag u), a whole pair is one character above U+FFFF: only a half left alone matches.
const SURROGATE_SOLO = /[\uD800-\uDFFF]/u;

/** The message a form shows by a text with such characters (they often come with a paste). */
export const TEXTO_CARACTERES_NO_VALIDOS =
  'Este texto tiene caracteres no válidos (a veces llegan al copiar y pegar). Vuelve a escribirlo.';

/** Whether a typed text holds only what may be stored: see TEXTO_CARACTERES_NO_VALIDOS. */
export const esTextoValido = (texto: string): boolean => !CONTROL.test(texto) && !SURROGATE_SOLO.test(texto);

/**
 * `v.string(message)` that also refuses what esTextoValido refuses (with `mensajeCaracteres`). It keeps
 * v.string's type, so a contract schema built on it keeps its published type (the kernel's API report):
 * the rule is stricter input, not a new shape.
 */
export function textoValido<const M extends v.ErrorMessage<v.StringIssue> | undefined = undefined>(
  message?: M,
  mensajeCaracteres: string = TEXTO_CARACTERES_NO_VALIDOS,
): v.StringSchema<M> {
  const base = v.string(message as M);
  return conRegla(
    v._standardSchema({
      ...base,
      '~run'(dataset, config) {
        const checked = base['~run'](dataset, config);
        if (checked.typed && !esTextoValido(checked.value)) {
          v._addIssue(this, 'type', checked, config, {
            message: mensajeCaracteres,
            expected: 'texto sin caracteres de control',
          });
        }
        return checked;
      },
    }),
    'texto',
  );
}

/** Free text as typed: valid characters only (textoValido), trimmed, `min` to `max` long (`mensaje` when not). */
export function textoLibre<
  const Min extends number,
  const Max extends number,
  const M extends string | undefined = undefined,
>(min: Min, max: Max, mensaje?: M) {
  return v.pipe(textoValido(), v.trim(), v.minLength(min, mensaje as M), v.maxLength(max, mensaje as M));
}

const ELLIPSIS = '…';

/** Shortens long text to at most `max` characters, ending with an ellipsis (SPEC §1). */
export function ellipsis(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  return value.slice(0, max - 1).trimEnd() + ELLIPSIS;
}

/** Separators before the part of a label that tells it apart: "Producto - AUT-1", "Producto · Nº AUT-1". */
const DISTINGUISHING_SEPARATORS = [' - ', ' · '];
/** Longer than this, the end is not an identifier (a plate, a number) but more text: no split. */
const MAX_DISTINGUISHING = 24;

/**
 * Splits a label into the part that may be shortened and its distinguishing end (plate, policy or
 * receipt number), kept whole when space runs out: "Auto Todo Riesgo con Franquicia - 1234 ABC" gives
 * `{ head: 'Auto Todo Riesgo con Franquicia', tail: ' - 1234 ABC' }`. `head + tail` is always the
 * label; `tail` is empty when it has no such end.
 */
export function splitDistinguishing(text: string): { head: string; tail: string } {
  const at = Math.max(...DISTINGUISHING_SEPARATORS.map((sep) => text.lastIndexOf(sep)));
  const tail = at > 0 ? text.slice(at) : '';
  const id = tail.slice(3).trim();
  if (!id || tail.length > MAX_DISTINGUISHING) return { head: text, tail: '' };
  return { head: text.slice(0, at), tail };
}

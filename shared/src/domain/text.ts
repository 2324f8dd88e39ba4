const ELLIPSIS = '…';

/** Shortens long text to at most `max` characters, ending with an ellipsis (SPEC §1). */
export function ellipsis(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  return value.slice(0, max - 1).trimEnd() + ELLIPSIS;
}

const ELLIPSIS = '…';

/** Shortens long text to at most `max` characters, ending with an ellipsis (SPEC §1). */
export function ellipsis(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  return value.slice(0, max - 1).trimEnd() + ELLIPSIS;
}

/** Hides every character of an IBAN but the last four, grouped by four for reading. */
export function maskIban(iban: string | null | undefined): string {
  const compact = (iban ?? '').replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  const masked = '*'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

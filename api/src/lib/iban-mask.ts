/**
 * Bank data leaves the API masked but for the last four characters (grouped by four), so a full
 * IBAN never reaches a browser. Free text such as 'ES91 2100 **** 1332' is masked the same way.
 */
export function maskIban(iban: string | null | undefined): string | null {
  const compact = (iban ?? '').replace(/\s+/g, '');
  if (!compact) return null;
  if (compact.length <= 4) return '*'.repeat(compact.length);
  const masked = '*'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

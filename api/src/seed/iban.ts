/** Spanish IBAN from a 20-digit CCC (bank, branch, check digits, account), with ISO 13616 check digits. */
export function ibanFromCcc(ccc: string): string {
  // Letters become numbers (E=14, S=28) and the country moves to the end before mod 97.
  const numeric = `${ccc}142800`;
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return `ES${String(98 - rest).padStart(2, '0')}${ccc}`;
}

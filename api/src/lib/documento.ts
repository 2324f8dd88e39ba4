/** Spanish identity documents: NIF (DNI), NIE and CIF, with their control characters. */

export type TipoDocumento = 'NIF' | 'NIE' | 'CIF';

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** Removes spaces and hyphens and upper-cases, as the login does with what the user typed. */
export function normalizeDocumento(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

export function nifLetter(digits: string): string {
  return NIF_LETTERS[Number(digits) % 23] as string;
}

/** Control character of a CIF body (organisation letter + 7 digits): [digit, letter]. */
export function cifControl(body7: string): [string, string] {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(body7[i]);
    if (i % 2 === 0) {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    } else {
      sum += d;
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return [String(control), CIF_LETTERS[control] as string];
}

/** The document type if `doc` (already normalised) is a valid NIF, NIE or CIF; otherwise null. */
export function tipoDocumento(doc: string): TipoDocumento | null {
  let m = /^(\d{8})([A-Z])$/.exec(doc);
  if (m) return nifLetter(m[1] as string) === m[2] ? 'NIF' : null;
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(doc);
  if (m) {
    const prefix = String('XYZ'.indexOf(m[1] as string));
    return nifLetter(prefix + (m[2] as string)) === m[3] ? 'NIE' : null;
  }
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(doc);
  if (m) {
    const [digit, letter] = cifControl(m[2] as string);
    const org = m[1] as string;
    const given = m[3] as string;
    // Companies (A, B, E, H) use a digit; public bodies and non-residents (K, P, Q, S, N, W) a letter.
    if ('ABEH'.includes(org)) return given === digit ? 'CIF' : null;
    if ('NPQRSW'.includes(org)) return given === letter ? 'CIF' : null;
    return given === digit || given === letter ? 'CIF' : null;
  }
  return null;
}

/**
 * Spanish tax IDs as the Agencia Tributaria defines them (Orden EHA/451/2008): NIF of a person with
 * DNI (8 digits + letter), NIF of a person without DNI (K, L, M + 7 digits + letter), NIE (X, Y, Z +
 * 7 digits + letter) and NIF of an organisation, still called CIF (letter + 7 digits + control).
 */
export type TipoDocumento = 'NIF' | 'NIE' | 'CIF';

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';
const LETRAS_CIF = 'JABCDEFGHI';

const NIF = /^(\d{8})([A-Z])$/;
// K: Spaniards under 14; L: Spaniards living abroad; M: foreigners without NIE. Same letter rule.
const NIF_SIN_DNI = /^([KLM])(\d{7})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

/**
 * What the customer typed, as the ID is stored: upper-cased, without the spaces, hyphens and dots
 * people write between the groups ('12.345.678-Z'); they are not part of the number.
 */
export function normalizeDocumento(raw: string): string {
  return raw.replace(/[\s.-]+/g, '').toUpperCase();
}

/** The type the (normalised) ID's shape says, before its control character is checked. */
export function formatoDocumento(documento: string): TipoDocumento | null {
  if (NIF.test(documento) || NIF_SIN_DNI.test(documento)) return 'NIF';
  if (NIE.test(documento)) return 'NIE';
  if (CIF.test(documento)) return 'CIF';
  return null;
}

const letraDni = (digits: string) => LETRAS_DNI[Number(digits) % 23];

function controlCif(organizacion: string, digits: string, control: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[i]);
    // Positions 1, 3, 5 and 7 (1-based) are doubled and the digits of the product added.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = LETRAS_CIF[digit];
  // Public bodies, non-residents and foreign entities end in a letter; companies A, B, E, H in a digit.
  if ('NPQRSW'.includes(organizacion)) return control === letter;
  if ('ABEH'.includes(organizacion)) return control === String(digit);
  return control === letter || control === String(digit);
}

function controlCorrecto(documento: string): boolean {
  let m = NIF.exec(documento);
  if (m) return letraDni(m[1] as string) === m[2];
  m = NIF_SIN_DNI.exec(documento);
  if (m) return letraDni(m[2] as string) === m[3];
  m = NIE.exec(documento);
  // The NIE prefix stands for a leading digit: X = 0, Y = 1, Z = 2.
  if (m) return letraDni(String('XYZ'.indexOf(m[1] as string)) + (m[2] as string)) === m[3];
  m = CIF.exec(documento);
  return m ? controlCif(m[1] as string, m[2] as string, m[3] as string) : false;
}

/** The type of a (normalised) ID whose control character is right; null for anything else. */
export function tipoDocumento(documento: string): TipoDocumento | null {
  const tipo = formatoDocumento(documento);
  return tipo && controlCorrecto(documento) ? tipo : null;
}

export function isValidDocumento(documento: string): boolean {
  return tipoDocumento(documento) !== null;
}

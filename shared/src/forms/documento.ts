import { MENSAJES } from './messages';

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

const NIF = /^(\d{8})([A-Z])$/;
// K, L and M are NIFs of Spaniards without DNI (minors, residents abroad): same letter rule.
const NIE = /^([XYZKLM])(\d{7})([A-Z])$/;
const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

export type TipoDocumento = 'NIF' | 'NIE' | 'CIF';

/** Login and registration IDs: spaces removed, trimmed and upper-cased (SPEC §5). */
export function normalizeDocumento(raw: string): string {
  return raw.replace(/\s+/g, '').trim().toUpperCase();
}

export function tipoDocumento(documento: string): TipoDocumento | null {
  if (NIF.test(documento)) return 'NIF';
  if (NIE.test(documento)) return 'NIE';
  if (CIF.test(documento)) return 'CIF';
  return null;
}

function nifLetter(digits: string): string {
  return NIF_LETTERS[Number(digits) % 23] ?? '';
}

function isValidNif(documento: string): boolean {
  const [, digits = '', letter] = NIF.exec(documento) ?? [];
  return nifLetter(digits) === letter;
}

function isValidNie(documento: string): boolean {
  const [, prefix = '', digits = '', letter] = NIE.exec(documento) ?? [];
  const leading = { X: '0', Y: '1', Z: '2' }[prefix] ?? '0';
  return nifLetter(leading + digits) === letter;
}

function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[i]);
    // Positions 1, 3, 5, 7 (odd, 1-based) are doubled and their digits added.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  return (10 - (sum % 10)) % 10;
}

function isValidCif(documento: string): boolean {
  const [, kind = '', digits = '', control = ''] = CIF.exec(documento) ?? [];
  const digit = cifControlDigit(digits);
  const letter = CIF_CONTROL_LETTERS[digit];
  // Public bodies and foreign entities end in a letter; companies A, B, E, H in a digit.
  if ('NPQRSW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** True when the (normalised) ID is a NIF, NIE or CIF with a correct control character. */
export function isValidDocumento(documento: string): boolean {
  switch (tipoDocumento(documento)) {
    case 'NIF':
      return isValidNif(documento);
    case 'NIE':
      return isValidNie(documento);
    case 'CIF':
      return isValidCif(documento);
    default:
      return false;
  }
}

/** Registration ID check; returns the message to show or null. */
export function validateDocumento(raw: string): string | null {
  const documento = normalizeDocumento(raw);
  if (documento === '') return MENSAJES.DOCUMENTO_REQUERIDO;
  if (tipoDocumento(documento) === null) return MENSAJES.DOCUMENTO_FORMATO;
  return isValidDocumento(documento) ? null : MENSAJES.DOCUMENTO_CONTROL;
}

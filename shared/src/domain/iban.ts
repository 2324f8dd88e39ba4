/**
 * Spanish bank accounts (IBAN ES): one rule for the API's validation and the field as the customer
 * types, the bank's name from its entity code, and the one way an account is shown masked.
 */

export const MENSAJE_IBAN = {
  VACIO: 'Escribe el IBAN de tu cuenta',
  FORMATO: 'El IBAN debe empezar por ES y tener 24 caracteres',
  CONTROL_IBAN: 'Los dígitos de control del IBAN no son correctos',
  CONTROL_CCC: 'Los dígitos de control de la cuenta no son correctos. Revisa el número.',
} as const;

/** What a typed IBAN may hold: ES, 22 digits and the spaces people put every four characters. */
export const IBAN_MAX_LENGTH = 29;

/** The IBAN without spaces, in capitals ('es91 2100…' → 'ES912100…'). */
export const normalizeIban = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country moved to the end, letters as numbers (A=10…Z=35), remainder mod 97. */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of n) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** Spanish CCC control digit of 10 digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6; 10 → 1, 11 → 0). */
function digitoCcc(diez: string): number {
  const pesos = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const suma = [...diez].reduce((s, d, i) => s + Number(d) * (pesos[i] ?? 0), 0);
  const d = 11 - (suma % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/**
 * Why a typed Spanish IBAN is not valid, or null when it is: 'ES' + 22 digits (spaces allowed), the
 * IBAN check digits (mod 97) and the two control digits of the Spanish account number (CCC).
 */
export function validateIban(typed: string): string | null {
  const iban = normalizeIban(typed);
  if (!iban) return MENSAJE_IBAN.VACIO;
  if (!/^ES\d{22}$/.test(iban)) return MENSAJE_IBAN.FORMATO;
  if (mod97(iban) !== 1) return MENSAJE_IBAN.CONTROL_IBAN;
  const ccc = iban.slice(4);
  const dc = `${digitoCcc(`00${ccc.slice(0, 8)}`)}${digitoCcc(ccc.slice(10))}`;
  return dc === ccc.slice(8, 10) ? null : MENSAJE_IBAN.CONTROL_CCC;
}

/**
 * The one masked form of a bank account everywhere (screens, PDFs, SMS, history): only the last four
 * characters, in the IBAN's groups: '**** **** **** **** **** 1332'. Check digits, entity and branch
 * are never shown (with the bank's name they would narrow the account down). Text already masked
 * elsewhere ('ES91 2100 **** 1332') is masked the same way.
 */
export function maskIban(iban: string | null | undefined): string | null {
  const compact = normalizeIban(iban ?? '');
  if (!compact) return null;
  if (compact.length <= 8) return '*'.repeat(compact.length);
  const masked = '*'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A Spanish bank by its 4-digit entity code (Banco de España register). */
export interface Banco {
  nombre: string;
  bic: string;
}

/** The main banks by entity code; an unknown code still makes a valid IBAN, only with no name. */
const BANCOS: Readonly<Record<string, Banco>> = {
  '0019': { nombre: 'Deutsche Bank', bic: 'DEUTESBBXXX' },
  '0049': { nombre: 'Banco Santander', bic: 'BSCHESMMXXX' },
  '0061': { nombre: 'Banca March', bic: 'BMARES2MXXX' },
  '0073': { nombre: 'Openbank', bic: 'OPENESMMXXX' },
  '0081': { nombre: 'Banco Sabadell', bic: 'BSABESBBXXX' },
  '0128': { nombre: 'Bankinter', bic: 'BKBKESMMXXX' },
  '0182': { nombre: 'BBVA', bic: 'BBVAESMMXXX' },
  '0186': { nombre: 'Banco Mediolanum', bic: 'BFIVESBBXXX' },
  '0239': { nombre: 'EVO Banco', bic: 'EVOBESMMXXX' },
  '1465': { nombre: 'ING', bic: 'INGDESMMXXX' },
  '1491': { nombre: 'Triodos Bank', bic: 'TRIOESMMXXX' },
  '2080': { nombre: 'Abanca', bic: 'CAGLESMMXXX' },
  '2085': { nombre: 'Ibercaja', bic: 'CAZRES2ZXXX' },
  '2095': { nombre: 'Kutxabank', bic: 'BASKES2BXXX' },
  '2100': { nombre: 'CaixaBank', bic: 'CAIXESBBXXX' },
  '2103': { nombre: 'Unicaja', bic: 'UCJAES2MXXX' },
  '3025': { nombre: "Caixa d'Enginyers", bic: 'CDENESBBXXX' },
  '3058': { nombre: 'Cajamar', bic: 'CCRIES2AXXX' },
};

/** The bank of a Spanish IBAN from its entity code (characters 5–8), when it is one of the known ones. */
export function bancoDeIban(iban: string | null | undefined): Banco | null {
  const compact = normalizeIban(iban ?? '');
  if (!compact.startsWith('ES') || compact.length < 8) return null;
  return BANCOS[compact.slice(4, 8)] ?? null;
}

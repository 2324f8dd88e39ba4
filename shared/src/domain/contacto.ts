import * as v from 'valibot';

/** SPEC §9: a phone input keeps at most 10 characters. */
export const TELEFONO_MAX_LENGTH = 10;

/** SPEC §5/§9: 9 digits starting with 6, 7 or 9. */
const TELEFONO = /^[679]\d{8}$/;

export const normalizeTelefono = (raw: string): string => raw.trim();

export const isTelefono = (raw: string): boolean => TELEFONO.test(normalizeTelefono(raw));

export const TelefonoSchema = v.pipe(v.string(), v.trim(), v.regex(TELEFONO));

/**
 * A phone stored as bare digits, as people read it: mobiles and 800/900 lines in threes ('612 345 678',
 * '900 414 141'), Madrid and Barcelona landlines after their two-digit prefix ('91 555 01 23'), other
 * landlines after three ('963 33 44 55'). One already written with spaces (a campaign's, config.json's)
 * stays as its author wrote it, and so does anything that is not nine digits, with or without +34.
 */
export function formatTelefono(raw: string): string {
  const match = /^(\+34)?(\d{9})$/.exec(raw.trim());
  if (!match?.[2]) return raw;
  const n = match[2];
  const prefix = match[1] ? '+34 ' : '';
  if (/^(?:[67]|[89]0)/.test(n)) return `${prefix}${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  if (/^9[13]/.test(n)) return `${prefix}${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
  return `${prefix}${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
}

// SPEC §5/§9: local part up to 64 characters, domain labels up to 63 (up to 125 of them), top-level
// part 2 to 63 letters; 254 characters in all, as a mail server accepts (RFC 5321).
const DOMINIO = String.raw`(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,125}[A-Za-z]{2,63}`;
const EMAIL_MAX_LENGTH = 254;
// Registration takes any character RFC 5322 allows unquoted in the local part.
const EMAIL = new RegExp(String.raw`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@${DOMINIO}$`);
// The change popup narrows the local part to letters, digits, dot, percent, plus and hyphen (SPEC §5).
const EMAIL_CAMBIO = new RegExp(String.raw`^[A-Za-z0-9._%+-]{1,64}@${DOMINIO}$`);

/** An e-mail the API stores: what the registration screen accepts. */
export const isEmail = (raw: string): boolean => {
  const email = raw.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
};

/** The change popup's stricter rule; every e-mail it accepts `isEmail` accepts too. */
export const isEmailCambio = (raw: string): boolean => isEmail(raw) && EMAIL_CAMBIO.test(raw.trim());

export const EmailSchema = v.pipe(v.string(), v.trim(), v.check(isEmail));

import { MENSAJES, TELEFONO_MAX_LENGTH } from './messages';

// Local part ≤ 64, domain labels ≤ 63 (up to 125 of them), top-level part 2 to 63 letters (SPEC §5/§9).
const EMAIL_REGISTRO =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,125}[A-Za-z]{2,63}$/;
// The change popup allows letters, digits, dot, percent, plus and hyphen in the local part (SPEC §5).
const EMAIL_CAMBIO =
  /^[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,125}[A-Za-z]{2,63}$/;
const TELEFONO = /^[967]\d{8}$/;

export function validateTerminos(accepted: boolean): string | null {
  return accepted ? null : MENSAJES.TERMINOS_REQUERIDOS;
}

/** Registration e-mail typed twice: both required, equal, and well formed. */
export function validateEmailRegistro(email: string, repetido: string): string | null {
  const a = email.trim();
  const b = repetido.trim();
  if (a === '' || b === '') return MENSAJES.EMAIL_DOS_CASILLAS;
  if (a !== b) return MENSAJES.EMAIL_DISTINTOS;
  return EMAIL_REGISTRO.test(a) ? null : MENSAJES.EMAIL_REGISTRO_INCORRECTO;
}

/** E-mail in the change popup. */
export function validateEmailCambio(email: string): string | null {
  const value = email.trim();
  if (value === '') return MENSAJES.EMAIL_REQUERIDO;
  return EMAIL_CAMBIO.test(value) ? null : MENSAJES.EMAIL_INCORRECTO;
}

/** What a phone input keeps of the typed text: at most 10 characters. */
export function limitTelefonoInput(typed: string): string {
  return typed.slice(0, TELEFONO_MAX_LENGTH);
}

export function normalizeTelefono(raw: string): string {
  return raw.trim();
}

/** Call-back and phone change: 9 digits starting with 9, 7 or 6. */
export function validateTelefono(raw: string): string | null {
  const telefono = normalizeTelefono(raw);
  if (telefono === '') return MENSAJES.TELEFONO_REQUERIDO;
  return TELEFONO.test(telefono) ? null : MENSAJES.TELEFONO_INCORRECTO;
}

/** Passwords travel trimmed; the server owns the strength rule and its message. */
export function normalizePassword(raw: string): string {
  return raw.trim();
}

/** Consent needs an explicit yes or no. */
export function validateConsentimiento(choice: boolean | null | undefined): string | null {
  return choice === true || choice === false ? null : MENSAJES.CONSENTIMIENTO_REQUERIDO;
}

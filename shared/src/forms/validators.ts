import {
  formatoDocumento,
  isEmail,
  isEmailCambio,
  isTelefono,
  isValidDocumento,
  normalizeDocumento,
  normalizeTelefono,
  TELEFONO_MAX_LENGTH,
} from '../domain';
import { MENSAJES } from './messages';

/** Registration ID check; returns the message to show or null. */
export function validateDocumento(raw: string): string | null {
  const documento = normalizeDocumento(raw);
  if (documento === '') return MENSAJES.DOCUMENTO_REQUERIDO;
  if (formatoDocumento(documento) === null) return MENSAJES.DOCUMENTO_FORMATO;
  return isValidDocumento(documento) ? null : MENSAJES.DOCUMENTO_CONTROL;
}

export function validateTerminos(accepted: boolean): string | null {
  return accepted ? null : MENSAJES.TERMINOS_REQUERIDOS;
}

/** Registration e-mail typed twice: both required, equal, and well formed. */
export function validateEmailRegistro(email: string, repetido: string): string | null {
  const a = email.trim();
  const b = repetido.trim();
  if (a === '' || b === '') return MENSAJES.EMAIL_DOS_CASILLAS;
  if (a !== b) return MENSAJES.EMAIL_DISTINTOS;
  return isEmail(a) ? null : MENSAJES.EMAIL_REGISTRO_INCORRECTO;
}

/** E-mail in the change popup. */
export function validateEmailCambio(email: string): string | null {
  const value = email.trim();
  if (value === '') return MENSAJES.EMAIL_REQUERIDO;
  return isEmailCambio(value) ? null : MENSAJES.EMAIL_INCORRECTO;
}

/** What a phone input keeps of the typed text: at most 10 characters. */
export function limitTelefonoInput(typed: string): string {
  return typed.slice(0, TELEFONO_MAX_LENGTH);
}

/** Call-back and phone change: 9 digits starting with 9, 7 or 6. */
export function validateTelefono(raw: string): string | null {
  const telefono = normalizeTelefono(raw);
  if (telefono === '') return MENSAJES.TELEFONO_REQUERIDO;
  return isTelefono(telefono) ? null : MENSAJES.TELEFONO_INCORRECTO;
}

/** Passwords travel trimmed; the server owns the strength rule and its message. */
export function normalizePassword(raw: string): string {
  return raw.trim();
}

/** Consent needs an explicit yes or no. */
export function validateConsentimiento(choice: boolean | null | undefined): string | null {
  return choice === true || choice === false ? null : MENSAJES.CONSENTIMIENTO_REQUERIDO;
}

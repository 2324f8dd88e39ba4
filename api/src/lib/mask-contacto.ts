/*
 * Contact data as the customer's change history shows it: enough to recognise, not enough to read
 * someone's number or address off a shared screen.
 */

/** '699111222' → '*** *** 222': the one phone mask (history, second factor, registration, signing). */
export const maskTelefono = (telefono: string): string => `*** *** ${telefono.slice(-3)}`;

/** 'lucia.fernandez@example.com' → 'l***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

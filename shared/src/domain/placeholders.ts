export const SIN_DATOS = '(sin datos)';
const SIN_EMAIL = '(sin email)';

type Displayable = string | number | null | undefined;

function isMissing(value: Displayable): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A missing value shows '(sin datos)' (SPEC §1). */
export function orSinDatos(value: Displayable): string {
  return isMissing(value) ? SIN_DATOS : String(value);
}

/** A missing e-mail shows '(sin email)' (SPEC §1). */
export function orSinEmail(value: Displayable): string {
  return isMissing(value) ? SIN_EMAIL : String(value);
}

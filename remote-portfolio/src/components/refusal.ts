import { isApiError } from '@area-cliente/shared';
import { Codigo } from '@area-cliente/shared/contract';

/** The two setters of a form confirmed with the current password (`useForm`'s result). */
type ConfirmedForm = {
  setFieldError: (name: 'passwordActual', message: string | null) => void;
  setFormError: (message: string | null) => void;
};

/**
 * Shows the API's refusal of a change confirmed with the current password: under that field when the
 * password was wrong, above the form otherwise. Communication failures are on screen already (the
 * shell's alert), so the form stays as it was to try again.
 */
export function showRefusal(form: ConfirmedForm, error: unknown): void {
  if (!isApiError(error)) return;
  if (error.codigo === Codigo.CLAVE_ACTUAL_INCORRECTA) form.setFieldError('passwordActual', error.mensaje);
  else form.setFormError(error.mensaje);
}

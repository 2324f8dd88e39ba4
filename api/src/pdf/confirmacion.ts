import type { FactorConfirmacion } from '../repositories/segundo-factor';

/**
 * How a document names what confirmed it ('mediante PIN SMS'); PASSWORD: a mandate signed before the
 * second factor was required.
 */
export const MEDIANTE: Record<'PASSWORD' | FactorConfirmacion, string> = {
  PASSWORD: 'contraseña',
  PIN_SMS: 'PIN SMS',
  LLAVE_ACCESO: 'llave de acceso',
};

import { isApiError } from '@area-cliente/shared';
import { Codigo } from '@area-cliente/shared/contract';
import { normalizePassword } from '@area-cliente/shared/forms';
import { PasswordField } from '@area-cliente/shared/ui';
import { useState } from 'react';

export const CLAVE_TRAS_PLAZO =
  'Han pasado más de 10 minutos desde que creaste tu contraseña. Escríbela para confirmar tu e-mail.';

/**
 * The e-mail step right after registration needs no password, but past its 10-minute window the API
 * asks for it (like any contact change). Then the screen shows a password field instead of a dead end.
 */
export function useClaveTrasPlazo() {
  const [pedir, setPedir] = useState(false);
  const [clave, setClave] = useState('');
  return {
    /** What to add to the request: the password, once it has been asked for. */
    extra: () => (pedir ? { passwordActual: normalizePassword(clave) } : {}),
    /**
     * True when the error is the API asking for the password for the first time: the field now shows,
     * with its explanation; a wrong password after that is an ordinary error with the server's message.
     */
    primeraPeticion: (error: unknown) => {
      if (pedir || !isApiError(error) || error.codigo !== Codigo.CLAVE_ACTUAL_INCORRECTA) return false;
      setPedir(true);
      return true;
    },
    campo: pedir ? (
      <PasswordField
        label="Tu contraseña"
        name="passwordActual"
        hint={CLAVE_TRAS_PLAZO}
        value={clave}
        onValueChange={setClave}
      />
    ) : null,
  };
}

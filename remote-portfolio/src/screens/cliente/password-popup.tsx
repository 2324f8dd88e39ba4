import { api } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { MENSAJES, normalizePassword, useForm } from '@area-cliente/shared/forms';
import { Alert, Button, PasswordField, Popup } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { CLAVE_ACTUAL_REQUERIDA } from './cambio-contacto-popup';
import { showRefusal } from '../../components/refusal';

const CLAVE_NUEVA_REQUERIDA = 'Escribe la nueva contraseña en las dos casillas';
const CLAVE_CAMBIADA = 'Tu contraseña se ha cambiado correctamente.';

type Valores = { passwordActual: string; clave1: string; clave2: string };

/**
 * Password change: two entries (clave1, clave2), result, close (SPEC §4). The server owns the rule and
 * its message is shown (SPEC §8). Beyond SPEC: the current password is asked first, and the server
 * ends the customer's other sessions and answers this one's new token (the HTTP client stores it).
 */
export function PasswordPopup({ onClose }: { onClose: () => void }) {
  const [resultado, setResultado] = useState<string | null>(null);
  const form = useForm<Valores>({
    initialValues: { passwordActual: '', clave1: '', clave2: '' },
    validate: (v) => ({
      passwordActual: normalizePassword(v.passwordActual) ? null : CLAVE_ACTUAL_REQUERIDA,
      clave2: normalizePassword(v.clave1) && normalizePassword(v.clave2) ? null : CLAVE_NUEVA_REQUERIDA,
    }),
  });

  const submit = form.handleSubmit(async (v) => {
    try {
      await api.call(CALLS.actualizarPasswordCliente, {
        body: {
          password: normalizePassword(v.clave1),
          passwordRepetida: normalizePassword(v.clave2),
          passwordActual: normalizePassword(v.passwordActual),
        },
      });
      setResultado(CLAVE_CAMBIADA);
    } catch (error) {
      showRefusal(form, error);
    }
  });

  return (
    <Popup open onClose={onClose} title="Cambiar contraseña">
      {resultado ? (
        <>
          <Alert kind="success">{resultado}</Alert>
          <Button onClick={onClose} block>
            Cerrar
          </Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <PasswordField
            label="Contraseña actual"
            name="passwordActual"
            value={form.values.passwordActual}
            onValueChange={(value) => form.setValue('passwordActual', value)}
            error={form.errors.passwordActual}
          />
          <PasswordField
            label="Nueva contraseña"
            name="clave1"
            autoComplete="new-password"
            hint={MENSAJES.PASSWORD_PISTA}
            value={form.values.clave1}
            onValueChange={(value) => form.setValue('clave1', value)}
          />
          <PasswordField
            label="Repita la nueva contraseña"
            name="clave2"
            autoComplete="new-password"
            value={form.values.clave2}
            onValueChange={(value) => form.setValue('clave2', value)}
            error={form.errors.clave2}
          />
          {form.formError && <Alert kind="error">{form.formError}</Alert>}
          <Button type="submit" busy={form.submitting} block>
            Cambiar contraseña
          </Button>
        </form>
      )}
    </Popup>
  );
}

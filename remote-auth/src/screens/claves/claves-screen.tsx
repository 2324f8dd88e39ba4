import { api, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { MENSAJES, normalizePassword, useForm } from '@area-cliente/shared/forms';
import { Alert, Button, Card, PasswordField } from '@area-cliente/shared/ui';
import { refreshAfterLogin } from '@area-cliente/shared/query';
import { clearFlow, nifPath, saveFlow } from '../../registro/flow-state';
import { pasoTrasClaves } from '../../registro/siguiente-paso';
import { useRegistroStep } from '../../registro/use-registro-step';
import '../../registro/registro.css';

const CLAVES_REQUERIDAS = 'Escribe la contraseña en las dos casillas';
const CLAVES_DISTINTAS = 'Las contraseñas no son iguales';

type Values = { password: string; passwordRepetida: string };

const validate = ({ password, passwordRepetida }: Values) => {
  const a = normalizePassword(password);
  const b = normalizePassword(passwordRepetida);
  if (!a || !b) return { password: CLAVES_REQUERIDAS };
  return { password: a === b ? null : CLAVES_DISTINTAS };
};

/**
 * /claves: the new password twice (trimmed). Paste is allowed, against SPEC §2, so password managers
 * work (WCAG 2.2 SC 3.3.8; docs/features.md). The server's rule
 * decides and its message is shown. Then authRegistro logs the customer in and the portfolio loads.
 */
export function ClavesScreen({ navigate }: RemoteProps) {
  const { flow } = useRegistroStep(['claves', 'acceso'], navigate);
  const form = useForm<Values>({
    initialValues: { password: '', passwordRepetida: '' },
    validate: flow?.paso === 'acceso' ? undefined : validate,
  });
  if (!flow) return null;

  const submit = form.handleSubmit(async ({ password, passwordRepetida }) => {
    try {
      // 'acceso': the password was set but the login after it failed; only the login is retried.
      if (flow.paso === 'claves') {
        await api.call(CALLS.actualizarPassword, {
          body: {
            password: normalizePassword(password),
            passwordRepetida: normalizePassword(passwordRepetida),
          },
        });
        saveFlow({ ...flow, paso: 'acceso' });
      }
      await api.call(CALLS.authRegistro);
    } catch (error) {
      if (isApiError(error)) form.setFormError(error.mensaje);
      return;
    }
    clearFlow();
    const portfolio = await refreshAfterLogin();
    navigate(portfolio ? pasoTrasClaves(portfolio.cliente) : '/inicio', { replace: true });
  });

  return (
    <Card
      title={flow.recordar ? 'Crea tu nueva contraseña' : 'Crea tu contraseña'}
      headingLevel={1}
      className="registro"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {flow.paso === 'claves' && (
          <>
            <PasswordField
              label="Contraseña"
              name="password"
              autoComplete="new-password"
              maxLength={128}
              hint={MENSAJES.PASSWORD_PISTA}
              value={form.values.password}
              onValueChange={(value) => form.setValue('password', value)}
              error={form.errors.password}
            />
            <PasswordField
              label="Repite la contraseña"
              name="passwordRepetida"
              autoComplete="new-password"
              maxLength={128}
              value={form.values.passwordRepetida}
              onValueChange={(value) => form.setValue('passwordRepetida', value)}
            />
          </>
        )}
        {flow.paso === 'acceso' && <p>Tu contraseña ya está guardada. Pulsa Continuar para entrar.</p>}
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="registro__acciones">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Continuar
          </Button>
          <Button variant="link" onClick={() => navigate(nifPath(flow.recordar))}>
            Volver a empezar
          </Button>
        </div>
      </form>
    </Card>
  );
}

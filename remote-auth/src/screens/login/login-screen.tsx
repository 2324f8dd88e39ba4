import {
  Alert,
  api,
  AppLink,
  Button,
  CALLS,
  Card,
  Codigo,
  consentimientoPendiente,
  isApiError,
  MENSAJES,
  normalizeDocumento,
  OLVIDE_CONTRASENA,
  PasswordField,
  RECORDAR_CONTRASENA_PATH,
  type RemoteProps,
  SESION_CADUCADA_LOGIN,
  sessionExpiredNotice,
  takeReturnPath,
  TextField,
  useForm,
} from '@area-cliente/shared';
import { useState } from 'react';
import './login-screen.css';

type Credentials = { username: string; password: string };

const CONTRASENA_REQUERIDA = 'Escribe tu contraseña';

const validate = ({ username, password }: Credentials) => ({
  username: normalizeDocumento(username) ? null : MENSAJES.DOCUMENTO_REQUERIDO,
  password: password ? null : CONTRASENA_REQUERIDA,
});

const CITA_RECORDAR = `'${OLVIDE_CONTRASENA}'`;

/** The server's words with their quoted 'He olvidado mi contraseña' as the link (or the link after them). */
function ConEnlaceRecordar({ mensaje }: { mensaje: string }) {
  const enlace = <AppLink to={RECORDAR_CONTRASENA_PATH}>{OLVIDE_CONTRASENA}</AppLink>;
  const at = mensaje.indexOf(CITA_RECORDAR);
  if (at < 0) {
    return (
      <>
        {mensaje} {enlace}
      </>
    );
  }
  return (
    <>
      {mensaje.slice(0, at)}
      {enlace}
      {mensaje.slice(at + CITA_RECORDAR.length)}
    </>
  );
}

/**
 * /login (SPEC §2, §4): on codigo 0 the kernel keeps the token; the portfolio and the club URL are
 * refreshed, then a client whose consent is pending goes to gdprTacito and everyone else back to the
 * screen where the session expired, or to inicio. Any other codigo shows the server's mensaje; near or
 * at the account's lock (LOGIN_LIMITADO) with 'He olvidado mi contraseña' beside it, which unlocks it.
 */
export function LoginScreen({ navigate }: RemoteProps) {
  const form = useForm<Credentials>({ initialValues: { username: '', password: '' }, validate });
  const [expired] = useState(sessionExpiredNotice);
  // The last attempt before the lock, or the lock itself: the way out goes beside the message.
  const [limitado, setLimitado] = useState(false);

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      await api.call(CALLS.auth, { body: { username: normalizeDocumento(username), password } });
    } catch (error) {
      // Communication failures are already on screen as the shell's alert.
      if (isApiError(error)) {
        setLimitado(error.codigo === Codigo.LOGIN_LIMITADO);
        form.setFormError(error.mensaje);
      }
      return;
    }
    // The server-state cache is loaded now rather than with /login, whose first download it would grow.
    const { refreshAfterLogin } = await import('@area-cliente/shared/query');
    const portfolio = await refreshAfterLogin();
    const consentPending = portfolio !== null && consentimientoPendiente(portfolio.cliente);
    const returnPath = takeReturnPath();
    navigate(consentPending ? '/gdprTacito' : (returnPath ?? '/inicio'), { replace: true });
  });

  return (
    <Card title="Accede a tu área" headingLevel={1} className="login">
      {expired && <Alert kind="error">{SESION_CADUCADA_LOGIN}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="NIF/CIF/NIE"
          name="username"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.values.username}
          onValueChange={(value) => form.setValue('username', value)}
          error={form.errors.username}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          error={form.errors.password}
        />
        {form.formError && (
          <Alert kind="error">
            {limitado ? <ConEnlaceRecordar mensaje={form.formError} /> : form.formError}
          </Alert>
        )}
        <Button type="submit" variant="primary" className="login__submit" busy={form.submitting}>
          Entrar
        </Button>
      </form>
      <div className="login__more">
        <Button variant="secondary" onClick={() => navigate('/nif')}>
          Soy usuario nuevo
        </Button>
        <Button variant="link" onClick={() => navigate(RECORDAR_CONTRASENA_PATH)}>
          {OLVIDE_CONTRASENA}
        </Button>
      </div>
    </Card>
  );
}

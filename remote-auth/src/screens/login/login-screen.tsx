import {
  AppLink,
  isApiError,
  type RemoteProps,
  SESION_CADUCADA_LOGIN,
  sessionExpiredNotice,
  takeReturnPath,
} from '@area-cliente/shared';
import { Codigo } from '@area-cliente/shared/contract';
import {
  consentimientoPendiente,
  ERROR_COMUNICACION,
  normalizeDocumento,
  OLVIDE_CONTRASENA,
} from '@area-cliente/shared/domain';
import { MENSAJES, useForm } from '@area-cliente/shared/forms';
import { RECORDAR_CONTRASENA_PATH } from '@area-cliente/shared/routes';
import { Alert, Button, Card, PasswordField, TextField } from '@area-cliente/shared/ui';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { llamadas } from './cargar-llamadas';
import './login-screen.css';

/** Fetched ahead when the person starts on the form; a failure is told when they submit. */
const adelantar = () => void llamadas().catch(() => {});

type Credentials = { username: string; password: string };

const CONTRASENA_REQUERIDA = 'Escribe tu contraseña';

const validate = ({ username, password }: Credentials) => ({
  username: normalizeDocumento(username) ? null : MENSAJES.DOCUMENTO_REQUERIDO,
  password: password ? null : CONTRASENA_REQUERIDA,
});

const CITA_RECORDAR = `'${OLVIDE_CONTRASENA}'`;

export const ENTRAR_CON_LLAVE = 'Entrar con una llave de acceso';
export const MENSAJES_LLAVE = {
  SIN_WEBAUTHN: 'Este navegador no permite entrar con una llave de acceso.',
  CANCELADA: 'Has cancelado el acceso con la llave.',
  FALLO: 'Tu dispositivo no ha podido usar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.',
} as const;

/** The browser's refusal in Spanish: the person cancelled (or let it time out), or something else. */
function mensajeNavegador(error: unknown): string {
  // A DOMException: not an Error in every engine, so its name is read as is.
  const nombre = (error as { name?: unknown } | null)?.name;
  return nombre === 'NotAllowedError' || nombre === 'AbortError'
    ? MENSAJES_LLAVE.CANCELADA
    : MENSAJES_LLAVE.FALLO;
}

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
 * 'Entrar con una llave de acceso' (beyond SPEC) logs in with a passkey instead, no NIF typed, and goes
 * on exactly the same way; a browser without WebAuthn is told so instead of shown the button.
 */
export function LoginScreen({ navigate }: RemoteProps) {
  const form = useForm<Credentials>({ initialValues: { username: '', password: '' }, validate });
  const [expired] = useState(sessionExpiredNotice);
  // The last attempt before the lock, or the lock itself: the way out goes beside the message.
  const [limitado, setLimitado] = useState(false);
  const [conLlave] = useState(browserSupportsWebAuthn);
  const [entrandoConLlave, setEntrandoConLlave] = useState(false);
  const [errorLlave, setErrorLlave] = useState<string | null>(null);

  /** The calls' module, or null with the reason on screen when it could not be downloaded. */
  const cargarLlamadas = (mostrar: (mensaje: string) => void) =>
    llamadas().catch(() => {
      mostrar(ERROR_COMUNICACION);
      return null;
    });

  /** After either login: the kernel holds the new token. */
  async function continuar() {
    // The server-state cache is loaded now rather than with /login, whose first download it would grow.
    const { refreshAfterLogin } = await import('@area-cliente/shared/query');
    const portfolio = await refreshAfterLogin();
    const consentPending = portfolio !== null && consentimientoPendiente(portfolio.cliente);
    const returnPath = takeReturnPath();
    navigate(consentPending ? '/gdprTacito' : (returnPath ?? '/inicio'), { replace: true });
  }

  const submit = form.handleSubmit(async ({ username, password }) => {
    setErrorLlave(null);
    const calls = await cargarLlamadas(form.setFormError);
    if (!calls) return;
    try {
      await calls.entrar({ username: normalizeDocumento(username), password });
    } catch (error) {
      // Communication failures are already on screen as the shell's alert.
      if (isApiError(error)) {
        setLimitado(error.codigo === Codigo.LOGIN_LIMITADO);
        form.setFormError(error.mensaje);
      }
      return;
    }
    await continuar();
  });

  async function entrarConLlave() {
    setErrorLlave(null);
    setEntrandoConLlave(true);
    try {
      const calls = await cargarLlamadas(setErrorLlave);
      if (!calls) return;
      const optionsJSON = await calls.opcionesLlave();
      let respuesta;
      try {
        respuesta = await calls.startAuthentication({ optionsJSON });
      } catch (error) {
        setErrorLlave(mensajeNavegador(error));
        return;
      }
      await calls.entrarConLlave({ respuesta });
      await continuar();
    } catch (error) {
      if (isApiError(error)) setErrorLlave(error.mensaje);
    } finally {
      setEntrandoConLlave(false);
    }
  }

  return (
    <Card title="Accede a tu área" headingLevel={1} className="login">
      {expired && <Alert kind="error">{SESION_CADUCADA_LOGIN}</Alert>}
      {/* Starting on the form (a field or a button) is the moment to fetch what it will send. */}
      <form onSubmit={(event) => void submit(event)} onFocus={adelantar} noValidate>
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
      <div className="login__llave">
        {conLlave ? (
          <Button
            variant="secondary"
            busy={entrandoConLlave}
            onFocus={adelantar}
            onPointerEnter={adelantar}
            onClick={() => void entrarConLlave()}
          >
            {ENTRAR_CON_LLAVE}
          </Button>
        ) : (
          <p className="login__llave-aviso">{MENSAJES_LLAVE.SIN_WEBAUTHN}</p>
        )}
        {errorLlave && <Alert kind="error">{errorLlave}</Alert>}
      </div>
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

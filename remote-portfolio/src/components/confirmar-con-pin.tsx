import { api, isApiError } from '@area-cliente/shared';
import {
  type AccionSegundoFactor,
  CALLS,
  type PinSegundoFactor,
  type RespuestaAccesoLlave,
} from '@area-cliente/shared/contract';
import type { UseFormResult } from '@area-cliente/shared/forms';
import { Alert, Button, TextField } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';

/*
 * The second factor of a sensitive change (account, address, e-mail, phone, stopping a renewal): the
 * customer asks for a code by SMS to the phone on record and types it here; the popup sends it with the
 * change (`{ pin }`). One step for every such popup, inside the popup's own form: Enter in the code
 * field sends the change. A customer with a passkey may use it instead ('Usar mi llave de acceso'):
 * the browser's answer goes to the popup (`onLlave`), which sends the change with `{ llave }` at once.
 */

export const ESCRIBE_CODIGO = 'Escribe el código de 6 cifras que te hemos enviado por SMS';
export const PIDE_CODIGO = 'Pulsa «Enviar código» para recibir el código por SMS';
export const MENSAJES_LLAVE = {
  CANCELADA: 'Has cancelado la llave de acceso. Puedes usarla de nuevo o pedir el código por SMS.',
  FALLO: 'Tu dispositivo no ha podido usar la llave de acceso. Inténtalo de nuevo o pide el código por SMS.',
} as const;

/** The browser's refusal in Spanish: the person cancelled (or let it time out), or else. */
function mensajeNavegador(error: unknown): string {
  // A DOMException: not an Error in every engine, so its name is read as is.
  const nombre = (error as { name?: unknown } | null)?.name;
  return nombre === 'NotAllowedError' || nombre === 'AbortError'
    ? MENSAJES_LLAVE.CANCELADA
    : MENSAJES_LLAVE.FALLO;
}

/** What the popup checks before sending the change. */
export const errorCodigo = (pin: string, enviado: PinSegundoFactor | null): string | null =>
  !enviado ? PIDE_CODIGO : /^\d{6}$/.test(pin) ? null : ESCRIBE_CODIGO;

/** What a confirmed change carries: the typed code or a passkey's answer. */
export type FactorCambio = { pin: string } | { llave: RespuestaAccesoLlave };

/**
 * The second factor of one popup, the state every popup needs alike: the code sent (kept across its
 * steps, so one that goes and comes back still shows the field and the wait) and a passkey's answer,
 * used by the one press that gave it. `errorPin` is the form's check of the code (none while a passkey
 * answers), `factor` what the change carries (the answer taken once), and `props(form, enviar)` wires
 * ConfirmarConPin to the popup's form: a passkey's answer sends the change at once through `enviar`.
 */
export function useSegundoFactor() {
  const [enviado, setEnviado] = useState<PinSegundoFactor | null>(null);
  const llave = useRef<RespuestaAccesoLlave | null>(null);
  return {
    errorPin: (pin: string): string | null => (llave.current ? null : errorCodigo(pin, enviado)),
    factor: (pin: string): FactorCambio => {
      const respuesta = llave.current;
      llave.current = null;
      return respuesta ? { llave: respuesta } : { pin };
    },
    /** `guardar`: the answer waits for a later step (a choice of policies), used by `factor` there. */
    props: <V extends { pin: string }>(form: UseFormResult<V>, enviar: () => unknown, guardar = false) => ({
      pin: form.values.pin,
      onPinChange: (pin: string) => form.setValue('pin', pin as V['pin']),
      enviado,
      onEnviado: setEnviado,
      error: form.errors.pin,
      onLlave: (respuesta: RespuestaAccesoLlave) => {
        llave.current = respuesta;
        // Refused by the form's own checks, the answer is not kept for a later press.
        void Promise.resolve(enviar()).finally(() => {
          if (!guardar) llave.current = null;
        });
      },
    }),
  };
}

type Props = {
  accion: AccionSegundoFactor;
  pin: string;
  onPinChange: (pin: string) => void;
  /**
   * The code sent (null before): kept by the popup, so a step that goes and comes back (the policy
   * choice, a refused code) still shows the field and the wait.
   */
  enviado: PinSegundoFactor | null;
  onEnviado: (enviado: PinSegundoFactor) => void;
  /** The code's problem: the popup's check or the API's refusal of the change. */
  error?: string | null;
  /** Sends the change with a passkey's answer; the option shows when the customer has a passkey. */
  onLlave?: (llave: RespuestaAccesoLlave) => void;
};

/** 'Usar mi llave de acceso': shown only to a customer with a passkey, on a browser that can use it. */
function UsarLlave({ onLlave }: { onLlave: (llave: RespuestaAccesoLlave) => void }) {
  const llaves = useCallQuery(CALLS.llavesAcceso);
  const [soportado] = useState(browserSupportsWebAuthn);
  const [usando, setUsando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!soportado || llaves.status !== 'ready' || llaves.data.llaves.length === 0) return null;

  async function usar() {
    setError(null);
    setUsando(true);
    try {
      const optionsJSON = await api.call(CALLS.opcionesConfirmacionLlave, { body: {} });
      try {
        onLlave(await startAuthentication({ optionsJSON }));
      } catch (err) {
        setError(mensajeNavegador(err));
      }
    } catch (err) {
      if (isApiError(err)) setError(err.mensaje);
    } finally {
      setUsando(false);
    }
  }

  return (
    <>
      <Button variant="secondary" busy={usando} onClick={() => void usar()}>
        Usar mi llave de acceso
      </Button>
      {error && <Alert kind="error">{error}</Alert>}
    </>
  );
}

/**
 * The API's refusal of a change confirmed with the code (a wrong or spent code, a business rule):
 * announced above the popup's button. Communication failures are on screen already (the shell's alert).
 */
export function showRechazo(form: { setFormError: (message: string | null) => void }, error: unknown) {
  if (isApiError(error)) form.setFormError(error.mensaje);
}

/** Whole seconds from now until `iso` (0 when past). */
const segundosHasta = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

export function ConfirmarConPin({ accion, pin, onPinChange, enviado, onEnviado, error, onLlave }: Props) {
  const [enviando, setEnviando] = useState(false);
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  // Set with the code, not after it: a first frame at 0 would flash 'Reenviar código'.
  const [espera, setEspera] = useState(() => (enviado ? segundosHasta(enviado.reenvioEn) : 0));
  const campo = useRef<HTMLDivElement>(null);
  // Set when this step just sent a code: once the field is on screen, it takes the focus.
  const enfocar = useRef(false);

  // Straight to the code field: keyboard and screen-reader users land where they type next. After the
  // commit, not before: the field does not exist until the popup renders with the code sent.
  useEffect(() => {
    if (!enviado || !enfocar.current) return;
    enfocar.current = false;
    campo.current?.querySelector('input')?.focus();
  }, [enviado]);

  // The wait before 'Reenviar código', counted down once a second (not announced: the text says it).
  useEffect(() => {
    if (!enviado) return;
    setEspera(segundosHasta(enviado.reenvioEn));
    const timer = setInterval(() => setEspera(segundosHasta(enviado.reenvioEn)), 1000);
    return () => clearInterval(timer);
  }, [enviado]);

  async function enviar() {
    setEnviando(true);
    setErrorEnvio(null);
    try {
      const nuevo = await api.call(CALLS.pinSegundoFactor, { body: { accion } });
      enfocar.current = true;
      setEspera(segundosHasta(nuevo.reenvioEn));
      onEnviado(nuevo);
      onPinChange('');
    } catch (err) {
      // Communication failures are on screen already (the shell's alert).
      if (isApiError(err)) setErrorEnvio(err.mensaje);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <fieldset className="pf-seleccion">
      <legend>Confirma el cambio con un código por SMS</legend>
      {enviado ? (
        <>
          <div ref={campo}>
            <TextField
              label="Código recibido por SMS"
              name="pin"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={pin}
              onValueChange={(typed) => onPinChange(typed.replace(/\D/g, '').slice(0, 6))}
              hint={`Te lo hemos enviado al ${enviado.telefonoEnmascarado}. Caduca en 10 minutos.`}
              error={error}
            />
          </div>
          {espera > 0 ? (
            <p className="ac-field__hint">Si no te llega, podrás pedir otro en {espera} segundos.</p>
          ) : (
            <Button variant="link" busy={enviando} onClick={() => void enviar()}>
              Reenviar código
            </Button>
          )}
        </>
      ) : (
        <>
          <p>Por tu seguridad, te enviaremos un código por SMS a tu teléfono móvil.</p>
          <Button variant="secondary" busy={enviando} onClick={() => void enviar()}>
            Enviar código
          </Button>
          {error && !errorEnvio && (
            <p className="ac-field__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
      {errorEnvio && <Alert kind="error">{errorEnvio}</Alert>}
      {onLlave && <UsarLlave onLlave={onLlave} />}
    </fieldset>
  );
}

import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type LlaveAcceso } from '@area-cliente/shared/contract';
import { formatDate, formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Alert, Button, Card, Loaded, Popup } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useState } from 'react';
import { refrescarHistorial } from './historial-card';
import './llaves-acceso-card.css';

export const CREAR_LLAVE = 'Crear una llave de acceso';
const EXPLICACION =
  'Entra en tu Área Cliente sin contraseña, con la huella, la cara o el PIN de tu dispositivo.';
export const SIN_LLAVES = 'Aún no tienes ninguna llave de acceso.';
export const SIN_WEBAUTHN =
  'Este navegador no permite crear llaves de acceso. Puedes crearlas desde otro navegador o dispositivo.';
export const MENSAJES_CREAR = {
  CREADA: 'Hemos creado tu llave de acceso. La próxima vez podrás entrar con ella.',
  CANCELADA: 'Has cancelado la creación de la llave.',
  YA_EXISTE: 'Este dispositivo ya tiene una llave de acceso para tu cuenta.',
  FALLO: 'Tu dispositivo no ha podido crear la llave de acceso. Inténtalo de nuevo.',
} as const;
export const ELIMINADA = 'Hemos eliminado la llave de acceso.';

/** The browser's refusal in Spanish: the person cancelled (or let it time out), a key exists, or else. */
function mensajeErrorNavegador(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return MENSAJES_CREAR.YA_EXISTE;
  }
  // A DOMException: not an Error in every engine, so its name is read as is.
  const nombre = (error as { name?: unknown } | null)?.name;
  if (nombre === 'NotAllowedError' || nombre === 'AbortError') {
    return MENSAJES_CREAR.CANCELADA;
  }
  return MENSAJES_CREAR.FALLO;
}

function Llave({ llave, onEliminar }: { llave: LlaveAcceso; onEliminar: () => void }) {
  const creada = formatDate(llave.creadaEl);
  return (
    <li className="pf-llave">
      <div>
        <p className="pf-llave__dispositivo">
          <strong>{llave.dispositivo}</strong>
        </p>
        <p className="pf-llave__detalle">
          Creada el {creada}
          {' · '}
          {llave.ultimoUso ? `Último uso: ${formatFechaHoraMadrid(llave.ultimoUso)}` : 'Aún sin usar'}
        </p>
      </div>
      <Button
        variant="link"
        onClick={onEliminar}
        aria-label={`Eliminar la llave ${llave.dispositivo} creada el ${creada}`}
      >
        Eliminar
      </Button>
    </li>
  );
}

type Resultado = { ok: boolean; mensaje: string };

/**
 * 'Llaves de acceso' in 'Mis datos' (beyond SPEC): the customer's passkeys with their device and dates,
 * 'Crear una llave de acceso' (the browser's own prompt in between) and removing one after a confirm.
 * A browser without WebAuthn lists and removes but cannot create.
 */
export function LlavesAccesoCard() {
  const state = useCallQuery(CALLS.llavesAcceso);
  const [soportado] = useState(browserSupportsWebAuthn);
  const [creando, setCreando] = useState(false);
  const [aEliminar, setAEliminar] = useState<LlaveAcceso | null>(null);
  const [eliminando, setEliminando] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);

  const cambiado = (mensaje: string) => {
    setResultado({ ok: true, mensaje });
    state.reload();
    refrescarHistorial();
  };

  async function crear() {
    setResultado(null);
    setCreando(true);
    try {
      const optionsJSON = await api.call(CALLS.opcionesRegistroLlave, { body: {} });
      let respuesta;
      try {
        respuesta = await startRegistration({ optionsJSON });
      } catch (error) {
        setResultado({ ok: false, mensaje: mensajeErrorNavegador(error) });
        return;
      }
      await api.call(CALLS.registraLlave, { body: { respuesta } });
      cambiado(MENSAJES_CREAR.CREADA);
    } catch (error) {
      // Session and communication failures are already on screen through the shell.
      if (isApiError(error)) setResultado({ ok: false, mensaje: error.mensaje });
    } finally {
      setCreando(false);
    }
  }

  async function eliminar(llave: LlaveAcceso) {
    setEliminando(true);
    try {
      await api.call(CALLS.eliminaLlave, { params: { idLlave: llave.idLlave }, body: {} });
      cambiado(ELIMINADA);
    } catch (error) {
      if (isApiError(error)) setResultado({ ok: false, mensaje: error.mensaje });
    } finally {
      setEliminando(false);
      setAEliminar(null);
    }
  }

  return (
    <Card
      title="Llaves de acceso"
      className="pf-llaves"
      actions={
        soportado && (
          <Button variant="secondary" busy={creando} onClick={() => void crear()}>
            {CREAR_LLAVE}
          </Button>
        )
      }
    >
      <p className="pf-llaves__explicacion">{EXPLICACION}</p>
      {!soportado && <Alert kind="info">{SIN_WEBAUTHN}</Alert>}
      <Loaded state={state} loading={<p>Cargando tus llaves de acceso…</p>}>
        {({ llaves }) =>
          llaves.length === 0 ? (
            <p>{SIN_LLAVES}</p>
          ) : (
            <ul className="pf-llaves__lista">
              {llaves.map((llave) => (
                <Llave
                  key={llave.idLlave}
                  llave={llave}
                  onEliminar={() => {
                    setResultado(null);
                    setAEliminar(llave);
                  }}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      {resultado && <Alert kind={resultado.ok ? 'success' : 'error'}>{resultado.mensaje}</Alert>}
      <Popup
        open={aEliminar !== null}
        onClose={() => setAEliminar(null)}
        title="¿Eliminar la llave de acceso?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAEliminar(null)}>
              Cancelar
            </Button>
            <Button busy={eliminando} onClick={() => aEliminar && void eliminar(aEliminar)}>
              Eliminar llave
            </Button>
          </>
        }
      >
        <p>
          Ya no podrás entrar con la llave «{aEliminar?.dispositivo}». Para volver a usar ese dispositivo
          tendrás que crear otra llave.
        </p>
      </Popup>
    </Card>
  );
}

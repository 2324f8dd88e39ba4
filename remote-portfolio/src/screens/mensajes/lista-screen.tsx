import { AppLink } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import {
  ETIQUETA_ESTADO_HILO,
  formatFechaHoraMadrid,
  textoNoLeidos,
  textoPlazoRespuesta,
  textoTemaHilo,
} from '@area-cliente/shared/domain';
import { hiloRoute, NUEVO_MENSAJE_PATH } from '@area-cliente/shared/routes';
import { LinkedCardItem, Loaded } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import './mensajes.css';

export const SIN_MENSAJES = 'Aún no nos has escrito. Cuando lo hagas, verás aquí la conversación.';

/** The customer's conversations with customer service, the latest first, and the way to start one. */
export function MensajesScreen() {
  const state = useCallQuery(CALLS.hilosMensajes, {}, { refetchOnFocus: true });
  return (
    <article className="mensajes" aria-labelledby="mensajes-title">
      <h1 id="mensajes-title" className="mensajes__titulo">
        Mensajes
      </h1>
      <p className="mensajes__intro">
        Escríbenos sobre una póliza, un siniestro, un recibo o cualquier otra consulta. Una persona de
        Atención al Cliente te responderá en dos días laborables como mucho.
      </p>
      <AppLink to={NUEVO_MENSAJE_PATH} className="ac-button ac-button--primary">
        Escribir un mensaje
      </AppLink>
      <Loaded state={state}>
        {({ hilos }) =>
          hilos.length === 0 ? (
            <p className="mensajes__vacio">{SIN_MENSAJES}</p>
          ) : (
            <ul className="mensajes__lista" aria-label="Tus conversaciones">
              {hilos.map((h) => (
                <LinkedCardItem
                  key={h.idHilo}
                  to={hiloRoute(h.idHilo)}
                  linkClassName="mensajes__enlace"
                  title={
                    <>
                      {textoTemaHilo(h)}
                      {h.noLeidos > 0 && (
                        <span className="mensajes__no-leidos"> {textoNoLeidos(h.noLeidos)}</span>
                      )}
                    </>
                  }
                >
                  <p className={`mensajes__estado mensajes__estado--${h.estado.toLowerCase()}`}>
                    {ETIQUETA_ESTADO_HILO[h.estado]}
                  </p>
                  {h.plazoRespuesta && <p>{textoPlazoRespuesta(h.plazoRespuesta)}</p>}
                  <p className="mensajes__fecha">
                    Conversación nº {h.idHilo} · Último mensaje el {formatFechaHoraMadrid(h.ultimoMensaje)}
                  </p>
                </LinkedCardItem>
              ))}
            </ul>
          )
        }
      </Loaded>
    </article>
  );
}

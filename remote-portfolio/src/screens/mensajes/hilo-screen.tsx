import { api, AppLink, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Adjunto, type Hilo } from '@area-cliente/shared/contract';
import {
  errorTextoMensaje,
  ETIQUETA_ESTADO_HILO,
  formatFechaHoraMadrid,
  ID_EN_RUTA,
  MENSAJE_TEXTO_MAX,
  textoPlazoRespuesta,
  textoTemaHilo,
} from '@area-cliente/shared/domain';
import { MENSAJES_PATH } from '@area-cliente/shared/routes';
import { Alert, Button, Loaded, TextAreaField } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdjuntoEnlace, AdjuntosCampo } from './adjuntos';
import './mensajes.css';

const NO_ENVIADO = 'No hemos podido enviar tu mensaje. No se ha perdido nada: vuelve a pulsar «Enviar».';

/** One conversation: its messages oldest first, their attachments, and the answer box while it is open. */
export function HiloScreen({ params }: RemoteProps) {
  const idHilo = ID_EN_RUTA.test(params.idHilo ?? '') ? Number(params.idHilo) : null;
  const state = useCallQuery(CALLS.hiloMensajes, idHilo ? { params: { idHilo } } : null);
  return <Loaded state={state}>{(hilo) => <Conversacion hilo={hilo} />}</Loaded>;
}

function Conversacion({ hilo }: { hilo: Hilo }) {
  const { idHilo, noLeidos } = hilo;
  // Opening it is reading customer service's messages: marked read once, then the list's count drops.
  useEffect(() => {
    if (noLeidos === 0) return;
    void api
      .call(CALLS.marcaHiloLeido, { params: { idHilo } })
      .then(() => queryClient.invalidateQueries({ queryKey: [CALLS.hilosMensajes.path] }))
      .catch(() => undefined);
  }, [idHilo, noLeidos]);
  return (
    <article className="mensajes" aria-labelledby="hilo-title">
      <p className="mensajes__volver">
        <AppLink to={MENSAJES_PATH}>Volver a mis mensajes</AppLink>
      </p>
      <h1 id="hilo-title" className="mensajes__titulo">
        {textoTemaHilo(hilo)}
      </h1>
      <p className="mensajes__fecha">Conversación nº {hilo.idHilo}</p>
      <p className={`mensajes__estado mensajes__estado--${hilo.estado.toLowerCase()}`}>
        {ETIQUETA_ESTADO_HILO[hilo.estado]}
      </p>
      {hilo.plazoRespuesta && <p>{textoPlazoRespuesta(hilo.plazoRespuesta)}</p>}
      <ol className="mensajes-hilo" aria-label="Mensajes de la conversación">
        {hilo.mensajes.map((m) => {
          const mio = m.autor === 'CLIENTE';
          return (
            <li key={m.idMensaje} className={mio ? 'mensaje mensaje--mio' : 'mensaje mensaje--suyo'}>
              <p className="mensaje__autor">
                <strong>{mio ? 'Tú' : 'Atención al Cliente'}</strong>
                <span className="mensaje__fecha"> · {formatFechaHoraMadrid(m.enviadoEn)}</span>
              </p>
              <p className="mensaje__texto">{m.texto}</p>
              {m.adjuntos.length > 0 && (
                <ul className="mensaje__adjuntos" aria-label="Archivos adjuntos">
                  {m.adjuntos.map((a) => (
                    <li key={a.uuid}>
                      <AdjuntoEnlace a={a} />
                    </li>
                  ))}
                </ul>
              )}
              {mio && <p className="mensaje__leido">{m.leido ? 'Leído' : 'Enviado'}</p>}
            </li>
          );
        })}
      </ol>
      {hilo.estado === 'CERRADO' ? (
        <p className="mensajes__cerrado">
          Esta conversación está cerrada. Si necesitas algo más,{' '}
          <AppLink to={MENSAJES_PATH}>escríbenos un mensaje nuevo</AppLink>.
        </p>
      ) : (
        <Responder idHilo={hilo.idHilo} />
      )}
    </article>
  );
}

function Responder({ idHilo }: { idHilo: number }) {
  const [clave, setClave] = useState(() => crypto.randomUUID());
  const [texto, setTexto] = useState('');
  const [adjuntos, setAdjuntos] = useState<Adjunto[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviandoRef = useRef(false);

  const envia = async (event: FormEvent) => {
    event.preventDefault();
    if (enviandoRef.current) return;
    const invalido = errorTextoMensaje(texto);
    setError(invalido);
    if (invalido) return;
    enviandoRef.current = true;
    setEnviando(true);
    setAviso(null);
    try {
      const hilo = await api.call(CALLS.escribeEnHilo, {
        params: { idHilo },
        body: { texto, claveIdempotencia: clave, adjuntos: adjuntos.map((a) => a.uuid) },
      });
      queryClient.setQueryData([CALLS.hiloMensajes.path, { idHilo }], hilo);
      void queryClient.invalidateQueries({ queryKey: [CALLS.hilosMensajes.path] });
      setTexto('');
      setAdjuntos([]);
      setClave(crypto.randomUUID());
    } catch (e) {
      setAviso(isApiError(e) ? e.mensaje : NO_ENVIADO);
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  return (
    <form className="mensajes-form" noValidate onSubmit={(e) => void envia(e)} aria-label="Responder">
      <TextAreaField
        label="Escribe tu respuesta"
        rows={4}
        maxLength={MENSAJE_TEXTO_MAX + 100}
        value={texto}
        error={error}
        onValueChange={(v) => {
          setTexto(v);
          setError(undefined);
        }}
      />
      <AdjuntosCampo adjuntos={adjuntos} onChange={setAdjuntos} />
      {aviso && <Alert kind="error">{aviso}</Alert>}
      <Button type="submit" variant="primary" busy={enviando}>
        Enviar
      </Button>
    </form>
  );
}

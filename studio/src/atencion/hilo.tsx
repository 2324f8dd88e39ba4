import type { Adjunto, HiloAtencion } from '@area-cliente/shared/contract';
import {
  errorTextoMensaje,
  ETIQUETA_ESTADO_HILO,
  LINEAS_POLIZA,
  MAX_ADJUNTOS_MENSAJE,
  MENSAJE_TEXTO_MAX,
  textoTamano,
  textoTemaHilo,
  TIPOS_ADJUNTO,
} from '@area-cliente/shared/domain';
import { Button, Spinner, TextAreaField } from '@area-cliente/shared/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { estudio, urlAdjunto } from '../api/cliente';
import { enlace } from '../navegacion';
import { useSesion } from '../sesion';
import { AvisoError, FechaHora } from '../ui';
import { Plazo } from './plazo';

/** A policy's line in words ('Póliza de automóvil'); a code the table does not know, as it is. */
const lineaDe = (ramo: string) => {
  const linea = LINEAS_POLIZA.find((l) => l.ramo === ramo);
  return linea ? `Póliza de ${linea.nombre}` : ramo;
};
const ESTADOS_POLIZA: Record<string, string> = { VIGOR: 'En vigor', ANULADA: 'Anulada' };

/** One conversation for customer service: its messages, the answer, closing, and the customer's policies. */
export function HiloPantalla({ id }: { id: number }) {
  const [hilo, setHilo] = useState<HiloAtencion>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    estudio.hilo(id).then(setHilo).catch(setError);
  }, [id]);

  return (
    <div className="estudio-atencion">
      <p>
        <a href="/estudio/mensajes" onClick={enlace({ nombre: 'mensajes' })}>
          Volver a los mensajes
        </a>
      </p>
      {!hilo ? (
        <>
          <h1>Conversación n.º {id}</h1>
          <AvisoError error={error} />
          {!error && <Spinner label="Cargando la conversación" />}
        </>
      ) : (
        <Conversacion hilo={hilo} onCambio={setHilo} />
      )}
    </div>
  );
}

function Conversacion({ hilo, onCambio }: { hilo: HiloAtencion; onCambio: (h: HiloAtencion) => void }) {
  const yo = useSesion();
  const [error, setError] = useState<unknown>();
  const [confirmaCierre, setConfirmaCierre] = useState(false);

  const actua = async (accion: () => Promise<HiloAtencion>) => {
    setError(undefined);
    try {
      onCambio(await accion());
    } catch (e) {
      setError(e);
    }
  };
  const abierta = hilo.estado !== 'CERRADO';
  const deOtro = hilo.asignadoA !== null && hilo.asignadoA !== yo.usuario;

  return (
    <div className="estudio-hilo">
      <article className="estudio-hilo__conversacion" aria-labelledby="hilo-titulo">
        <h1 id="hilo-titulo">{textoTemaHilo(hilo)}</h1>
        <p>
          Conversación n.º {hilo.idHilo} · {ETIQUETA_ESTADO_HILO[hilo.estado]} · abierta el{' '}
          <FechaHora iso={hilo.creadoEn} />
        </p>
        {abierta && hilo.plazoRespuesta && (
          <p>
            <Plazo plazo={hilo.plazoRespuesta} />
          </p>
        )}
        <p className="estudio-fila estudio-hilo__asignada">
          {hilo.asignadoA === null
            ? 'Sin asignar'
            : hilo.asignadoA === yo.usuario
              ? 'La llevas tú'
              : `La lleva ${hilo.asignadoA}`}
          {abierta && hilo.asignadoA === null && (
            <Button variant="secondary" onClick={() => void actua(() => estudio.asigna(hilo.idHilo))}>
              Asignármela
            </Button>
          )}
        </p>
        <AvisoError error={error} />
        <ol className="estudio-mensajes" aria-label="Mensajes de la conversación">
          {hilo.mensajes.map((m) => (
            <li
              key={m.idMensaje}
              className={`estudio-mensaje estudio-mensaje--${m.autor === 'CLIENTE' ? 'cliente' : 'personal'}`}
            >
              <p className="estudio-mensaje__autor">
                <strong>{m.autor === 'CLIENTE' ? 'Cliente' : 'Atención al Cliente'}</strong>
                <span className="estudio-suave">
                  {' '}
                  · <FechaHora iso={m.enviadoEn} />
                </span>
                {m.autor === 'PERSONAL' && (
                  <span className="estudio-suave"> · {m.leido ? 'Leído' : 'No leído'} por el cliente</span>
                )}
              </p>
              <p className="estudio-mensaje__texto">{m.texto}</p>
              {m.adjuntos.length > 0 && (
                <ul aria-label="Archivos adjuntos">
                  {m.adjuntos.map((a) => (
                    <li key={a.uuid}>
                      <a href={urlAdjunto(hilo.idHilo, a.uuid)} download={a.nombre}>
                        Descargar {a.nombre} ({textoTamano(a.bytes)})
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {!abierta ? (
          <p>La conversación está cerrada.</p>
        ) : deOtro ? (
          <p>Solo quien la lleva puede responderla o cerrarla.</p>
        ) : (
          <>
            <Respuesta idHilo={hilo.idHilo} onRespondida={onCambio} />
            <div className="estudio-hilo__cerrar">
              {!confirmaCierre ? (
                <Button variant="secondary" onClick={() => setConfirmaCierre(true)}>
                  Cerrar la conversación
                </Button>
              ) : (
                <div className="estudio-confirmar" role="group" aria-label="Cerrar la conversación">
                  <p>El cliente ya no podrá escribir en ella; si necesita algo más, empezará otra.</p>
                  <div className="estudio-acciones">
                    <Button
                      autoFocus
                      variant="primary"
                      onClick={() => void actua(() => estudio.cierra(hilo.idHilo))}
                    >
                      Sí, cerrar la conversación
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmaCierre(false)}>
                      No, dejarla abierta
                    </Button>
                  </div>
                </div>
              )}
            </div>
          </>
        )}
      </article>
      <aside className="estudio-seccion estudio-hilo__polizas" aria-labelledby="hilo-polizas">
        <h2 id="hilo-polizas">Pólizas del cliente</h2>
        {hilo.polizas.length === 0 ? (
          <p>No tiene pólizas.</p>
        ) : (
          <ul className="estudio-lista">
            {hilo.polizas.map((p) => (
              <li key={p.numPoliza} className="estudio-lista__fila">
                <strong>{p.numPoliza}</strong> {lineaDe(p.ramo)} · {ESTADOS_POLIZA[p.estado] ?? p.estado}
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}

const NO_SUBIDO = 'No hemos podido subir el archivo. Vuelve a elegirlo.';

/** The answer: its text and up to five attachments, each uploaded when chosen. */
function Respuesta({ idHilo, onRespondida }: { idHilo: number; onRespondida: (h: HiloAtencion) => void }) {
  const archivoId = useId();
  const [texto, setTexto] = useState('');
  const [errorTexto, setErrorTexto] = useState<string>();
  const [adjuntos, setAdjuntos] = useState<Adjunto[]>([]);
  const [subiendo, setSubiendo] = useState(false);
  const [errorArchivo, setErrorArchivo] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<unknown>();

  const sube = async (archivo: File) => {
    setSubiendo(true);
    setErrorArchivo(undefined);
    try {
      const subido = await estudio.subeAdjunto(idHilo, archivo);
      setAdjuntos((a) => [...a, subido]);
    } catch (e) {
      setErrorArchivo(e instanceof Error && e.message ? e.message : NO_SUBIDO);
    } finally {
      setSubiendo(false);
    }
  };

  const envia = async (event: FormEvent) => {
    event.preventDefault();
    if (enviando || subiendo) return;
    const invalido = errorTextoMensaje(texto);
    setErrorTexto(invalido);
    if (invalido) return;
    setEnviando(true);
    setError(undefined);
    try {
      const hilo = await estudio.responde(
        idHilo,
        texto,
        adjuntos.map((a) => a.uuid),
      );
      setTexto('');
      setAdjuntos([]);
      onRespondida(hilo);
    } catch (e) {
      setError(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form className="estudio-respuesta" noValidate onSubmit={(e) => void envia(e)} aria-label="Responder">
      <TextAreaField
        label="Tu respuesta"
        hint={`Hasta ${MENSAJE_TEXTO_MAX} caracteres. El cliente recibe un aviso sin el texto.`}
        rows={5}
        maxLength={MENSAJE_TEXTO_MAX + 100}
        value={texto}
        error={errorTexto}
        onValueChange={(v) => {
          setTexto(v);
          setErrorTexto(undefined);
        }}
      />
      <div className={`ac-field${errorArchivo ? ' ac-field--invalid' : ''}`}>
        <label htmlFor={archivoId} className="ac-field__label">
          Adjuntar un archivo (opcional)
        </label>
        <p className="ac-field__hint" id={`${archivoId}-pista`}>
          PDF, JPEG o PNG de hasta 10 MB; hasta {MAX_ADJUNTOS_MENSAJE} por respuesta.
        </p>
        <input
          id={archivoId}
          type="file"
          accept={TIPOS_ADJUNTO.join(',')}
          disabled={adjuntos.length >= MAX_ADJUNTOS_MENSAJE}
          aria-describedby={`${archivoId}-pista${errorArchivo ? ` ${archivoId}-error` : ''}`}
          aria-invalid={errorArchivo ? true : undefined}
          aria-busy={subiendo || undefined}
          onChange={(event) => {
            const archivo = event.target.files?.[0];
            event.target.value = '';
            if (archivo) void sube(archivo);
          }}
        />
        {errorArchivo && (
          <p id={`${archivoId}-error`} className="ac-field__error" role="alert">
            {errorArchivo}
          </p>
        )}
      </div>
      {adjuntos.length > 0 && (
        <ul aria-label="Archivos que se enviarán" className="estudio-lista">
          {adjuntos.map((a) => (
            <li key={a.uuid} className="estudio-lista__fila">
              {a.nombre} ({textoTamano(a.bytes)})
              <Button
                variant="secondary"
                aria-label={`Quitar ${a.nombre}`}
                onClick={() => setAdjuntos((lista) => lista.filter((x) => x.uuid !== a.uuid))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {subiendo && <Spinner label="Subiendo el archivo" />}
      <AvisoError error={error} />
      <Button type="submit" variant="primary" busy={enviando}>
        Enviar respuesta
      </Button>
    </form>
  );
}

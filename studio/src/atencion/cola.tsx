import type { ColaHilo } from '@area-cliente/shared/contract';
import { textoNoLeidos, textoTemaHilo } from '@area-cliente/shared/domain';
import { Button, Spinner } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { estudio } from '../api/cliente';
import { enlace, navega } from '../navegacion';
import { useSesion } from '../sesion';
import { AvisoError, FechaHora } from '../ui';
import { Plazo } from './plazo';

/** Customer service's queue: the open conversations in the API's order (deadline, then age). */
export function ColaPantalla() {
  const yo = useSesion();
  const [hilos, setHilos] = useState<ColaHilo[]>();
  const [error, setError] = useState<unknown>();

  const carga = useCallback(() => {
    estudio
      .cola()
      .then((r) => setHilos(r.hilos))
      .catch(setError);
  }, []);
  useEffect(carga, [carga]);

  const asigna = async (id: number) => {
    setError(undefined);
    try {
      await estudio.asigna(id);
      navega({ nombre: 'hilo', id });
    } catch (e) {
      setError(e);
      carga();
    }
  };

  return (
    <div className="estudio-atencion">
      <h1>Mensajes de clientes</h1>
      <AvisoError error={error} />
      {!hilos ? (
        !error && <Spinner label="Cargando los mensajes" />
      ) : hilos.length === 0 ? (
        <p>No hay conversaciones pendientes.</p>
      ) : (
        <ol className="estudio-lista" aria-label="Conversaciones abiertas, la de plazo más cercano primero">
          {hilos.map((h) => (
            <li key={h.idHilo} className="estudio-lista__fila estudio-cola__fila">
              <div className="estudio-cola__hilo">
                <a href={`/estudio/mensajes/${h.idHilo}`} onClick={enlace({ nombre: 'hilo', id: h.idHilo })}>
                  {textoTemaHilo(h)}
                </a>{' '}
                <span className="estudio-suave">
                  (n.º {h.idHilo}, desde el <FechaHora iso={h.creadoEn} />)
                </span>
                {h.noLeidos > 0 && <strong className="estudio-no-leidos">{textoNoLeidos(h.noLeidos)}</strong>}
                {h.plazoRespuesta && <Plazo plazo={h.plazoRespuesta} />}
              </div>
              <div className="estudio-acciones">
                {h.asignadoA ? (
                  <span>{h.asignadoA === yo.usuario ? 'La llevas tú' : `La lleva ${h.asignadoA}`}</span>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void asigna(h.idHilo)}
                    aria-label={`Asignármela: ${textoTemaHilo(h)} (n.º ${h.idHilo})`}
                  >
                    Asignármela
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

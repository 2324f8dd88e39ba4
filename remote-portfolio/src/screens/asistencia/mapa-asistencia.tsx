import type { Coordenadas } from '@area-cliente/shared/domain';
import { useEffect, useRef, useState } from 'react';
import type { MapaDibujado } from './mapa-leaflet';

export const MAPA_NO_DISPONIBLE =
  'No hemos podido cargar el mapa. Arriba tienes a qué distancia está el vehículo de asistencia.';

interface Props {
  servicio: Coordenadas;
  cliente: Coordenadas | null;
  /** The tile template and its credit line (MAPA_* settings). */
  mapa: { teselas: string; atribucion: string };
}

/**
 * The assistance vehicle (and the customer) on a map. The map library is fetched here, on the
 * tracking page only; until it and a first tile arrive the box says it is loading, and if either
 * fails the box gives way to a line saying so: the text above it tells the same.
 */
export function MapaAsistencia({ servicio, cliente, mapa }: Props) {
  const lienzo = useRef<HTMLDivElement>(null);
  const dibujado = useRef<MapaDibujado | null>(null);
  const posiciones = useRef({ servicio, cliente });
  posiciones.current = { servicio, cliente };
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'fallo'>('cargando');
  const { teselas, atribucion } = mapa;

  useEffect(() => {
    let vivo = true;
    const falla = () => {
      if (!vivo) return;
      dibujado.current?.quita();
      dibujado.current = null;
      setEstado('fallo');
    };
    import(/* webpackChunkName: "mapa-asistencia" */ './mapa-leaflet').then(({ dibujaMapa }) => {
      if (!vivo || !lienzo.current) return;
      const d = dibujaMapa(lienzo.current, {
        teselas,
        atribucion,
        alFallar: falla,
        alCargar: () => vivo && setEstado('listo'),
      });
      dibujado.current = d;
      d.situa(posiciones.current.servicio, posiciones.current.cliente);
    }, falla);
    return () => {
      vivo = false;
      dibujado.current?.quita();
      dibujado.current = null;
    };
  }, [teselas, atribucion]);

  const { latitud, longitud } = servicio;
  const clienteLat = cliente?.latitud;
  const clienteLon = cliente?.longitud;
  useEffect(() => {
    dibujado.current?.situa(posiciones.current.servicio, posiciones.current.cliente);
  }, [latitud, longitud, clienteLat, clienteLon]);

  if (estado === 'fallo') return <p className="asistencia-mapa__fallo">{MAPA_NO_DISPONIBLE}</p>;
  return (
    <div className="asistencia-mapa" aria-busy={estado === 'cargando'}>
      {estado === 'cargando' && (
        <p className="asistencia-mapa__cargando" aria-hidden="true">
          Cargando el mapa…
        </p>
      )}
      <div
        ref={lienzo}
        className="asistencia-mapa__lienzo"
        role="region"
        aria-label={
          cliente
            ? 'Mapa con el vehículo de asistencia y tu posición'
            : 'Mapa con la posición del vehículo de asistencia'
        }
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { MapaDibujado } from './leaflet';
import type { PuntoMapa } from './puntos';
import './mapa.css';

interface Props {
  puntos: readonly PuntoMapa[];
  /** The tile template and its credit line (MAPA_* settings, sent by the API with the page's data). */
  teselas: { teselas: string; atribucion: string };
  /** What the map shows, for a screen reader: 'Mapa con el vehículo de asistencia y tu posición'. */
  descripcion: string;
  /** The line shown instead when no tile arrives; the page's text must tell the same without the map. */
  sinMapa: string;
}

/**
 * Labelled points on a map. The map library is fetched here, by the pages that draw one; until it and
 * a first tile arrive the box says it is loading, and if either fails the box gives way to `sinMapa`.
 */
export function Mapa({ puntos, teselas: { teselas, atribucion }, descripcion, sinMapa }: Props) {
  const lienzo = useRef<HTMLDivElement>(null);
  const dibujado = useRef<MapaDibujado | null>(null);
  const ultimos = useRef(puntos);
  ultimos.current = puntos;
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'fallo'>('cargando');

  useEffect(() => {
    let vivo = true;
    const falla = () => {
      if (!vivo) return;
      dibujado.current?.quita();
      dibujado.current = null;
      setEstado('fallo');
    };
    import(/* webpackChunkName: "mapa" */ './leaflet').then(({ dibujaMapa }) => {
      if (!vivo || !lienzo.current) return;
      const d = dibujaMapa(lienzo.current, {
        teselas,
        atribucion,
        alFallar: falla,
        alCargar: () => vivo && setEstado('listo'),
      });
      dibujado.current = d;
      d.situa(ultimos.current);
    }, falla);
    return () => {
      vivo = false;
      dibujado.current?.quita();
      dibujado.current = null;
    };
  }, [teselas, atribucion]);

  // Redrawn when a point moves, appears, goes or changes its label or tone, not on every render.
  const firma = puntos
    .map((p) => `${p.clave}:${p.coordenadas.latitud},${p.coordenadas.longitud}:${p.tono}:${p.etiqueta}`)
    .join('|');
  useEffect(() => {
    dibujado.current?.situa(ultimos.current);
  }, [firma]);

  if (estado === 'fallo') return <p className="ac-mapa__fallo">{sinMapa}</p>;
  return (
    <div className="ac-mapa" aria-busy={estado === 'cargando'}>
      {estado === 'cargando' && (
        <p className="ac-mapa__cargando" aria-hidden="true">
          Cargando el mapa…
        </p>
      )}
      <div ref={lienzo} className="ac-mapa__lienzo" role="region" aria-label={descripcion} />
    </div>
  );
}

// Leaflet and its stylesheet: loaded only when a page has something to put on a map (mapa.tsx).
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PuntoMapa } from './puntos';

/** A drawn map: its points moved, added or removed as the page's data changes, removed with its page. */
export interface MapaDibujado {
  situa(puntos: readonly PuntoMapa[]): void;
  quita(): void;
}

interface Opciones {
  teselas: string;
  atribucion: string;
  /** No tile arrived (every one of the view failed, or none within the wait): the page says so instead. */
  alFallar: () => void;
  /** The first tile is drawn. */
  alCargar: () => void;
}

/** Long enough for a slow phone connection to bring one tile, short enough not to leave an empty box. */
const ESPERA_TESELAS_MS = 20_000;
const ZOOM_SOLO = 14;
const ZOOM_MAX = 16;

const COLOR: Record<PuntoMapa['tono'], string> = {
  destacado: '#c2410c',
  propio: '#1d4ed8',
  otro: '#52606d',
};

const latLng = (p: PuntoMapa): L.LatLngTuple => [p.coordenadas.latitud, p.coordenadas.longitud];

/** The credit line as text: the setting is ours, but Leaflet would write it as HTML. */
const comoTexto = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function marcador(p: PuntoMapa): L.CircleMarker {
  const abajo = p.tono === 'propio';
  return L.circleMarker(latLng(p), {
    interactive: false,
    weight: 3,
    fillOpacity: 0.9,
    color: '#ffffff',
    fillColor: COLOR[p.tono],
    radius: p.tono === 'destacado' ? 11 : 9,
  }).bindTooltip(p.etiqueta, {
    permanent: true,
    direction: abajo ? 'bottom' : 'top',
    offset: [0, abajo ? 10 : -10],
  });
}

/**
 * Draws labelled points on `contenedor`. No marker takes the focus: the map is one tab stop (arrows
 * pan, + and − zoom) and its zoom buttons, then the page goes on.
 */
export function dibujaMapa(contenedor: HTMLElement, o: Opciones): MapaDibujado {
  const mapa = L.map(contenedor, {
    // The page scrolls past the map; zoom is on its buttons, a pinch or the keyboard.
    scrollWheelZoom: false,
    zoomControl: false,
    attributionControl: false,
  });
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(mapa);
  L.control.attribution({ prefix: false }).addAttribution(comoTexto(o.atribucion)).addTo(mapa);

  let cargada = false;
  let fallida = false;
  const falla = () => {
    if (cargada || fallida) return;
    fallida = true;
    o.alFallar();
  };
  const espera = setTimeout(falla, ESPERA_TESELAS_MS);
  L.tileLayer(o.teselas, { maxZoom: 19 })
    .on('tileload', () => {
      if (cargada || fallida) return;
      cargada = true;
      clearTimeout(espera);
      o.alCargar();
    })
    // 'load': every tile of the view has finished, drawn or failed; one flaky tile among good ones is no failure.
    .on('load', falla)
    .addTo(mapa);

  const marcadores = new Map<string, { tono: PuntoMapa['tono']; etiqueta: string; m: L.CircleMarker }>();
  let situado = false;
  return {
    situa(puntos) {
      for (const [clave, { m }] of marcadores)
        if (!puntos.some((p) => p.clave === clave)) {
          m.remove();
          marcadores.delete(clave);
        }
      for (const p of puntos) {
        const hay = marcadores.get(p.clave);
        if (hay && hay.tono === p.tono && hay.etiqueta === p.etiqueta) hay.m.setLatLng(latLng(p));
        else {
          hay?.m.remove();
          marcadores.set(p.clave, { tono: p.tono, etiqueta: p.etiqueta, m: marcador(p).addTo(mapa) });
        }
      }
      const todos = puntos.map(latLng);
      if (todos.length === 0) return;
      // Framed again only when a point has left the view: a customer who zoomed in keeps her view.
      if (situado && todos.every((p) => mapa.getBounds().contains(p))) return;
      situado = true;
      // Room for the labels above and below the points.
      if (todos.length > 1) mapa.fitBounds(L.latLngBounds(todos), { padding: [56, 56], maxZoom: ZOOM_MAX });
      else mapa.setView(todos[0]!, ZOOM_SOLO);
    },
    quita() {
      clearTimeout(espera);
      mapa.remove();
    },
  };
}

// Leaflet and its stylesheet: loaded only when a tracking page has a vehicle to show (mapa-asistencia.tsx).
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Coordenadas } from '@area-cliente/shared/domain';

/** A drawn map: moved as new positions arrive, removed with its page. */
export interface MapaDibujado {
  situa(servicio: Coordenadas, cliente: Coordenadas | null): void;
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

const punto = (c: Coordenadas): L.LatLngTuple => [c.latitud, c.longitud];

/** The credit line as text: the setting is ours, but Leaflet would write it as HTML. */
const comoTexto = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws the assistance vehicle and, when known, the customer on `contenedor`. No marker takes the
 * focus: the map is one tab stop (arrows pan, + and − zoom) and its zoom buttons, then the page goes on.
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

  const estilo = { interactive: false, weight: 3, fillOpacity: 0.9, radius: 11 };
  const servicio = L.circleMarker([0, 0], { ...estilo, color: '#ffffff', fillColor: '#c2410c' })
    .bindTooltip('Asistencia', { permanent: true, direction: 'top', offset: [0, -10] })
    .addTo(mapa);
  const cliente = L.circleMarker([0, 0], {
    ...estilo,
    color: '#ffffff',
    fillColor: '#1d4ed8',
    radius: 9,
  }).bindTooltip('Tú', { permanent: true, direction: 'bottom', offset: [0, 10] });

  let situado = false;
  return {
    situa(s, c) {
      servicio.setLatLng(punto(s));
      if (c) cliente.setLatLng(punto(c)).addTo(mapa);
      else cliente.remove();
      const puntos = c ? [punto(s), punto(c)] : [punto(s)];
      // Framed again only when a point has left the view: a customer who zoomed in keeps her view.
      if (situado && puntos.every((p) => mapa.getBounds().contains(p))) return;
      situado = true;
      // Room for the labels above the truck and below the customer.
      if (c) mapa.fitBounds(L.latLngBounds(puntos), { padding: [56, 56], maxZoom: ZOOM_MAX });
      else mapa.setView(punto(s), ZOOM_SOLO);
    },
    quita() {
      clearTimeout(espera);
      mapa.remove();
    },
  };
}

// A map of labelled points (roadside tracking, partner workshops). Bundled by each remote that uses
// it, not shared at run time: Leaflet loads only on the pages that draw a map.
export { Mapa } from './mapa';

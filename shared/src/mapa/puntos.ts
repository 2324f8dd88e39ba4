import type { Coordenadas } from '../domain/asistencia';

/** A labelled point on a map: what is looked for (`destacado`), the customer (`propio`), the rest (`otro`). */
export interface PuntoMapa {
  /** Keeps a point's marker across updates (a vehicle that moves). */
  clave: string;
  coordenadas: Coordenadas;
  /** Always shown beside the point: 'Asistencia', 'Tú', '1'. */
  etiqueta: string;
  tono: 'destacado' | 'propio' | 'otro';
}

import type { Coordenadas } from '@area-cliente/shared/domain';
import { Mapa } from '@area-cliente/shared/mapa';

export const MAPA_NO_DISPONIBLE =
  'No hemos podido cargar el mapa. Arriba tienes a qué distancia está el vehículo de asistencia.';

interface Props {
  servicio: Coordenadas;
  cliente: Coordenadas | null;
  /** The tile template and its credit line (MAPA_* settings). */
  mapa: { teselas: string; atribucion: string };
}

/** The assistance vehicle (and the customer, when her position is known) on the tracking page. */
export function MapaAsistencia({ servicio, cliente, mapa }: Props) {
  return (
    <Mapa
      teselas={mapa}
      puntos={[
        { clave: 'servicio', coordenadas: servicio, etiqueta: 'Asistencia', tono: 'destacado' },
        ...(cliente
          ? [{ clave: 'cliente', coordenadas: cliente, etiqueta: 'Tú', tono: 'propio' as const }]
          : []),
      ]}
      descripcion={
        cliente
          ? 'Mapa con el vehículo de asistencia y tu posición'
          : 'Mapa con la posición del vehículo de asistencia'
      }
      sinMapa={MAPA_NO_DISPONIBLE}
    />
  );
}

import type { EstadoBorrador } from '@area-cliente/shared/contract';

/** How a draft's state reads in the studio. */
export const ESTADOS: Record<EstadoBorrador, string> = {
  borrador: 'Borrador',
  en_revision: 'En revisión',
  aprobada: 'Aprobada',
  programada: 'Programada',
  publicada: 'Publicada',
  rechazada: 'Rechazada',
};

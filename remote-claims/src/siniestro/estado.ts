import { isSiniestroAbierto, isSiniestroCerrado } from '@area-cliente/shared';

export type SituacionSiniestro = 'abierto' | 'cerrado' | 'otro';

/** Open or closed as SPEC §4 says: on car claims only CERRADO is closed, elsewhere anything not ABIERTO. */
export function situacion(estado: string, esAutos: boolean): SituacionSiniestro {
  if (isSiniestroAbierto(estado)) return 'abierto';
  return isSiniestroCerrado(estado, esAutos) ? 'cerrado' : 'otro';
}

const ETIQUETAS: Record<string, string> = {
  ABIERTO: 'Abierto',
  CERRADO: 'Cerrado',
  RECHAZADO: 'Rechazado',
  ANULADO: 'Anulado',
  PENDIENTE: 'Pendiente',
  EN_CURSO: 'En curso',
  FINALIZADO: 'Finalizado',
};

/** A status code as the customer reads it ('EN_CURSO' → 'En curso'); unknown codes are tidied up. */
export function etiquetaEstado(estado: string): string {
  const code = estado.trim().toUpperCase();
  const known = ETIQUETAS[code];
  if (known) return known;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

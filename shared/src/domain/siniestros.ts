const normalise = (estado: string | null | undefined) => (estado ?? '').trim().toUpperCase();

/** A claim is listed as open when its status is ABIERTO (SPEC §4, case-insensitive). */
export function isSiniestroAbierto(estado: string | null | undefined): boolean {
  return normalise(estado) === 'ABIERTO';
}

/**
 * Closed claims (SPEC §4): on the car policy only CERRADO counts as closed; on every other policy
 * anything that is not ABIERTO does.
 */
export function isSiniestroCerrado(estado: string | null | undefined, polizaAutos: boolean): boolean {
  return polizaAutos ? normalise(estado) === 'CERRADO' : normalise(estado) !== 'ABIERTO';
}

// Claim status labels: the claim screens and the claim PDFs read the same words.
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
export function etiquetaEstadoSiniestro(estado: string): string {
  const code = normalise(estado);
  const known = ETIQUETAS[code];
  if (known) return known;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

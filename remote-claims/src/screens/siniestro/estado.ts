import { isSiniestroAbierto, isSiniestroCerrado } from '@area-cliente/shared/domain';

export type SituacionSiniestro = 'abierto' | 'cerrado' | 'otro';

/** Open or closed as SPEC §4 says: on car claims only CERRADO is closed, elsewhere anything not ABIERTO. */
export function situacion(estado: string, esAutos: boolean): SituacionSiniestro {
  if (isSiniestroAbierto(estado)) return 'abierto';
  return isSiniestroCerrado(estado, esAutos) ? 'cerrado' : 'otro';
}

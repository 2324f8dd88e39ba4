import type { EstudioYo, RolEstudio } from '@area-cliente/shared/contract';
import { createContext, useContext } from 'react';

/** Who is signed in to the studio: every screen reads it to offer only what their roles allow. */
export const SesionContext = createContext<EstudioYo | null>(null);

export function useSesion(): EstudioYo {
  const yo = useContext(SesionContext);
  if (!yo) throw new Error('useSesion outside the signed-in studio');
  return yo;
}

export const tieneRol = (yo: EstudioYo, rol: RolEstudio) => yo.roles.includes(rol);

/** Editors and publishers work the campaign; customer service (`atencion`) only the messages. */
export const llevaCampana = (yo: EstudioYo) => tieneRol(yo, 'editor') || tieneRol(yo, 'publicador');

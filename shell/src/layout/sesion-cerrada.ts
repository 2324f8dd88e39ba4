// 'Cerrar sesión' tells the login it leads to. Not in the history entry's state: the router applies its
// navigation in a transition, and the private route's own redirect to /login (the token gone) lands first.
let cerrada = false;

export const SESION_CERRADA = 'Has cerrado sesión.';

/** 'Cerrar sesión' is done: the next login screen says so. */
export function marcarSesionCerrada(): void {
  cerrada = true;
}

/** Read once by the access layout as it appears, and forgotten: a later login screen says nothing. */
export function tomarSesionCerrada(): boolean {
  const era = cerrada;
  cerrada = false;
  return era;
}

/**
 * Where each side-menu entry sits (SPEC §2), after 'Cerrar sesión', which is the shell's and first.
 * Remotes built and deployed apart compare these numbers, so a value is never changed: a new entry
 * takes a number between its neighbours.
 */
export const MENU_SLOTS = {
  misDatos: 10,
  misDocumentos: 20,
  mensajes: 30,
  tarjetas: 40,
  declararSiniestro: 50,
  reclamaciones: 60,
  miOficina: 70,
  servicios: 80,
  ofertas: 90,
  sorteos: 100,
  beneficios: 110,
} as const;

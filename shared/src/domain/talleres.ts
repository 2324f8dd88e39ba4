/**
 * Choosing where the car of a claim is repaired: a partner workshop near a postcode, or the
 * customer's own. The wizard offers the step only where this says, and the API refuses the rest.
 */

/** A Spanish postcode: five digits, the first two a province (01 to 52). */
export const CODIGO_POSTAL = /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/;

/** How many partner workshops a search answers, nearest first. */
export const TALLERES_CERCANOS = 10;

export const TALLER_PROPIO_MIN = 2;
export const TALLER_PROPIO_MAX = 120;

// Texts the form and the API answer alike.
export const CODIGO_POSTAL_NO_VALIDO = 'Escribe un código postal de 5 cifras.';
export const TALLER_PROPIO_NOMBRE = 'Escribe el nombre de tu taller.';
export const TALLER_NO_DISPONIBLE = 'Ese taller ya no está disponible. Elige otro de la lista.';
export const TALLER_SIN_DANOS =
  'En este siniestro no hay que reparar tu vehículo, así que no hace falta elegir taller.';
export const TALLER_SINIESTRO_CERRADO = 'El siniestro ya está cerrado: no se puede cambiar el taller.';

/**
 * Whether the claim damages the customer's own car, so it is repaired somewhere: every car claim but
 * a theft (the car is gone; the office takes it from there if it turns up damaged).
 */
export function reparaVehiculo(ramo: string, tipo: string): boolean {
  return ramo === 'VEH' && tipo !== 'Robo';
}

/** The postcode written in a place ('Calle de Alcalá 120, 28009 Madrid' → '28009'), or ''. */
export function codigoPostalDe(lugar: string): string {
  for (const [cp] of lugar.matchAll(/\b\d{5}\b/g)) if (CODIGO_POSTAL.test(cp)) return cp;
  return '';
}

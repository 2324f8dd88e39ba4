/** Where the browser says the customer is, or why it could not say. */
export type Posicion =
  { ok: true; latitud: number; longitud: number; precisionM: number } | { ok: false; mensaje: string };

export const SIN_GEOLOCALIZACION =
  'Tu navegador no puede darnos tu ubicación. Escribe dónde estás: la carretera y el punto kilométrico, o la calle y el número, y la localidad.';
export const PERMISO_DENEGADO =
  'No tenemos permiso para ver tu ubicación. Escribe dónde estás, o permite la ubicación en los ajustes del navegador y vuelve a intentarlo.';
const UBICACION_NO_DISPONIBLE =
  'No hemos podido saber dónde estás. Escribe dónde estás: la carretera y el punto kilométrico, o la calle y el número, y la localidad.';

/** How long the page waits for a position: the browser's own timeout, then ours. */
const ESPERA_MS = 20_000;

/** Whether this browser offers geolocation at all (not over plain http, nor in some embedded views). */
export const hayGeolocalizacion = (): boolean =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && window.isSecureContext !== false;

/**
 * The position, once. Some browsers never answer when the permission prompt is dismissed (Firefox's
 * 'Not now'), so a timer of our own ends the wait with the typed-address way out.
 */
export function pideUbicacion(): Promise<Posicion> {
  if (!hayGeolocalizacion()) return Promise.resolve({ ok: false, mensaje: SIN_GEOLOCALIZACION });
  return new Promise((resolve) => {
    let hecho = false;
    const fin = (p: Posicion) => {
      if (hecho) return;
      hecho = true;
      clearTimeout(reloj);
      resolve(p);
    };
    const reloj = setTimeout(() => fin({ ok: false, mensaje: UBICACION_NO_DISPONIBLE }), ESPERA_MS + 5_000);
    try {
      navigator.geolocation.getCurrentPosition(
        (pos) =>
          fin({
            ok: true,
            latitud: pos.coords.latitude,
            longitud: pos.coords.longitude,
            precisionM: Math.min(100_000, Math.max(0, pos.coords.accuracy || 0)),
          }),
        (error) =>
          fin({
            ok: false,
            mensaje: error.code === 1 /* PERMISSION_DENIED */ ? PERMISO_DENEGADO : UBICACION_NO_DISPONIBLE,
          }),
        { enableHighAccuracy: true, timeout: ESPERA_MS, maximumAge: 60_000 },
      );
    } catch {
      fin({ ok: false, mensaje: SIN_GEOLOCALIZACION });
    }
  });
}

// Roadside assistance: the states a request goes through, the situations a customer
// picks, the tracking code and the estimated-arrival text the tracking page shows.
import { horaMadrid } from './date';
import type { Ramo } from './lineas';
import { ALFABETO_CODIGO_RECLAMACION } from './reclamaciones';

/** The one line with roadside assistance: cars and motorbikes. */
export const RAMO_CON_ASISTENCIA = 'VEH' satisfies Ramo;

/** In order: a request only moves forward (it may skip states a provider did not report). */
export const ESTADOS_ASISTENCIA = ['RECIBIDA', 'ASIGNADA', 'EN_CAMINO', 'EN_EL_LUGAR', 'FINALIZADA'] as const;
export type EstadoAsistencia = (typeof ESTADOS_ASISTENCIA)[number];

export const ETIQUETA_ESTADO_ASISTENCIA: Record<EstadoAsistencia, string> = {
  RECIBIDA: 'Recibida',
  ASIGNADA: 'Asignada',
  EN_CAMINO: 'En camino',
  EN_EL_LUGAR: 'En el lugar',
  FINALIZADA: 'Finalizada',
};

export const SITUACIONES_ASISTENCIA = [
  'AVERIA',
  'ACCIDENTE',
  'PINCHAZO',
  'BATERIA',
  'SIN_COMBUSTIBLE',
  'LLAVES',
  'OTRA',
] as const;
export type SituacionAsistencia = (typeof SITUACIONES_ASISTENCIA)[number];

export const ETIQUETA_SITUACION_ASISTENCIA: Record<SituacionAsistencia, string> = {
  AVERIA: 'Avería (el vehículo no arranca o no anda)',
  ACCIDENTE: 'Accidente',
  PINCHAZO: 'Pinchazo',
  BATERIA: 'Batería descargada',
  SIN_COMBUSTIBLE: 'Sin combustible',
  LLAVES: 'Llaves perdidas o dentro del vehículo',
  OTRA: 'Otra situación',
};

/** A typed address: long enough to be findable, short enough for the provider's form. */
export const DIRECCION_ASISTENCIA_MIN = 5;
export const DIRECCION_ASISTENCIA_MAX = 200;

/** Whether a request may go from `actual` to `nuevo`: forward only, never back, nothing after the end. */
export function avanzaAsistencia(actual: EstadoAsistencia, nuevo: EstadoAsistencia): boolean {
  return ESTADOS_ASISTENCIA.indexOf(nuevo) > ESTADOS_ASISTENCIA.indexOf(actual);
}

/** Open requests block another for the same policy and are still followed live. */
export const asistenciaAbierta = (estado: EstadoAsistencia): boolean => estado !== 'FINALIZADA';

/** Tracking codes: 'AS-7KQ4M9PX', 8 characters of the complaints' read-aloud alphabet (29^8 ≈ 5·10^11). */
export const ALFABETO_CODIGO_ASISTENCIA = ALFABETO_CODIGO_RECLAMACION;
export const CODIGO_ASISTENCIA = /^AS-[2-9A-HJKMNP-TW-Z]{8}$/;

/** A tracking code as it came in a route (lower case forgiven); null when it cannot be one. */
export function normalizaCodigoAsistencia(texto: string): string | null {
  const codigo = texto.trim().toUpperCase();
  return CODIGO_ASISTENCIA.test(codigo) ? codigo : null;
}

function duracion(minutos: number): string {
  if (minutos < 60) return `${minutos} min`;
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * What the tracking page says about the arrival, on `ahora`: the Madrid time and the minutes left
 * (rounded up, so 'en unos 3 min' is never optimistic); null once the service is over.
 */
export function textoLlegada(
  estado: EstadoAsistencia,
  llegadaEstimada: string | null,
  ahora: Date,
): string | null {
  if (estado === 'FINALIZADA') return null;
  if (estado === 'EN_EL_LUGAR') return 'La asistencia ha llegado al lugar.';
  if (llegadaEstimada === null) return 'Estamos buscando el servicio más cercano a ti.';
  const eta = new Date(llegadaEstimada);
  const minutos = Math.ceil((eta.getTime() - ahora.getTime()) / 60_000);
  if (minutos <= 1) return 'Llegada estimada: en cualquier momento.';
  return `Llegada estimada: hacia las ${horaMadrid(eta)} (en unos ${duracion(minutos)}).`;
}

/** A point on the map, in degrees (WGS 84, as a phone's GPS and the provider give it). */
export interface Coordenadas {
  latitud: number;
  longitud: number;
}

const RADIO_TIERRA_M = 6_371_000;
const rad = (grados: number) => (grados * Math.PI) / 180;

/** Great-circle distance in metres (haversine): a straight line, not the road's length. */
export function distanciaM(a: Coordenadas, b: Coordenadas): number {
  const dLat = rad(b.latitud - a.latitud);
  const dLon = rad(b.longitud - a.longitud);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitud)) * Math.cos(rad(b.latitud)) * Math.sin(dLon / 2) ** 2;
  return 2 * RADIO_TIERRA_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const unDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const grados = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** '3,2 km', '850 m', 'menos de 100 m': a distance as a person says it. */
export function textoDistancia(metros: number): string {
  if (metros < 100) return 'menos de 100 m';
  if (metros < 1000) return `${Math.round(metros / 50) * 50} m`;
  return `${unDecimal.format(metros / 1000)} km`;
}

/**
 * The assistance vehicle's position in words, the map's text alternative: how far it is from the
 * customer when her GPS position is known, its coordinates otherwise, with the time it was reported.
 */
export function textoPosicionServicio(
  servicio: Coordenadas & { actualizadaEl: string },
  cliente: Coordenadas | null,
): string {
  const hora = horaMadrid(new Date(servicio.actualizadaEl));
  if (cliente) {
    const distancia = textoDistancia(distanciaM(servicio, cliente));
    return `El vehículo de asistencia está a ${distancia} de tu posición, en línea recta (a las ${hora}).`;
  }
  return `El vehículo de asistencia está en ${grados.format(servicio.latitud)}, ${grados.format(servicio.longitud)} (latitud, longitud; a las ${hora}).`;
}

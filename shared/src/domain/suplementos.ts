import { formatAmount } from './amount';
import { addDays, addMonths, daysBetween, formatDate, yearsBetween } from './date';
import { normalizaMatricula } from './declaracion';
import { isValidDocumento, normalizeDocumento } from './documento';
import type { Ramo } from './lineas';

/*
 * 'Modificar la póliza' (a supplement, "suplemento"): the customer changes a vehicle policy's drivers,
 * its vehicle or its optional covers (a home policy only its covers), sees the new annual premium and
 * what the days left of the annuity cost or give back, and confirms. The rules the API applies and the
 * screens show alike. Days are Madrid's ('YYYY-MM-DD', `todayIso`), passed in.
 */

/** A change takes effect today or on one of the next days, never backdated. */
export const VENTANA_EFECTO_DIAS = 30;

export const USOS_VEHICULO = ['PARTICULAR', 'PROFESIONAL', 'TAXI'] as const;
export type UsoVehiculo = (typeof USOS_VEHICULO)[number];
export const ETIQUETA_USO: Record<UsoVehiculo, string> = {
  PARTICULAR: 'particular',
  PROFESIONAL: 'profesional',
  TAXI: 'taxi',
};

/** The kinds of vehicle a motor policy insures (poliza_vehiculo.tipo_automovil). */
export type TipoVehiculo = 'TURISMO' | 'MOTO' | 'FURGONETA' | 'TODOTERRENO';

/**
 * The product's acceptance rule for a named driver: a motorbike product takes riders from 20, a car
 * one drivers from 21; either asks for two years of licence (the novice period of the Reglamento
 * General de Conductores, art. 5).
 */
const REQUISITOS_CONDUCTOR: Record<TipoVehiculo, { edadMinima: number; aniosCarne: number }> = {
  TURISMO: { edadMinima: 21, aniosCarne: 2 },
  FURGONETA: { edadMinima: 21, aniosCarne: 2 },
  TODOTERRENO: { edadMinima: 21, aniosCarne: 2 },
  MOTO: { edadMinima: 20, aniosCarne: 2 },
};

export type ConductorNuevo = { nombre: string; numDoc: string; fecNacimiento: string; fecCarne: string };
export type VehiculoNuevo = {
  matricula: string;
  marca: string;
  modelo: string;
  version: string;
  uso: UsoVehiculo;
};

export type CambioSuplemento =
  | { tipo: 'ALTA_CONDUCTOR'; conductor: ConductorNuevo }
  | { tipo: 'BAJA_CONDUCTOR'; idConductor: number }
  | { tipo: 'VEHICULO'; vehiculo: VehiculoNuevo }
  | { tipo: 'ALTA_COBERTURA'; cobertura: string }
  | { tipo: 'BAJA_COBERTURA'; cobertura: string };
export type TipoCambio = CambioSuplemento['tipo'];

/** The changes each line allows: a home policy has no driver or vehicle; the other lines, none online. */
export const CAMBIOS_POR_RAMO: Partial<Record<Ramo, readonly TipoCambio[]>> = {
  VEH: ['ALTA_CONDUCTOR', 'BAJA_CONDUCTOR', 'VEHICULO', 'ALTA_COBERTURA', 'BAJA_COBERTURA'],
  HOG: ['ALTA_COBERTURA', 'BAJA_COBERTURA'],
};
/** The lines a policy may be changed online in. */
export const RAMOS_CON_SUPLEMENTO = Object.keys(CAMBIOS_POR_RAMO) as Ramo[];

export const ETIQUETA_CAMBIO: Record<TipoCambio, string> = {
  ALTA_CONDUCTOR: 'Añadir un conductor',
  BAJA_CONDUCTOR: 'Quitar un conductor',
  VEHICULO: 'Cambiar el vehículo',
  ALTA_COBERTURA: 'Contratar una cobertura',
  BAJA_COBERTURA: 'Quitar una cobertura',
};

export const MENSAJE_SUPLEMENTO = {
  NOMBRE: 'Escribe el nombre y los apellidos del conductor.',
  DOCUMENTO: 'Escribe un NIF o NIE válido.',
  FECHA: 'Escribe una fecha válida (DD-MM-AAAA).',
  CARNE_ANTES_NACER: 'La fecha del carné no puede ser anterior a la de nacimiento.',
  CONDUCTOR_YA_ESTA: 'Esa persona ya es conductora de la póliza.',
  CONDUCTOR_PRINCIPAL: 'El conductor habitual no se puede quitar: cambia el vehículo o llama a tu oficina.',
  CONDUCTOR_DESCONOCIDO: 'Elige un conductor de la póliza.',
  MATRICULA: 'Escribe una matrícula española, por ejemplo 1234 LMN.',
  MARCA: 'Escribe la marca del vehículo.',
  MODELO: 'Escribe el modelo del vehículo.',
  VERSION: 'Escribe la versión del vehículo.',
  MISMO_VEHICULO: 'Esa ya es la matrícula del vehículo asegurado.',
  COBERTURA_NO_CONTRATABLE: 'Elige una de las coberturas que no tienes contratadas.',
  COBERTURA_NO_QUITABLE: 'Elige una de las coberturas opcionales que tienes contratadas.',
  CAMBIO_NO_APLICA: 'Este cambio no se puede hacer en esta póliza.',
  FECHA_EFECTO: `La fecha de efecto debe ser hoy o uno de los próximos ${VENTANA_EFECTO_DIAS} días.`,
  POLIZA_CAMBIADA: 'La póliza ha cambiado mientras tanto. Calcula de nuevo el precio del cambio.',
  CLAVE_OTRO_CAMBIO: 'Esta confirmación ya se usó para otro cambio. Vuelve a empezar.',
  edad: (minima: number, tiene: number) =>
    `El conductor debe tener al menos ${minima} años para esta póliza, y tiene ${tiene}.`,
  carne: (minimo: number, tiene: number) =>
    `El conductor debe tener el carné desde hace al menos ${minimo} años para esta póliza, y lo tiene desde hace ${
      tiene < 1 ? 'menos de un año' : tiene === 1 ? '1 año' : `${tiene} años`
    }.`,
  matriculaAsegurada: (matricula: string, numPoliza: string) =>
    `La matrícula ${matricula} ya está asegurada en tu póliza ${numPoliza}.`,
  noRenovara: (numPoliza: string) =>
    `Has pedido que la póliza ${numPoliza} no se renueve: ya no se puede modificar.`,
  desistida: (numPoliza: string) => `Has desistido de la póliza ${numPoliza}: ya no se puede modificar.`,
  terminada: (numPoliza: string) => `La póliza ${numPoliza} ya no está en vigor: no se puede modificar.`,
  reciboImpagado: (numRecibo: string, importe: number, fecha: string) =>
    `Tienes sin pagar el recibo ${numRecibo} de ${formatAmount(importe)} con vencimiento el ${formatDate(fecha)}. ` +
    'Págalo para poder modificar la póliza.',
} as const;

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const esDia = (iso: string) => DIA.test(iso) && !Number.isNaN(Date.parse(iso)) && addDays(iso, 0) === iso;

/** A plate as the policy shows it: '1234 LMN' for today's format, the old provincial ones as typed. */
export function formatoMatricula(typed: string): string | null {
  const m = normalizaMatricula(typed);
  // Since 2000: four digits and three consonants (no vowels, Ñ or Q).
  const actual = /^(\d{4})([BCDFGHJKLMNPRSTVWXYZ]{3})$/.exec(m);
  if (actual) return `${actual[1]} ${actual[2]}`;
  // Before: a province's letters, four digits and up to two letters ('M 1234 AB').
  const provincial = /^([A-Z]{1,2})(\d{4})([A-Z]{0,2})$/.exec(m);
  if (provincial) return [provincial[1], provincial[2], provincial[3]].filter(Boolean).join(' ');
  return null;
}

/** Whether two plates are the same vehicle, however each was typed. */
export const mismaMatricula = (a: string, b: string): boolean =>
  normalizaMatricula(a) === normalizaMatricula(b);

/** The effective day's problem, or null: today or within the window, never before. */
export function errorFechaEfecto(fecha: string, hoy: string): string | null {
  if (!esDia(fecha) || fecha < hoy || fecha > addDays(hoy, VENTANA_EFECTO_DIAS))
    return MENSAJE_SUPLEMENTO.FECHA_EFECTO;
  return null;
}

/** The new driver's problems by field (the form shows each beside its field), none when accepted. */
export function erroresConductor(
  c: ConductorNuevo,
  tipoVehiculo: TipoVehiculo,
  hoy: string,
): Partial<Record<keyof ConductorNuevo, string>> {
  const errores: Partial<Record<keyof ConductorNuevo, string>> = {};
  if (c.nombre.trim().length < 3) errores.nombre = MENSAJE_SUPLEMENTO.NOMBRE;
  if (!isValidDocumento(normalizeDocumento(c.numDoc))) errores.numDoc = MENSAJE_SUPLEMENTO.DOCUMENTO;
  const nacimientoOk = esDia(c.fecNacimiento) && c.fecNacimiento <= hoy;
  const carneOk = esDia(c.fecCarne) && c.fecCarne <= hoy;
  if (!nacimientoOk) errores.fecNacimiento = MENSAJE_SUPLEMENTO.FECHA;
  if (!carneOk) errores.fecCarne = MENSAJE_SUPLEMENTO.FECHA;
  if (!nacimientoOk || !carneOk) return errores;
  const requisitos = REQUISITOS_CONDUCTOR[tipoVehiculo];
  const edad = yearsBetween(c.fecNacimiento, hoy);
  if (edad < requisitos.edadMinima)
    errores.fecNacimiento = MENSAJE_SUPLEMENTO.edad(requisitos.edadMinima, edad);
  if (c.fecCarne < c.fecNacimiento) errores.fecCarne = MENSAJE_SUPLEMENTO.CARNE_ANTES_NACER;
  else {
    const carne = yearsBetween(c.fecCarne, hoy);
    if (carne < requisitos.aniosCarne)
      errores.fecCarne = MENSAJE_SUPLEMENTO.carne(requisitos.aniosCarne, carne);
  }
  return errores;
}

/** The new vehicle's problems by field, none when it can be insured. */
export function erroresVehiculo(veh: VehiculoNuevo): Partial<Record<keyof VehiculoNuevo, string>> {
  const errores: Partial<Record<keyof VehiculoNuevo, string>> = {};
  if (!formatoMatricula(veh.matricula)) errores.matricula = MENSAJE_SUPLEMENTO.MATRICULA;
  if (veh.marca.trim().length < 2) errores.marca = MENSAJE_SUPLEMENTO.MARCA;
  if (veh.modelo.trim().length < 1) errores.modelo = MENSAJE_SUPLEMENTO.MODELO;
  if (veh.version.trim().length < 1) errores.version = MENSAJE_SUPLEMENTO.VERSION;
  return errores;
}

/**
 * Whether a receipt stops changes: unpaid a month after its date. Until then it is only overdue and
 * still covered (Ley 50/1980 de Contrato de Seguro, art. 15: cover is suspended a month after an
 * unpaid premium's due date).
 */
export const reciboImpagado = (r: { estado: string; fecRecibo: string }, hoy: string): boolean =>
  (r.estado === 'PENDIENTE' || r.estado === 'DEVUELTO') && addMonths(r.fecRecibo.slice(0, 10), 1) < hoy;

/**
 * What the change costs or gives back: the difference of the annual premiums for the days left of the
 * annuity from the effective day (positive: charged; negative: refunded), rounded to the cent.
 */
export function importeProrrata(p: {
  primaActual: number;
  primaNueva: number;
  efecto: string;
  inicioAnualidad: string;
  finAnualidad: string;
}): { importe: number; diasRestantes: number } {
  const diasAnualidad = Math.max(1, daysBetween(p.inicioAnualidad, p.finAnualidad));
  const diasRestantes = Math.max(0, daysBetween(p.efecto, p.finAnualidad));
  const importe = Math.round(((p.primaNueva - p.primaActual) * diasRestantes * 100) / diasAnualidad) / 100;
  return { importe: importe === 0 ? 0 : importe, diasRestantes };
}

/** What the texts of a change need of the policy as it is. */
export interface PolizaAntes {
  vehiculo?: { marca: string; modelo: string; matricula: string } | null;
  conductores?: readonly { idConductor: number; nombre: string }[];
}

/** The change in one Spanish sentence, as the quote shows it and the supplement prints it. */
export function fraseCambio(cambio: CambioSuplemento, antes: PolizaAntes): string {
  switch (cambio.tipo) {
    case 'ALTA_CONDUCTOR': {
      const c = cambio.conductor;
      return (
        `Se añade como conductor a ${c.nombre.trim()} (${normalizeDocumento(c.numDoc)}), ` +
        `con fecha de nacimiento ${formatDate(c.fecNacimiento)} y carné de conducir desde el ${formatDate(c.fecCarne)}.`
      );
    }
    case 'BAJA_CONDUCTOR': {
      const nombre = antes.conductores?.find((c) => c.idConductor === cambio.idConductor)?.nombre ?? '';
      return `Se retira como conductor a ${nombre}.`;
    }
    case 'VEHICULO': {
      const v = cambio.vehiculo;
      const a = antes.vehiculo;
      const nuevo = `${v.marca.trim()} ${v.modelo.trim()} ${v.version.trim()} (${formatoMatricula(v.matricula) ?? v.matricula})`;
      const previo = a ? `${a.marca} ${a.modelo} (${a.matricula})` : 'el vehículo asegurado';
      return `Se sustituye ${previo} por ${nuevo}, de uso ${ETIQUETA_USO[v.uso]}.`;
    }
    case 'ALTA_COBERTURA':
      return `Se contrata la cobertura «${cambio.cobertura}».`;
    case 'BAJA_COBERTURA':
      return `Se retira la cobertura «${cambio.cobertura}».`;
  }
}

/** The full text of the supplement: the change, from when, the new premium and what it costs now. */
export function textoSuplemento(s: {
  cambio: string;
  efecto: string;
  primaNueva: number;
  importe: number;
}): string {
  const ahora =
    s.importe > 0
      ? `Por los días que quedan hasta la renovación se cobrarán ${formatAmount(s.importe)}.`
      : s.importe < 0
        ? `Por los días que quedan hasta la renovación se devolverán ${formatAmount(-s.importe)}.`
        : 'No hay nada que cobrar ni que devolver por los días que quedan hasta la renovación.';
  return `${s.cambio} Con efecto desde el ${formatDate(s.efecto)}. Nueva prima anual: ${formatAmount(s.primaNueva)}. ${ahora}`;
}

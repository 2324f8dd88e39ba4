import {
  FRANJAS_CONTACTO,
  type DeclaracionRequest,
  type FranjaContacto,
} from '@area-cliente/shared/contract';
import {
  ContrarioDeclaradoSchema,
  DESCRIPCION_MAX,
  DESCRIPCION_MIN,
  DECLARACION_TIPO_NO_VALIDO,
  errorFechaSiniestro,
  esTextoValido,
  isTelefono,
  normalizeTelefono,
  reparaVehiculo,
  TEXTO_CARACTERES_NO_VALIDOS,
  TIPO_COLISION,
} from '@area-cliente/shared/domain';
import { MENSAJES } from '@area-cliente/shared/forms';
import { type PolizaDeclarable } from '@area-cliente/shared/declaracion';
import * as v from 'valibot';
import {
  eleccionVacia,
  erroresTaller,
  peticionTaller,
  type EleccionTaller,
} from '../../components/eleccion-taller';

/** A photo already stored by the API, as the draft keeps it (the thumbnail is a small data URL). */
export type FotoBorrador = { uuid: string; nombre: string; miniatura: string | null };

/** Everything typed so far: kept in sessionStorage so a reload loses nothing. */
export type Borrador = {
  /** Picked once per declaration: every send of this draft carries it, so a retry makes one claim. */
  clave: string;
  paso: number;
  idPoliza: number | null;
  tipo: string;
  fecha: string;
  lugar: string;
  matricula: string;
  aseguradora: string;
  /** null until answered. */
  declaracionAmistosa: boolean | null;
  descripcion: string;
  fotos: FotoBorrador[];
  /** Where to repair the car (only asked when the claim damages it: pideTaller). */
  taller: EleccionTaller;
  telefono: string;
  franjaContacto: FranjaContacto | null;
};

export const PASOS = [
  'Póliza',
  'Qué ha pasado',
  'Cuándo y dónde',
  'Descripción',
  'Fotos',
  'Dónde reparar tu vehículo',
  'Contacto',
  'Revisión',
] as const;
export const ULTIMO_PASO = PASOS.length - 1;

type Campo = Exclude<keyof Borrador, 'clave' | 'paso' | 'fotos'> | 'tallerPropio';
export type ErroresPaso = Partial<Record<Campo, string>>;

export const ELIGE_POLIZA = 'Elige la póliza del siniestro.';
const FECHA_REQUERIDA = 'Indica la fecha del siniestro.';
const LUGAR_REQUERIDO = 'Indica dónde ha pasado.';
export const AMISTOSA_REQUERIDA = 'Indica si habéis firmado una declaración amistosa.';
export const DESCRIPCION_LONGITUD = `Cuéntanos qué ha pasado con entre ${DESCRIPCION_MIN} y 2.000 caracteres.`;
const FRANJA_REQUERIDA = 'Elige cuándo prefieres que te llamemos.';

export function borradorNuevo(clave: string, idPoliza: number | null, telefono: string): Borrador {
  return {
    clave,
    paso: 0,
    idPoliza,
    tipo: '',
    fecha: '',
    lugar: '',
    matricula: '',
    aseguradora: '',
    declaracionAmistosa: null,
    descripcion: '',
    fotos: [],
    taller: eleccionVacia(),
    telefono,
    franjaContacto: null,
  };
}

/**
 * Started from a policy's screen with a draft kept: a draft with nothing typed yet takes that policy
 * (the customer has just said which one); a draft with something typed keeps its own, so nothing
 * typed is lost (Atrás on its steps changes the policy).
 */
export function conPolizaDeRuta(b: Borrador, idPolizaRuta: number | null): Borrador {
  if (idPolizaRuta === null || b.idPoliza === idPolizaRuta) return b;
  const escrito = b.tipo || b.fecha || b.lugar || b.descripcion || b.fotos.length > 0;
  return escrito ? b : { ...b, idPoliza: idPolizaRuta, paso: 0 };
}

export const esColision = (b: Pick<Borrador, 'tipo'>) => b.tipo === TIPO_COLISION;

/** Whether the declaration asks where to repair the car: a car claim, once its kind damages it. */
export const pideTaller = (b: Pick<Borrador, 'tipo'>, poliza: PolizaDeclarable | null) =>
  poliza !== null && b.tipo !== '' && reparaVehiculo(poliza.ramo, b.tipo);

/** The steps this declaration goes through (the workshop's only when pideTaller), by index in PASOS. */
export function pasosQueAplican(b: Borrador, poliza: PolizaDeclarable | null): number[] {
  return PASOS.flatMap((nombre, i) =>
    nombre !== 'Dónde reparar tu vehículo' || pideTaller(b, poliza) ? [i] : [],
  );
}

/** The step after `paso` (or before, `sentido` -1) that applies to this declaration. */
export function pasoSiguiente(
  paso: number,
  b: Borrador,
  poliza: PolizaDeclarable | null,
  sentido: 1 | -1 = 1,
) {
  const pasos = pasosQueAplican(b, poliza);
  const siguiente = sentido === 1 ? pasos.find((i) => i > paso) : pasos.findLast((i) => i < paso);
  return siguiente ?? paso;
}

const longitud = (texto: string) => texto.trim().length;
const mensajeDe = (schema: v.GenericSchema, valor: unknown) => {
  const result = v.safeParse(schema, valor);
  return result.success ? undefined : result.issues[0].message;
};

/**
 * What stops the customer leaving a step, per field (empty when the step is complete). `hoy` is the
 * ISO day; `poliza` the chosen policy (its lines' kinds and start date), null when none is chosen.
 */
export function erroresPaso(
  paso: number,
  b: Borrador,
  poliza: PolizaDeclarable | null,
  hoy: string,
): ErroresPaso {
  const errores: ErroresPaso = {};
  switch (PASOS[paso]) {
    case 'Póliza':
      if (!poliza || poliza.declarabilidad.clase !== 'ONLINE') errores.idPoliza = ELIGE_POLIZA;
      break;
    case 'Qué ha pasado': {
      const tipos = poliza?.declarabilidad.clase === 'ONLINE' ? poliza.declarabilidad.tipos : [];
      if (!tipos.includes(b.tipo)) errores.tipo = DECLARACION_TIPO_NO_VALIDO;
      break;
    }
    case 'Cuándo y dónde': {
      if (!b.fecha) errores.fecha = FECHA_REQUERIDA;
      else if (poliza) {
        const error = errorFechaSiniestro(b.fecha, hoy, poliza.fecEfecto);
        if (error) errores.fecha = error;
      }
      if (longitud(b.lugar) < 2) errores.lugar = LUGAR_REQUERIDO;
      else if (!esTextoValido(b.lugar)) errores.lugar = TEXTO_CARACTERES_NO_VALIDOS;
      if (esColision(b)) {
        const { matricula, aseguradora } = ContrarioDeclaradoSchema.entries;
        errores.matricula = mensajeDe(matricula, b.matricula);
        errores.aseguradora = mensajeDe(aseguradora, b.aseguradora);
        if (b.declaracionAmistosa === null) errores.declaracionAmistosa = AMISTOSA_REQUERIDA;
      }
      break;
    }
    case 'Descripción':
      if (longitud(b.descripcion) < DESCRIPCION_MIN || longitud(b.descripcion) > DESCRIPCION_MAX)
        errores.descripcion = DESCRIPCION_LONGITUD;
      else if (!esTextoValido(b.descripcion)) errores.descripcion = TEXTO_CARACTERES_NO_VALIDOS;
      break;
    case 'Dónde reparar tu vehículo':
      if (pideTaller(b, poliza)) Object.assign(errores, erroresTaller(b.taller));
      break;
    case 'Contacto':
      if (!normalizeTelefono(b.telefono)) errores.telefono = MENSAJES.TELEFONO_REQUERIDO;
      else if (!isTelefono(b.telefono)) errores.telefono = MENSAJES.TELEFONO_INCORRECTO;
      if (!b.franjaContacto || !FRANJAS_CONTACTO.includes(b.franjaContacto))
        errores.franjaContacto = FRANJA_REQUERIDA;
      break;
  }
  return Object.fromEntries(Object.entries(errores).filter(([, m]) => m)) as ErroresPaso;
}

/** The first step that is not complete (a draft restored or edited on the review comes back to it). */
export function primerPasoIncompleto(b: Borrador, poliza: PolizaDeclarable | null, hoy: string): number {
  const paso = PASOS.findIndex((_, i) => Object.keys(erroresPaso(i, b, poliza, hoy)).length > 0);
  return paso === -1 ? ULTIMO_PASO : paso;
}

/** The declaration to send: only call it once every step is complete. */
export function peticion(b: Borrador, poliza: PolizaDeclarable | null): DeclaracionRequest {
  return {
    claveIdempotencia: b.clave,
    idPoliza: b.idPoliza ?? 0,
    tipo: b.tipo,
    fecha: b.fecha,
    lugar: b.lugar.trim(),
    contrario: esColision(b)
      ? {
          matricula: b.matricula,
          aseguradora: b.aseguradora.trim(),
          declaracionAmistosa: b.declaracionAmistosa === true,
        }
      : null,
    descripcion: b.descripcion.trim(),
    fotos: b.fotos.map((f) => f.uuid),
    telefono: normalizeTelefono(b.telefono),
    franjaContacto: b.franjaContacto ?? FRANJAS_CONTACTO[0],
    taller: pideTaller(b, poliza) ? peticionTaller(b.taller) : null,
  };
}

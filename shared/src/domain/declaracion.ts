import * as v from 'valibot';
import { esDeSocio, type Ramo } from './lineas';
import { loQueAplica, type SituacionPoliza } from './situacion-poliza';
import { textoLibre } from './texto-libre';

/**
 * Online claim declaration (first notice of loss): which policy lines may declare a claim here and
 * what can have happened on each. The API refuses what this refuses and the form offers only this.
 */

/** The kind that asks for the other vehicle's plate, insurer and the 'Declaración amistosa'. */
export const TIPO_COLISION = 'Colisión con otro vehículo';

/** What can have happened, per line that declares online (the claim's `tipo`). */
const TIPOS_DECLARABLES = {
  VEH: [
    TIPO_COLISION,
    'Rotura de lunas',
    'Robo',
    'Incendio',
    'Fenómenos meteorológicos',
    'Daños con el vehículo aparcado',
  ],
  HOG: [
    'Daños por agua',
    'Incendio',
    'Robo',
    'Rotura de cristales',
    'Daños eléctricos',
    'Fenómenos meteorológicos',
    'Responsabilidad civil',
  ],
  NEG: [
    'Daños por agua',
    'Incendio',
    'Robo',
    'Rotura de cristales',
    'Daños eléctricos',
    'Avería de maquinaria',
    'Fenómenos meteorológicos',
    'Responsabilidad civil',
  ],
  MOV: ['Caída o accidente', 'Robo', 'Daños al vehículo', 'Responsabilidad civil'],
  ACC: ['Accidente con lesiones', 'Hospitalización por accidente', 'Asistencia sanitaria'],
  MASC: ['Enfermedad', 'Accidente', 'Asistencia veterinaria', 'Responsabilidad civil'],
} as const satisfies Partial<Record<Ramo, readonly string[]>>;

export type RamoDeclarable = keyof typeof TIPOS_DECLARABLES;

/**
 * Whether a policy of this line, in its situation (`situacionPoliza`), may declare a claim here. A
 * policy no longer in force declares none (TERMINADA: the API says why, with its state and day). The
 * partner's health policy (SALUD_HNA) is declared with the partner (its phone and client area); funeral
 * and own health have no claims here.
 */
export type Declarabilidad =
  | { clase: 'ONLINE'; tipos: readonly string[] }
  | { clase: 'SOCIO' }
  | { clase: 'TERMINADA' }
  | { clase: 'NO_DISPONIBLE' };

export function declarabilidad(ramo: string, situacion: SituacionPoliza): Declarabilidad {
  if (!loQueAplica(situacion).declararSiniestro) return { clase: 'TERMINADA' };
  if (esDeSocio(ramo)) return { clase: 'SOCIO' };
  const tipos = (TIPOS_DECLARABLES as Partial<Record<string, readonly string[]>>)[ramo];
  return tipos ? { clase: 'ONLINE', tipos } : { clase: 'NO_DISPONIBLE' };
}

// Texts the form and the API answer alike.
export const DECLARACION_FECHA_FUTURA = 'La fecha del siniestro no puede ser posterior a hoy.';
export const DECLARACION_FECHA_ANTERIOR_POLIZA =
  'La fecha del siniestro no puede ser anterior al inicio de la póliza.';
export const DECLARACION_POLIZA_SOCIO =
  'Los siniestros de esta póliza de salud se declaran con la aseguradora colaboradora, por teléfono o en su área de clientes.';
/** The partner health insurer's phone, where its policies' claims are declared. */
export const TELEFONO_SALUD_COLABORADORA = '900 303 303';
export const DECLARACION_NO_DISPONIBLE = 'Esta póliza no permite declarar siniestros en el Área Cliente.';
export const DECLARACION_TIPO_NO_VALIDO = 'Elige qué ha pasado entre las opciones de tu póliza.';
export const FOTO_NO_VALIDA = 'El archivo no es una imagen válida';
export const FOTO_DEMASIADO_GRANDE = 'La foto ocupa más de 10 MB.';

/** Photo limits: per declaration, and per file. */
export const MAX_FOTOS = 8;
export const MAX_BYTES_FOTO = 10 * 1024 * 1024;
/** Image types accepted, as the bytes say (never the name). */
export const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type TipoFoto = (typeof TIPOS_FOTO)[number];

export const DESCRIPCION_MIN = 20;
export const DESCRIPCION_MAX = 2000;

/**
 * The date of the claim (ISO day) against today and the policy's start, both ISO days in the
 * company's calendar: answers the message to show, or null when it is valid.
 */
export function errorFechaSiniestro(fecha: string, hoy: string, inicioPoliza: string): string | null {
  if (fecha > hoy) return DECLARACION_FECHA_FUTURA;
  if (fecha < inicioPoliza) return DECLARACION_FECHA_ANTERIOR_POLIZA;
  return null;
}

const texto = (min: number, max: number, message: string) => textoLibre(min, max, message);

/** A Spanish plate as people type it, tidied: upper case without spaces or hyphens. */
export const normalizaMatricula = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

const MatriculaSchema = v.pipe(
  v.string(),
  v.transform(normalizaMatricula),
  v.regex(/^[0-9A-Z]{4,10}$/, 'Escribe la matrícula del otro vehículo.'),
);

/** The other vehicle of a collision. */
export const ContrarioDeclaradoSchema = v.object({
  matricula: MatriculaSchema,
  aseguradora: texto(2, 80, 'Escribe la aseguradora del otro vehículo.'),
  declaracionAmistosa: v.boolean(),
});
export type ContrarioDeclarado = v.InferOutput<typeof ContrarioDeclaradoSchema>;

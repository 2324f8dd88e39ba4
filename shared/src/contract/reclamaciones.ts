import * as v from 'valibot';
import {
  CONTACTOS_RECLAMACION,
  ESTADOS_RECLAMACION,
  MOTIVOS_RECLAMACION,
  RECLAMACION_DESCRIPCION_MAX,
  RECLAMACION_DESCRIPCION_MIN,
  TIPOS_ASUNTO_RECLAMACION,
} from '../domain/reclamaciones';
import { textoLibre, textoValido } from '../domain/texto-libre';
import { IsoDateSchema, IsoDateTimeSchema } from './envelope';

/**
 * One thing of the caller's a complaint may be about; `referencia` is '' for a general one. The text
 * rule keeps a NUL or a lone surrogate from reaching the database (a 500 before).
 */
const AsuntoSchema = v.object({
  tipo: v.picklist(TIPOS_ASUNTO_RECLAMACION),
  referencia: v.pipe(textoValido(), v.maxLength(40)),
});

/** GET /v1/ac/reclamaciones/asuntos: the caller's policies, claims and receipts, labelled. */
export const AsuntosReclamacionSchema = v.object({
  asuntos: v.array(v.object({ ...AsuntoSchema.entries, etiqueta: v.string() })),
});

/** POST /v1/ac/reclamaciones */
export const ReclamacionRequestSchema = v.object({
  /** Chosen by the page once per form: a retried or double-clicked send files one complaint. */
  claveIdempotencia: v.pipe(v.string(), v.uuid()),
  asunto: AsuntoSchema,
  motivo: v.picklist(MOTIVOS_RECLAMACION),
  descripcion: textoLibre(RECLAMACION_DESCRIPCION_MIN, RECLAMACION_DESCRIPCION_MAX),
  contacto: v.nullable(v.picklist(CONTACTOS_RECLAMACION)),
});
export type ReclamacionRequest = v.InferOutput<typeof ReclamacionRequestSchema>;

/** A complaint as its owner sees it. `fueraDePlazo`/`puedeEscalar` are the domain rules on today. */
export const ReclamacionSchema = v.object({
  codigo: v.string(),
  estado: v.picklist(ESTADOS_RECLAMACION),
  asunto: v.string(),
  motivo: v.string(),
  descripcion: v.string(),
  contacto: v.nullable(v.string()),
  presentadaEl: IsoDateTimeSchema,
  /** The day it was filed in Madrid, the day the period counts from. */
  presentadaDia: IsoDateSchema,
  fechaLimite: IsoDateSchema,
  respuesta: v.nullable(v.string()),
  respondidaEl: v.nullable(IsoDateTimeSchema),
  insatisfecha: v.boolean(),
  fueraDePlazo: v.boolean(),
  puedeEscalar: v.boolean(),
});
export type Reclamacion = v.InferOutput<typeof ReclamacionSchema>;

export const ReclamacionesSchema = v.object({ reclamaciones: v.array(ReclamacionSchema) });

/**
 * The acknowledgement PDF (justificante), opened in a new tab with a token from
 * CALLS.tokenJustificanteReclamacion. Beside DOWNLOADS rather than in it, so the kernel's surface only grows.
 */
export const JUSTIFICANTE_RECLAMACION_PATH = '/v1/ac/reclamaciones/:codigo/justificante/:token';

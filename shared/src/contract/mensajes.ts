import * as v from 'valibot';
import { NUMERO_EN_RUTA } from '../domain/ids';
import {
  ESTADOS_HILO,
  MAX_ADJUNTOS_MENSAJE,
  MENSAJE_TEXTO_MAX,
  MENSAJE_TEXTO_NO_VALIDO,
  TEMAS_HILO,
  TIPOS_ADJUNTO,
} from '../domain/mensajeria';
import { textoLibre } from '../domain/texto-libre';
import { IsoDateSchema, IsoDateTimeSchema } from './envelope';

// 'Mensajes': the customer's conversations with customer service (issue: secure messages). The
// customer's calls are in mensajes.calls.ts; customer service works them in the studio (ESTUDIO_RUTAS).

const UuidSchema = v.pipe(v.string(), v.uuid());

/** POST /v1/ac/mensajes/adjuntos (multipart): one file, field `archivo`. */
export const AdjuntoUploadRequestSchema = v.object({ archivo: v.instance(Blob) });

/** A stored attachment: named by its uuid in a message, opened through its download token. */
export const AdjuntoSchema = v.object({
  uuid: UuidSchema,
  nombre: v.string(),
  mimeType: v.picklist(TIPOS_ADJUNTO),
  bytes: v.pipe(v.number(), v.integer()),
});
export type Adjunto = v.InferOutput<typeof AdjuntoSchema>;

const TemaSchema = v.picklist(TEMAS_HILO);
const EstadoSchema = v.picklist(ESTADOS_HILO);

/** One conversation in the customer's list. */
const HiloResumenSchema = v.object({
  idHilo: v.number(),
  tema: TemaSchema,
  /** The policy, claim or receipt number it is about; null for a general question. */
  referencia: v.nullable(v.string()),
  estado: EstadoSchema,
  /** The last day customer service answers by (Madrid), while it is waiting for them. */
  plazoRespuesta: v.nullable(IsoDateSchema),
  /** Messages of the other side not read yet. */
  noLeidos: v.number(),
  ultimoMensaje: IsoDateTimeSchema,
});
export type HiloResumen = v.InferOutput<typeof HiloResumenSchema>;

export const HilosSchema = v.object({ hilos: v.array(HiloResumenSchema) });

const AUTORES_MENSAJE = ['CLIENTE', 'PERSONAL'] as const;

const MensajeSchema = v.object({
  idMensaje: v.number(),
  autor: v.picklist(AUTORES_MENSAJE),
  texto: v.string(),
  enviadoEn: IsoDateTimeSchema,
  /** Read by the other side (the customer's by customer service, customer service's by the customer). */
  leido: v.boolean(),
  adjuntos: v.array(AdjuntoSchema),
});
export type Mensaje = v.InferOutput<typeof MensajeSchema>;

/** A conversation with its messages, oldest first. */
export const HiloSchema = v.object({ ...HiloResumenSchema.entries, mensajes: v.array(MensajeSchema) });
export type Hilo = v.InferOutput<typeof HiloSchema>;

const TemaOpcionSchema = v.object({ referencia: v.string(), etiqueta: v.string() });
/** What a new conversation can be about: the customer's own policies, claims and receipts. */
export const TemasHiloSchema = v.object({
  polizas: v.array(TemaOpcionSchema),
  siniestros: v.array(TemaOpcionSchema),
  recibos: v.array(TemaOpcionSchema),
});
export type TemasHilo = v.InferOutput<typeof TemasHiloSchema>;

const EnvioEntries = {
  texto: textoLibre(1, MENSAJE_TEXTO_MAX, MENSAJE_TEXTO_NO_VALIDO),
  /** The same key on a retry or a double click sends once. */
  claveIdempotencia: UuidSchema,
  adjuntos: v.optional(v.pipe(v.array(UuidSchema), v.maxLength(MAX_ADJUNTOS_MENSAJE)), []),
};

/** POST /v1/ac/mensajes: a new conversation; `referencia` names the policy, claim or receipt (not for GENERAL). */
export const NuevoHiloRequestSchema = v.object({
  tema: TemaSchema,
  referencia: v.optional(v.pipe(v.string(), v.regex(NUMERO_EN_RUTA))),
  ...EnvioEntries,
});
export type NuevoHiloRequest = v.InferInput<typeof NuevoHiloRequestSchema>;

/** POST /v1/ac/mensajes/:idHilo/mensajes */
export const NuevoMensajeRequestSchema = v.object(EnvioEntries);
export type NuevoMensajeRequest = v.InferInput<typeof NuevoMensajeRequestSchema>;

// Customer service in the studio (plain JSON under /estudio/api/mensajes, role `atencion`).

/** One open conversation in customer service's queue, by deadline then age. */
const ColaHiloSchema = v.object({
  idHilo: v.number(),
  tema: TemaSchema,
  referencia: v.nullable(v.string()),
  estado: EstadoSchema,
  plazoRespuesta: v.nullable(IsoDateSchema),
  creadoEn: IsoDateTimeSchema,
  asignadoA: v.nullable(v.string()),
  noLeidos: v.number(),
});
export type ColaHilo = v.InferOutput<typeof ColaHiloSchema>;
export const ColaMensajesSchema = v.object({ hilos: v.array(ColaHiloSchema) });

/** The customer's policies beside a conversation: numbers, lines and state, nothing else. */
const ResumenPolizasSchema = v.array(
  v.object({ numPoliza: v.string(), ramo: v.string(), estado: v.string() }),
);

export const HiloAtencionSchema = v.object({
  ...ColaHiloSchema.entries,
  mensajes: v.array(MensajeSchema),
  polizas: ResumenPolizasSchema,
});
export type HiloAtencion = v.InferOutput<typeof HiloAtencionSchema>;

export const RespuestaAtencionSchema = v.object({
  texto: textoLibre(1, MENSAJE_TEXTO_MAX, MENSAJE_TEXTO_NO_VALIDO),
  adjuntos: v.optional(v.pipe(v.array(UuidSchema), v.maxLength(MAX_ADJUNTOS_MENSAJE)), []),
});

import * as v from 'valibot';
import { BUSQUEDA_DOCUMENTOS_MAX, CLASES_DOCUMENTO, DESCARGAS_BANDEJA } from '../domain/documentos-bandeja';
import { idNumerico } from '../domain/reglas-entrada';
import { textoValido } from '../domain/texto-libre';
import { IsoDateSchema } from './envelope';

/** POST /v1/ac/documentos: one page of 'Mis documentos', filtered. A POST: filters are a body. */
export const DocumentosRequestSchema = v.object({
  clase: v.optional(v.picklist(CLASES_DOCUMENTO, 'Elige un tipo de documento de la lista.')),
  idPoliza: v.optional(v.pipe(idNumerico(), v.integer(), v.minValue(1))),
  texto: v.optional(
    v.pipe(
      textoValido(),
      v.trim(),
      v.maxLength(BUSQUEDA_DOCUMENTOS_MAX, `Escribe como mucho ${BUSQUEDA_DOCUMENTOS_MAX} caracteres.`),
    ),
  ),
  /** 1-based. A page past the end answers an empty list with the real total. */
  pagina: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type DocumentosRequest = v.InferInput<typeof DocumentosRequestSchema>;

/** One document of the inbox; `descarga` and `referencia` are what CALLS.descargaToken takes to open it. */
const DocumentoBandejaSchema = v.object({
  clase: v.picklist(CLASES_DOCUMENTO),
  descarga: v.picklist(DESCARGAS_BANDEJA),
  referencia: v.string(),
  nombre: v.string(),
  /** What it belongs to: 'Auto Plus · Nº 0012345' / 'Choque en parking · Nº S-1' / 'Recibo Nº …'. */
  contexto: v.string(),
  /** Its policy; null for what is the customer's alone (a mandate, a complaint). */
  idPoliza: v.nullable(v.number()),
  numPoliza: v.nullable(v.string()),
  fecha: IsoDateSchema,
  leido: v.boolean(),
});
export type DocumentoBandeja = v.InferOutput<typeof DocumentoBandejaSchema>;

export const DocumentosSchema = v.object({
  documentos: v.array(DocumentoBandejaSchema),
  pagina: v.number(),
  /** Documents that match the filters, and how many of them are unread. */
  total: v.number(),
  noLeidos: v.number(),
});
export type Documentos = v.InferOutput<typeof DocumentosSchema>;

/** GET /v1/ac/documentos/noLeidos: the header's count, over every document. */
export const DocumentosNoLeidosSchema = v.object({ noLeidos: v.number() });

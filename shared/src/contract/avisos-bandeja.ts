import * as v from 'valibot';
import { CANALES_AVISO } from '../domain/avisos';
import { ESTADOS_ENTREGA } from '../domain/avisos-bandeja';
import { IsoDateTimeSchema } from './envelope';

/** One notice of 'Mis documentos' → 'Avisos': one event, however many channels it went by. */
const AvisoBandejaSchema = v.object({
  /** What CALLS.marcaAvisoLeido takes. */
  idAviso: v.number(),
  /** One of EVENTOS_AVISO; a string, so that a build older than a new event still reads the list. */
  evento: v.string(),
  /** The e-mail's subject: 'Tu siniestro ha pasado a «En trámite»'. */
  titulo: v.string(),
  /** Its first sentence, naming the claim, policy or receipt. */
  detalle: v.string(),
  /** What it refers to: 'Siniestro Nº SIN-0000104', 'Póliza Nº …', 'Recibo Nº …'; null for a change of data. */
  referencia: v.nullable(v.string()),
  fecha: IsoDateTimeSchema,
  /** Each channel and how it went (shared/src/domain/avisos-bandeja.ts, entregaAviso). */
  canales: v.array(v.object({ canal: v.picklist(CANALES_AVISO), estado: v.picklist(ESTADOS_ENTREGA) })),
  leido: v.boolean(),
});
export type AvisoBandeja = v.InferOutput<typeof AvisoBandejaSchema>;

/** GET /v1/ac/documentos/avisos: the caller's newest notices (AVISOS_EN_BANDEJA), and how many in all. */
export const AvisosBandejaSchema = v.object({
  avisos: v.array(AvisoBandejaSchema),
  total: v.number(),
  noLeidos: v.number(),
});
export type AvisosBandeja = v.InferOutput<typeof AvisosBandejaSchema>;

/**
 * GET /v1/ac/documentos/avisos/noLeidos: the caller's unread notices (the header's badge adds them to
 * the documents'); POST /v1/ac/documentos/avisos/:idAviso/leido answers the same once it is read.
 */
export const AvisosNoLeidosSchema = v.object({ avisosNoLeidos: v.number() });

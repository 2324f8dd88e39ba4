import * as v from 'valibot';
import { IsoDateSchema, IsoDateTimeSchema } from './envelope';
import { MediacionSchema } from './mediacion';
import { IdSchema } from '../domain/ids';
import { TallerElegidoSchema } from './talleres';

const text = v.nullable(v.string());
const date = v.nullable(IsoDateSchema);

/** A document of a notification, downloaded through /v1/ac/polizas/documento/{uuid}/{token}. */
const DocumentoNotificacionSchema = v.object({
  uuid: v.pipe(v.string(), v.uuid()),
  nombreDoc: v.string(),
});

const NotificacionSchema = v.object({
  id: IdSchema,
  fecha: IsoDateTimeSchema,
  texto: v.string(),
  documentos: v.array(DocumentoNotificacionSchema),
});
export type Notificacion = v.InferOutput<typeof NotificacionSchema>;

/** A claim document: aceptado true = 'Firmado el', false = 'Rechazado el', null = not answered yet. */
const DocumentoSiniestroSchema = v.object({
  id: IdSchema,
  uuid: v.pipe(v.string(), v.uuid()),
  nombreDoc: v.string(),
  aceptado: v.nullable(v.boolean()),
  fechaFirma: v.nullable(IsoDateTimeSchema),
});
export type DocumentoSiniestro = v.InferOutput<typeof DocumentoSiniestroSchema>;

const HistorialSiniestroSchema = v.object({
  fecha: IsoDateTimeSchema,
  estado: v.string(),
  descripcion: v.string(),
});

/** Opposing vehicle (contrarios) of a vehicle claim. */
const ContrarioSchema = v.object({ matricula: v.string(), modelo: text, compania: text });
export type Contrario = v.InferOutput<typeof ContrarioSchema>;

/** Expert or workshop assignment (encargos) of a vehicle claim. */
const EncargoSchema = v.object({
  fechaActuacion: IsoDateSchema,
  estado: v.string(),
  taller: v.string(),
});
export type Encargo = v.InferOutput<typeof EncargoSchema>;

/**
 * GET /v1/ac/siniestros-veh|hog|mov|neg|acc|masc/{numSiniestro}: one shape for every line (SPEC §7);
 * contrarios and encargos are empty outside vehicle claims.
 */
export const SiniestroDetalleSchema = v.object({
  numSiniestro: v.string(),
  numPoliza: v.string(),
  idPoliza: IdSchema,
  /** ABIERTO is open; see SPEC §4 for what counts as closed per line. */
  estado: v.string(),
  tipo: v.string(),
  riesgo: text,
  titulo: v.string(),
  subtitulo: text,
  direccion: text,
  codPostal: text,
  poblacion: text,
  provincia: text,
  lugarAccidente: text,
  fecAccidente: date,
  fecOcurrencia: IsoDateSchema,
  fecApertura: IsoDateSchema,
  danios: v.array(v.string()),
  matriculaVA: text,
  especie: text,
  nombre: text,
  documentosSiniestro: v.array(DocumentoSiniestroSchema),
  notificaciones: v.array(NotificacionSchema),
  history: v.array(HistorialSiniestroSchema),
  contrarios: v.array(ContrarioSchema),
  encargos: v.array(EncargoSchema),
  /** Where the customer wants the car repaired (car claims that damage it), or null when not said. */
  taller: v.nullable(TallerElegidoSchema),
  mediacion: MediacionSchema,
});
export type SiniestroDetalle = v.InferOutput<typeof SiniestroDetalleSchema>;

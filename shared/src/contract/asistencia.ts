import * as v from 'valibot';
import {
  DIRECCION_ASISTENCIA_MAX,
  DIRECCION_ASISTENCIA_MIN,
  ESTADOS_ASISTENCIA,
  SITUACIONES_ASISTENCIA,
} from '../domain/asistencia';
import { TelefonoSchema } from '../domain/contacto';
import { idNumerico } from '../domain/reglas-entrada';
import { textoLibre } from '../domain/texto-libre';
import { IsoDateTimeSchema } from './envelope';

/** A point in degrees (WGS 84): a phone's GPS position, the assistance vehicle's. */
const CoordenadasSchema = v.object({
  latitud: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitud: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

/** Where the vehicle is: the browser's position, or an address the customer typed. */
const UbicacionSchema = v.variant('tipo', [
  v.object({
    tipo: v.literal('GPS'),
    ...CoordenadasSchema.entries,
    /** The browser's accuracy radius in metres. */
    precisionM: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
  }),
  v.object({
    tipo: v.literal('DIRECCION'),
    direccion: textoLibre(DIRECCION_ASISTENCIA_MIN, DIRECCION_ASISTENCIA_MAX),
  }),
]);

/** Where the assistance vehicle is, as its provider last reported it. */
const PosicionServicioSchema = v.object({ ...CoordenadasSchema.entries, actualizadaEl: IsoDateTimeSchema });

/** GET /v1/ac/asistencia/polizas/:idPoliza: what the request form starts from. */
export const AsistenciaNuevaSchema = v.object({
  idPoliza: v.number(),
  /** 'Toyota Corolla · 1234 ABC'. */
  vehiculo: v.string(),
  /** The phone on record, to pre-fill the form; null when there is none. */
  telefono: v.nullable(v.string()),
  /** The policy's request still in progress: only one at a time. */
  abierta: v.nullable(v.string()),
  /** The line's 24-hour assistance phone, the one on its digital card: the form's way to call instead. */
  telefonoAsistencia: v.string(),
});

/** POST /v1/ac/asistencia */
export const AsistenciaRequestSchema = v.object({
  /** Chosen by the page once per form: a retried or double-clicked send makes one request. */
  claveIdempotencia: v.pipe(v.string(), v.uuid()),
  idPoliza: v.pipe(idNumerico(), v.integer(), v.minValue(1)),
  situacion: v.picklist(SITUACIONES_ASISTENCIA),
  ubicacion: UbicacionSchema,
  telefono: TelefonoSchema,
});
export type AsistenciaRequest = v.InferOutput<typeof AsistenciaRequestSchema>;

/** A roadside request as its owner follows it. */
export const AsistenciaSchema = v.object({
  codigo: v.string(),
  estado: v.picklist(ESTADOS_ASISTENCIA),
  idPoliza: v.number(),
  vehiculo: v.string(),
  situacion: v.picklist(SITUACIONES_ASISTENCIA),
  telefono: v.string(),
  /** 'Tu posición (GPS, ±15 m)' or the typed address; null once deleted (finished or past retention). */
  ubicacion: v.nullable(v.string()),
  solicitadaEl: IsoDateTimeSchema,
  /** The provider's estimate; null until a service is assigned. */
  llegadaEstimada: v.nullable(IsoDateTimeSchema),
  /**
   * The provider's vehicle and driver once assigned ('Grúa plataforma · 4821 LMN', 'Javier'), the
   * driver's phone and where the vehicle is while the request is open. The last two are optional so
   * a page built before them reads an answer without them (and one built before reads them as absent).
   */
  servicio: v.nullable(
    v.object({
      vehiculo: v.string(),
      conductor: v.nullable(v.string()),
      telefono: v.optional(v.nullable(v.string())),
      posicion: v.optional(v.nullable(PosicionServicioSchema)),
    }),
  ),
  actualizadaEl: IsoDateTimeSchema,
  /** When the customer cancelled it (its estado is then 'FINALIZADA'); null for one not cancelled. */
  canceladaEl: v.nullable(IsoDateTimeSchema),
  /** The line's 24-hour assistance phone, the one on its digital card: shown while open and after. */
  telefonoAsistencia: v.string(),
  /** The customer's GPS position while it is kept (open requests sent with it); null otherwise. */
  posicionCliente: v.optional(v.nullable(CoordenadasSchema)),
  /** The map's tile source (MAPA_TESELAS_* settings): a `{z}/{x}/{y}` address template and its credit line. */
  mapa: v.optional(v.object({ teselas: v.string(), atribucion: v.string() })),
});
export type Asistencia = v.InferOutput<typeof AsistenciaSchema>;

/**
 * GET /v1/ac/asistencia/abiertas: the caller's requests still open, newest first, as the home page
 * shows them (one press from their tracking page) until they end.
 */
export const AsistenciasAbiertasSchema = v.object({
  peticiones: v.array(
    v.object({
      codigo: v.string(),
      estado: v.picklist(ESTADOS_ASISTENCIA),
      vehiculo: v.string(),
      llegadaEstimada: v.nullable(IsoDateTimeSchema),
    }),
  ),
});

/** GET /v1/ac/asistencia/polizas/:idPoliza/peticiones: the policy's requests, newest first. */
export const AsistenciasPolizaSchema = v.object({
  peticiones: v.array(
    v.object({
      codigo: v.string(),
      estado: v.picklist(ESTADOS_ASISTENCIA),
      situacion: v.picklist(SITUACIONES_ASISTENCIA),
      solicitadaEl: IsoDateTimeSchema,
      canceladaEl: v.nullable(IsoDateTimeSchema),
    }),
  ),
});

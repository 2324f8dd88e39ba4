import * as v from 'valibot';
import { TelefonoSchema } from '../domain/contacto';
import {
  ContrarioDeclaradoSchema,
  DESCRIPCION_MAX,
  DESCRIPCION_MIN,
  MAX_FOTOS,
  TIPOS_FOTO,
} from '../domain/declaracion';
import { IdSchema } from '../domain/ids';
import { textoLibre } from '../domain/texto-libre';
import { IsoDateSchema } from './envelope';
import { TallerElegidoRequestSchema } from './talleres';

/** POST /v1/ac/siniestros/declaracion/fotos (multipart): one photo, field `foto`. */
export const FotoUploadRequestSchema = v.object({ foto: v.instance(Blob) });

/** A stored photo, to be named in the declaration. */
export const FotoSubidaSchema = v.object({
  uuid: v.pipe(v.string(), v.uuid()),
  mimeType: v.picklist(TIPOS_FOTO),
  bytes: v.pipe(v.number(), v.integer()),
  ancho: v.pipe(v.number(), v.integer()),
  alto: v.pipe(v.number(), v.integer()),
});
export type FotoSubida = v.InferOutput<typeof FotoSubidaSchema>;

/** Best time to call the customer back about the claim. */
export const FRANJAS_CONTACTO = ['Mañana (9 a 14 h)', 'Tarde (14 a 20 h)', 'Cualquier hora'] as const;
export type FranjaContacto = (typeof FRANJAS_CONTACTO)[number];

/** POST /v1/ac/siniestros/declaracion: the declaration, sent once its photos are stored. */
export const DeclaracionRequestSchema = v.object({
  /** Chosen by the page once per declaration: a retried or double-clicked send makes one claim. */
  claveIdempotencia: v.pipe(v.string(), v.uuid()),
  idPoliza: IdSchema,
  tipo: textoLibre(1, 80),
  fecha: IsoDateSchema,
  lugar: textoLibre(2, 200),
  /** Only for a collision with another vehicle (and then required). */
  contrario: v.nullable(ContrarioDeclaradoSchema),
  descripcion: textoLibre(DESCRIPCION_MIN, DESCRIPCION_MAX),
  fotos: v.pipe(
    v.array(v.pipe(v.string(), v.uuid())),
    v.maxLength(MAX_FOTOS),
    v.check((fotos) => new Set(fotos.map((f) => f.toLowerCase())).size === fotos.length),
  ),
  telefono: TelefonoSchema,
  franjaContacto: v.picklist(FRANJAS_CONTACTO),
  /** Where to repair the car, when the claim damages it (reparaVehiculo); may be left for later. */
  taller: v.optional(v.nullable(TallerElegidoRequestSchema)),
});
export type DeclaracionRequest = v.InferOutput<typeof DeclaracionRequestSchema>;

/** The new claim: its number and line (for its screen), and whether a broker was informed. */
export const DeclaracionDataSchema = v.object({
  numSiniestro: v.string(),
  ramo: v.picklist(['VEH', 'HOG', 'MOV', 'NEG', 'ACC', 'MASC']),
  mediada: v.boolean(),
});

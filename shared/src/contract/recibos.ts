import * as v from 'valibot';
import { AmountSchema, IsoDateSchema } from './envelope';
import { ReciboSchema } from './polizas';
import { MediacionSchema } from './mediacion';
import { IdSchema } from '../domain/ids';

const text = v.nullable(v.string());

/**
 * GET /v1/ac/recibos/{idRecibo}: the receipt with the policy data its card shows (an Internauto
 * policy uses a different card, hence the extra policy fields).
 */
export const ReciboDetalleSchema = v.object({
  ...ReciboSchema.entries,
  idPoliza: IdSchema,
  numPoliza: v.string(),
  producto: v.string(),
  riesgoAseguradoStr: v.string(),
  nombreTomador: v.string(),
  fecEfecto: IsoDateSchema,
  fechaVto: v.nullable(IsoDateSchema),
  /** Masked IBAN of the direct debit, if any. */
  iban: text,
  mediacion: MediacionSchema,
});
export type ReciboDetalle = v.InferOutput<typeof ReciboDetalleSchema>;

/** GET /v1/ac/recibos/pasarela/pago/{idRecibo}: the payment page to open in a new tab. */
export const PagoUrlSchema = v.object({ url: v.pipe(v.string(), v.url()) });
export type PagoUrl = v.InferOutput<typeof PagoUrlSchema>;

/** A receipt to be charged at renewal (lstRecibosAR). */
const ReciboAvisoSchema = v.object({
  idRecibo: IdSchema,
  numRecibo: v.string(),
  fecRecibo: IsoDateSchema,
  importeNeto: AmountSchema,
});

/** GET /v1/ac/avisoRenovacion/{idPoliza} */
export const AvisoRenovacionSchema = v.object({
  numPoliza: v.string(),
  riesgo: v.string(),
  modeloVehiculo: text,
  fechaVencimiento: IsoDateSchema,
  datosBancarios: text,
  formaPago: v.string(),
  /** V vehicle, H home, D funeral. */
  tipoNegocio: v.picklist(['V', 'H', 'D']),
  lstRecibosAR: v.array(ReciboAvisoSchema),
  mediacion: MediacionSchema,
});
export type AvisoRenovacion = v.InferOutput<typeof AvisoRenovacionSchema>;

/** Spanish labels of the receipt vocabularies, shared by the screens and the receipt PDF. */
export const ESTADO_RECIBO: Record<ReciboDetalle['estado'], string> = {
  PENDIENTE: 'Pendiente',
  COBRADO: 'Pagado',
  DEVUELTO: 'Devuelto',
  ANULADO: 'Anulado',
};
export const TIPO_RECIBO: Record<ReciboDetalle['tipo'], string> = {
  NUEVA_PRODUCCION: 'Nueva producción',
  RENOVACION: 'Renovación',
  FRACCIONADO: 'Fraccionado',
  SUPLEMENTO: 'Suplemento',
};
export const PERIODICIDAD_RECIBO: Record<ReciboDetalle['periodicidad'], string> = {
  ANUAL: 'Anual',
  SEMESTRAL: 'Semestral',
  TRIMESTRAL: 'Trimestral',
  MENSUAL: 'Mensual',
};
/** Business type of a renewal notice (SPEC §9: V vehicle, H home, D funeral). */
export const TIPO_NEGOCIO: Record<AvisoRenovacion['tipoNegocio'], string> = {
  V: 'Vehículo',
  H: 'Hogar',
  D: 'Decesos',
};

import * as v from 'valibot';
import { AmountSchema } from './envelope';

/** A cover (garantía) with its limit, excess and how it is contracted (CoberturaDatos in the domain). */
const CoberturaSchema = v.object({
  descripcion: v.string(),
  capital: v.nullable(AmountSchema),
  limite: v.nullable(v.string()),
  franquicia: v.nullable(AmountSchema),
  contratacion: v.picklist(['INCLUIDA', 'OPCIONAL', 'NO_CONTRATADA']),
});
export type Cobertura = v.InferOutput<typeof CoberturaSchema>;

/** GET /v1/ac/polizas/{idPoliza}/coberturas: what one of the caller's policies covers and costs a year. */
export const CoberturasPolizaSchema = v.object({
  /** Annual premium in euros; split into receipts by `periodicidad` (ANUAL, SEMESTRAL…). */
  primaAnual: v.nullable(AmountSchema),
  periodicidad: v.nullable(v.string()),
  /** Every cover of the product, the optional ones not taken included. */
  coberturas: v.array(CoberturaSchema),
});
export type CoberturasPoliza = v.InferOutput<typeof CoberturasPolizaSchema>;

/**
 * A renewal notice's comparison: this annuity's premium and covers beside the next one's (the
 * differences are worked out by `cambiosCoberturas` and `diferenciaPrima` in the domain).
 */
const ComparacionRenovacionSchema = v.object({
  primaAnterior: AmountSchema,
  primaNueva: AmountSchema,
  coberturasAnteriores: v.array(CoberturaSchema),
  coberturasNuevas: v.array(CoberturaSchema),
});
export type ComparacionRenovacion = v.InferOutput<typeof ComparacionRenovacionSchema>;

/** GET /v1/ac/avisoRenovacion/{idPoliza}/comparacion: null when the notice does not state the new premium. */
export const ComparacionAvisoSchema = v.object({ comparacion: v.nullable(ComparacionRenovacionSchema) });

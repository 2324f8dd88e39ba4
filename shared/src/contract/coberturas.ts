import * as v from 'valibot';
import { AmountSchema } from './envelope';

/** A cover (garantía) with its limit, excess and how it is contracted (CoberturaDatos in the domain). */
export const CoberturaSchema = v.object({
  descripcion: v.string(),
  capital: v.nullable(AmountSchema),
  limite: v.nullable(v.string()),
  franquicia: v.nullable(AmountSchema),
  contratacion: v.picklist(['INCLUIDA', 'OPCIONAL', 'NO_CONTRATADA']),
});
export type Cobertura = v.InferOutput<typeof CoberturaSchema>;

/**
 * A renewal notice's comparison: this annuity's premium and covers beside the next one's (the
 * differences are worked out by `cambiosCoberturas` and `diferenciaPrima` in the domain).
 */
export const ComparacionRenovacionSchema = v.object({
  primaAnterior: AmountSchema,
  primaNueva: AmountSchema,
  coberturasAnteriores: v.array(CoberturaSchema),
  coberturasNuevas: v.array(CoberturaSchema),
});
export type ComparacionRenovacion = v.InferOutput<typeof ComparacionRenovacionSchema>;

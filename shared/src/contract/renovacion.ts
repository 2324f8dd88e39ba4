import * as v from 'valibot';
import { IsoDateSchema, IsoDateTimeSchema } from './envelope';
import { PasswordInputSchema } from './rules';
import { SegundoFactorCampos } from './segundo-factor';

/*
 * Beyond SPEC: stopping a policy's renewal (Ley 50/1980 art. 22) and withdrawing from a
 * distance contract (Ley 22/2007 art. 10). The rules are in the domain kernel (`renovacion.ts`).
 */

const TipoSolicitudBajaSchema = v.picklist(['NO_RENOVAR', 'DESISTIMIENTO']);

/** A request the customer made on the policy: what, the date it takes effect, its receipt's code. */
export const SolicitudBajaSchema = v.object({
  tipo: TipoSolicitudBajaSchema,
  /** NO_RENOVAR: the expiry date, when cover ends; DESISTIMIENTO: the day it was asked for. */
  fecha: IsoDateSchema,
  /** Printed on the PDF receipt (justificante). */
  referencia: v.string(),
  solicitadaEl: IsoDateTimeSchema,
  /** 'Mantener la renovación' is offered (only a NO_RENOVAR before the expiry date). */
  deshacible: v.boolean(),
});
export type SolicitudBaja = v.InferOutput<typeof SolicitudBajaSchema>;

/** GET /v1/ac/polizas/:idPoliza/renovacion: what the customer may do about the policy's renewal. */
export const RenovacionPolizaSchema = v.object({
  idPoliza: v.number(),
  fechaVto: v.nullable(IsoDateSchema),
  noRenovar: v.object({
    permitido: v.boolean(),
    /** The last day to oppose the renewal (null when there is no renewal to stop). */
    ultimoDia: v.nullable(IsoDateSchema),
  }),
  desistimiento: v.object({
    /** The withdrawal button shows: a distance contract still in its 14 days. */
    permitido: v.boolean(),
    ultimoDia: v.nullable(IsoDateSchema),
  }),
  solicitud: v.nullable(SolicitudBajaSchema),
});
export type RenovacionPoliza = v.InferOutput<typeof RenovacionPolizaSchema>;

/**
 * POST noRenovar / mantenerRenovacion / desistimiento. Keeping the renewal is confirmed with the
 * current password; stopping it or withdrawing needs the PIN sent by SMS for 'no-renovar' or
 * 'desistimiento' (the password alone is refused).
 */
export const ConfirmaConClaveRequestSchema = v.object({
  passwordActual: v.optional(PasswordInputSchema),
  ...SegundoFactorCampos,
});

import * as v from 'valibot';
import { IsoDateTimeSchema } from './envelope';
import { RespuestaAccesoLlaveSchema } from './llaves-acceso';

/*
 * Strong customer authentication (PSD2 style) for the changes that move money or where it is
 * reported: the current password alone never confirms them. A second factor does: a PIN sent by SMS
 * to the phone on record, issued for one action and the caller's session, spent once; or one of the
 * customer's passkeys over a confirmation challenge (CALLS.opcionesConfirmacionLlave), spent once.
 */

/** The changes a second factor confirms; a PIN confirms only the action it was asked for. */
const ACCIONES_SEGUNDO_FACTOR = [
  'cuenta-cobro',
  'direccion',
  'email',
  'telefono',
  'no-renovar',
  'desistimiento',
  'suplemento',
] as const;
const AccionSegundoFactorSchema = v.picklist(ACCIONES_SEGUNDO_FACTOR);
export type AccionSegundoFactor = v.InferOutput<typeof AccionSegundoFactorSchema>;

/** The six digits sent by SMS. */
const PinSmsSchema = v.pipe(v.string(), v.regex(/^\d{6}$/));

/**
 * The second factor's fields of a change's body: `pin` (the SMS code asked for its action) or `llave`
 * (the browser's answer to a passkey confirmation). `passwordActual` is still accepted and refused alone.
 */
export const SegundoFactorCampos = {
  pin: v.optional(PinSmsSchema),
  llave: v.optional(RespuestaAccesoLlaveSchema),
};

/** POST /v1/ac/cliente/segundoFactor/pin: a PIN by SMS for one action. */
export const PinSegundoFactorRequestSchema = v.object({ accion: AccionSegundoFactorSchema });
export type PinSegundoFactorRequest = v.InferOutput<typeof PinSegundoFactorRequestSchema>;

export const PinSegundoFactorSchema = v.object({
  /** The phone on record it was sent to, masked: '*** *** 432'. */
  telefonoEnmascarado: v.string(),
  /** When the PIN stops working (ISO instant). */
  caducaEn: IsoDateTimeSchema,
  /** From when another PIN may be asked for (ISO instant). */
  reenvioEn: IsoDateTimeSchema,
});
export type PinSegundoFactor = v.InferOutput<typeof PinSegundoFactorSchema>;

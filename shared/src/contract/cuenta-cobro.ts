import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre } from '../domain/texto-libre';
import { PasswordInputSchema } from './rules';

/**
 * Issue 31: the customer changes the collection account of their in-force policies, confirmed with
 * the current password or an SMS PIN, and signs a SEPA Core mandate they can download afterwards.
 */

/** POST /v1/ac/cliente/cuentaCobro/pin: a PIN by SMS to the phone on record. */
export const PinCuentaCobroSchema = v.object({
  /** The phone it was sent to, masked: '******432'. */
  telefono: v.string(),
  caducaEnSegundos: v.number(),
});

/** POST /v1/ac/cliente/cuentaCobro: the new account (checked by the server with validateIban). */
export const CambiaCuentaCobroRequestSchema = v.object({
  iban: textoLibre(1, 40),
  polizas: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(200)),
  /** One of the two confirms the change: the current password or the PIN just sent by SMS. */
  passwordActual: v.optional(PasswordInputSchema),
  pin: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
});
export type CambiaCuentaCobroRequest = v.InferOutput<typeof CambiaCuentaCobroRequestSchema>;

const MandatoSchema = v.object({
  /** The mandate reference (unique), also its download reference. */
  referencia: v.string(),
  /** The account, masked. */
  iban: v.string(),
  banco: v.nullable(v.string()),
  /** When it was signed (ISO instant). */
  fecha: v.string(),
});
export type Mandato = v.InferOutput<typeof MandatoSchema>;

export const CuentaCobroCambiadaSchema = v.object({ mandato: MandatoSchema, recibosMovidos: v.number() });

/** GET /v1/ac/cliente/cuentaCobro/mandatos: the customer's signed mandates, newest first. */
export const MandatosSchema = v.object({ mandatos: v.array(MandatoSchema) });

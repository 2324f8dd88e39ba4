import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre } from '../domain/texto-libre';
import { PasswordInputSchema } from './rules';
import { SegundoFactorCampos } from './segundo-factor';

/**
 * The customer changes the collection account of their in-force policies, confirmed with
 * a second factor (segundo-factor.ts), and signs a SEPA Core mandate they can download afterwards.
 */

/**
 * POST /v1/ac/cliente/cuentaCobro/pin: a PIN by SMS to the phone on record, for the account change
 * (kept for remotes built before CALLS.pinSegundoFactor).
 */
export const PinCuentaCobroSchema = v.object({
  /** The phone it was sent to, masked: '*** *** 432'. */
  telefono: v.string(),
  caducaEnSegundos: v.number(),
});

/**
 * POST /v1/ac/cliente/cuentaCobro/orden: the mandate the change would sign, in full (as its PDF will
 * carry it), shown before the confirming step; refused as the change would be (IBAN, same account).
 */
export const OrdenCuentaCobroRequestSchema = v.object({
  iban: textoLibre(1, 40),
  polizas: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(200)),
});
export type OrdenCuentaCobroRequest = v.InferOutput<typeof OrdenCuentaCobroRequestSchema>;

const ApartadoAFirmarSchema = v.object({
  titulo: v.string(),
  filas: v.array(v.tuple([v.string(), v.string()])),
  parrafos: v.array(v.string()),
});

/** A text to sign (shared/src/domain/texto-a-firmar.ts). */
const TextoAFirmarSchema = v.object({ titulo: v.string(), apartados: v.array(ApartadoAFirmarSchema) });

export const OrdenCuentaCobroSchema = v.object({ orden: TextoAFirmarSchema });

/** POST /v1/ac/cliente/cuentaCobro: the new account (checked by the server with validateIban). */
export const CambiaCuentaCobroRequestSchema = v.object({
  iban: textoLibre(1, 40),
  polizas: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(200)),
  /** Refused without a second factor: the password alone never confirms the change. */
  passwordActual: v.optional(PasswordInputSchema),
  /** The SMS code asked for 'cuenta-cobro', or a passkey's answer. */
  ...SegundoFactorCampos,
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

import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { textoLibre } from '../domain/texto-libre';
import { PasswordInputSchema } from './rules';
import { SegundoFactorCampos } from './segundo-factor';

/** The customer's postal address in parts (beyond SPEC); `provincia` is the INE code. */
const PartesDireccionSchema = v.object({
  via: v.string(),
  numero: v.string(),
  pisoPuerta: v.nullable(v.string()),
  codPostal: v.string(),
  poblacion: v.string(),
  provincia: v.string(),
});

/** One of the caller's in-force policies as the address change offers it. */
const PolizaDireccionSchema = v.object({
  idPoliza: v.number(),
  numPoliza: v.string(),
  producto: v.string(),
  riesgoAseguradoStr: v.nullable(v.string()),
  /**
   * true for a home or business policy: its address is the insured risk, part of the contract, so it
   * cannot change online (the screen says why and how to ask).
   */
  direccionEsRiesgo: v.boolean(),
});
export type PolizaDireccion = v.InferOutput<typeof PolizaDireccionSchema>;

/** GET /v1/ac/cliente/direccion (and the answer of a change): the address on record and the policies. */
export const DireccionPostalSchema = v.object({
  /** null while only an unstructured address (or none) is on record. */
  direccion: v.nullable(PartesDireccionSchema),
  /** The address on one line as 'Mis datos' shows it; null when none is on record. */
  linea: v.nullable(v.string()),
  polizas: v.array(PolizaDireccionSchema),
});
export type DireccionPostal = v.InferOutput<typeof DireccionPostalSchema>;

/**
 * POST /v1/ac/cliente/direccion: the new address, the policies it applies to (besides the customer's
 * record) and the PIN sent by SMS for 'direccion'. The postcode–province rule is checked by the
 * service, so its message reaches the customer.
 */
export const CambiaDireccionRequestSchema = v.object({
  via: textoLibre(1, 100),
  numero: textoLibre(1, 10),
  pisoPuerta: v.optional(textoLibre(0, 20), ''),
  codPostal: textoLibre(1, 5),
  poblacion: textoLibre(1, 60),
  provincia: v.pipe(v.string(), v.regex(/^\d{2}$/)),
  polizas: v.pipe(v.array(IdSchema), v.maxLength(200)),
  /** Refused without a second factor: the password alone never confirms the change. */
  passwordActual: v.optional(PasswordInputSchema),
  ...SegundoFactorCampos,
});
export type CambiaDireccionRequest = v.InferOutput<typeof CambiaDireccionRequestSchema>;

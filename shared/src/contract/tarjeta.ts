import * as v from 'valibot';
import { RAMOS_CON_TARJETA } from '../domain/tarjeta';
import { textoValido } from '../domain/texto-libre';
import { IsoDateSchema, IsoDateTimeSchema } from './envelope';

/*
 * Beyond SPEC: the digital insurance card of a car, home or health policy, its certificate
 * PDF, and the public check its QR opens. The rules are in the domain kernel (`tarjeta.ts`).
 */

/** POST /v1/ac/polizas/:idPoliza/tarjeta: the card's essentials and a fresh verification code. */
export const TarjetaPolizaSchema = v.object({
  idPoliza: v.number(),
  ramo: v.picklist(RAMOS_CON_TARJETA),
  producto: v.string(),
  numPoliza: v.string(),
  /** 'Matrícula', 'Dirección asegurada' or 'Asegurados'. */
  riesgoEtiqueta: v.string(),
  /** The plate, the insured address or the insured persons. */
  riesgo: v.string(),
  fecEfecto: IsoDateSchema,
  fechaVto: v.nullable(IsoDateSchema),
  /** In force today (Madrid), by the same rule the public check applies. */
  enVigor: v.boolean(),
  /** The line's assistance phone (roadside, home or health), from the API's settings. */
  telefonoAsistencia: v.string(),
  /**
   * The code the QR carries (24 base64url characters); only its SHA-256 is stored, so it is shown
   * here once and never again. It verifies until `codigoCaduca` or until the customer revokes it.
   */
  codigoVerificacion: v.string(),
  codigoCaduca: IsoDateSchema,
  emitidaEl: IsoDateTimeSchema,
});
export type TarjetaPoliza = v.InferOutput<typeof TarjetaPolizaSchema>;

/** POST /v1/ac/polizas/:idPoliza/tarjeta/anular: how many live codes were revoked. */
export const CodigosAnuladosSchema = v.object({ anulados: v.number() });

/** POST /v1/ac/publico/verificacion (no session): the code read from the QR. */
export const VerificacionRequestSchema = v.object({ codigo: v.pipe(textoValido(), v.maxLength(64)) });

/**
 * What the public check answers for a code on `fecha` (today, Madrid); the outcomes are the domain's
 * `resultadoCodigo`. A valid code shows only what the printed card shows to tie it to the car, home or
 * person (domain `riesgoVerificado`) and the policy number with its middle hidden
 * (`enmascararNumPoliza`): never a name, NIF, address, phone or e-mail. The others show nothing of the
 * policy; an expired code says until when it verified.
 */
export const VerificacionSchema = v.variant('resultado', [
  v.object({
    resultado: v.literal('VALIDO'),
    fecha: IsoDateSchema,
    /** In force on `fecha`, by the card's rule (`enVigorEl`). */
    enVigor: v.boolean(),
    /** The product name as the card prints it. */
    producto: v.string(),
    /** 'AUT-10•••456'. */
    numPoliza: v.string(),
    /** 'Matrícula', 'Localidad asegurada' or 'Asegurados (iniciales)'. */
    riesgoEtiqueta: v.string(),
    riesgo: v.string(),
  }),
  v.object({ resultado: v.literal('CADUCADO'), fecha: IsoDateSchema, caducoEl: IsoDateSchema }),
  v.object({ resultado: v.literal('ANULADO'), fecha: IsoDateSchema }),
  v.object({ resultado: v.literal('DESCONOCIDO'), fecha: IsoDateSchema }),
]);
export type Verificacion = v.InferOutput<typeof VerificacionSchema>;

/**
 * The insurance certificate PDF, opened in a new tab with a one-use token from
 * CALLS.tokenCertificadoSeguro. Beside DOWNLOADS rather than in it, so the kernel's surface only grows.
 */
export const CERTIFICADO_SEGURO_PATH = '/v1/ac/polizas/certificado-seguro/:idPoliza/:token';

import * as v from 'valibot';
import { textoValido } from '../domain/texto-libre';
import { IsoDateTimeSchema } from './envelope';

/**
 * The customer signs a claim document 'Pendiente de firma' online, a simple electronic
 * signature (eIDAS SES) confirmed with a PIN sent by SMS to the phone on record.
 */

/** SHA-256 of a document, 64 lower-case hexadecimal characters. */
const Sha256Schema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/**
 * POST /v1/ac/siniestros/documentos/:uuid/firma/pin: fixes the exact PDF to sign (the document's
 * download serves these bytes until the PIN expires) and sends the PIN.
 */
export const PinFirmaSchema = v.object({
  nombreDoc: v.string(),
  /** SHA-256 of the PDF to sign, shown to the customer before they sign. */
  sha256: Sha256Schema,
  /** The phone it was sent to, masked: '*** *** 432'. */
  telefono: v.string(),
  caducaEnSegundos: v.number(),
});
export type PinFirma = v.InferOutput<typeof PinFirmaSchema>;

/** POST /v1/ac/siniestros/documentos/:uuid/firma: the PIN (the server checks its six digits). */
export const FirmaDocumentoRequestSchema = v.object({ pin: v.pipe(textoValido(), v.maxLength(12)) });
export type FirmaDocumentoRequest = v.InferOutput<typeof FirmaDocumentoRequestSchema>;

/** The signature made: its audit reference, when, and the SHA-256 of the document signed. */
export const DocumentoFirmadoSchema = v.object({
  referencia: v.string(),
  fechaFirma: IsoDateTimeSchema,
  sha256: Sha256Schema,
});
export type DocumentoFirmado = v.InferOutput<typeof DocumentoFirmadoSchema>;

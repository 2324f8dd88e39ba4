import * as v from 'valibot';
import { textoLibre } from '../domain/texto-libre';

/**
 * Downloads open in a new window with a token in the path (SPEC §7). That token is never the session
 * token: the front end first asks for a short-lived token valid for that one document.
 */

/** What is downloaded and its reference (idDocumento, idRecibo, uuid, numPoliza, mandate reference, idPoliza, complaint code or attachment uuid). */
const DescargaTipoSchema = v.picklist([
  'CCPP',
  'RECIBO',
  'DOCUMENTO',
  'CERTIFICADO_MASCOTA',
  // Beyond SPEC: a signed SEPA mandate (its reference) and the receipt of a non-renewal or
  // withdrawal request (the idPoliza). Appended only: remotes built earlier never send them.
  'MANDATO_SEPA',
  'JUSTIFICANTE_BAJA',
  // A complaint's receipt (its code), as 'Mis documentos' opens it.
  'RECLAMACION',
  // An attachment of a message in one of the customer's conversations (its uuid).
  'ADJUNTO_MENSAJE',
]);
export type DescargaTipo = v.InferOutput<typeof DescargaTipoSchema>;

/** POST /v1/ac/descargas/token */
export const DescargaTokenRequestSchema = v.object({
  tipo: DescargaTipoSchema,
  referencia: textoLibre(1, 64),
});

export const DescargaTokenSchema = v.object({
  /**
   * Goes in the download path: /v1/ac/polizas/ccpp/{id}/{token} etc. Not named `token`: the HTTP
   * client stores any `data.token` as the session token.
   */
  tokenDescarga: v.string(),
  caducaEnSegundos: v.number(),
});

import * as v from 'valibot';
import { textoLibre } from '../domain/texto-libre';

/**
 * Downloads open in a new window with a token in the path (SPEC §7). That token is never the session
 * token: the front end first asks for a short-lived token valid for that one document.
 */

/** What is downloaded and its reference (idDocumento, idRecibo, uuid or numPoliza). */
const DescargaTipoSchema = v.picklist([
  'CCPP',
  'RECIBO',
  'DOCUMENTO',
  'CERTIFICADO_MASCOTA',
  // Beyond SPEC (issue #31): the receipt of a non-renewal or withdrawal request; reference = idPoliza.
  'JUSTIFICANTE_BAJA',
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

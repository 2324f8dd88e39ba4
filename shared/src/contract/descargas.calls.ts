import { post } from './call-spec';
import { DescargaTokenRequestSchema, DescargaTokenSchema } from './descargas';
import { NoBodySchema } from './rules';

export const tokenCertificadoSeguro = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/certificado',
  NoBodySchema,
  DescargaTokenSchema,
);
// Short-lived token for one download (never the session token in a URL).
export const descargaToken = /* @__PURE__ */ post(
  '/v1/ac/descargas/token',
  DescargaTokenRequestSchema,
  DescargaTokenSchema,
);
/** A one-use token for the complaint's acknowledgement PDF (JUSTIFICANTE_RECLAMACION_PATH). */
export const tokenJustificanteReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones/:codigo/justificante',
  NoBodySchema,
  DescargaTokenSchema,
);

import { post } from './call-spec';
import { DocumentoFirmadoSchema, FirmaDocumentoRequestSchema, PinFirmaSchema } from './firma';
import { NoBodySchema } from './rules';

// Beyond SPEC: signing a claim document with an SMS PIN.
export const pinFirmaDocumento = /* @__PURE__ */ post(
  '/v1/ac/siniestros/documentos/:uuid/firma/pin',
  NoBodySchema,
  PinFirmaSchema,
);
export const firmaDocumento = /* @__PURE__ */ post(
  '/v1/ac/siniestros/documentos/:uuid/firma',
  FirmaDocumentoRequestSchema,
  DocumentoFirmadoSchema,
);

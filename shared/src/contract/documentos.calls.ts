import { get, post } from './call-spec';
import { DocumentosNoLeidosSchema, DocumentosRequestSchema, DocumentosSchema } from './documentos';

// Beyond SPEC: 'Mis documentos', every document of the caller's policies, claims and
// receipts; opening one (descargaToken) marks it read.
export const documentos = /* @__PURE__ */ post(
  '/v1/ac/documentos',
  DocumentosRequestSchema,
  DocumentosSchema,
);
export const documentosNoLeidos = /* @__PURE__ */ get('/v1/ac/documentos/noLeidos', DocumentosNoLeidosSchema);

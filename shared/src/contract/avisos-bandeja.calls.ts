import { AvisosBandejaSchema, AvisosNoLeidosSchema } from './avisos-bandeja';
import { get, post } from './call-spec';
import { NoBodySchema } from './rules';

// Beyond SPEC: 'Avisos' in 'Mis documentos', the notices the caller was sent; opening one
// marks it read.
export const avisosBandeja = /* @__PURE__ */ get('/v1/ac/documentos/avisos', AvisosBandejaSchema);
export const avisosNoLeidos = /* @__PURE__ */ get('/v1/ac/documentos/avisos/noLeidos', AvisosNoLeidosSchema);
export const marcaAvisoLeido = /* @__PURE__ */ post(
  '/v1/ac/documentos/avisos/:idAviso/leido',
  NoBodySchema,
  AvisosNoLeidosSchema,
);

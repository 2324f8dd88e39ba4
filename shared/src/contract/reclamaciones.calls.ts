import { get, post } from './call-spec';
import {
  AsuntosReclamacionSchema,
  ReclamacionRequestSchema,
  ReclamacionSchema,
  ReclamacionesSchema,
} from './reclamaciones';
import { NoBodySchema } from './rules';

// Complaints to the customer service department (SAC), beyond SPEC.
export const reclamacionAsuntos = /* @__PURE__ */ get(
  '/v1/ac/reclamaciones/asuntos',
  AsuntosReclamacionSchema,
);
export const reclamaciones = /* @__PURE__ */ get('/v1/ac/reclamaciones', ReclamacionesSchema);
export const presentaReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones',
  ReclamacionRequestSchema,
  ReclamacionSchema,
);
export const reclamacion = /* @__PURE__ */ get('/v1/ac/reclamaciones/:codigo', ReclamacionSchema);
/** The customer marks the answer as not satisfying: the way onwards shows. */
export const rechazaRespuestaReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones/:codigo/insatisfecha',
  NoBodySchema,
  ReclamacionSchema,
);

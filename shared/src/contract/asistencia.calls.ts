import {
  AsistenciaNuevaSchema,
  AsistenciaRequestSchema,
  AsistenciaSchema,
  AsistenciasAbiertasSchema,
  AsistenciasPolizaSchema,
} from './asistencia';
import { get, post } from './call-spec';
import { NoBodySchema } from './rules';

// Roadside assistance: the form's start, the request, its tracking page.
export const asistenciaNueva = /* @__PURE__ */ get(
  '/v1/ac/asistencia/polizas/:idPoliza',
  AsistenciaNuevaSchema,
);
export const pideAsistencia = /* @__PURE__ */ post(
  '/v1/ac/asistencia',
  AsistenciaRequestSchema,
  AsistenciaSchema,
);
export const asistencia = /* @__PURE__ */ get('/v1/ac/asistencia/:codigo', AsistenciaSchema);
/** The customer calls an open request off (after a confirm step). */
export const cancelaAsistencia = /* @__PURE__ */ post(
  '/v1/ac/asistencia/:codigo/cancelacion',
  NoBodySchema,
  AsistenciaSchema,
);
export const asistenciasAbiertas = /* @__PURE__ */ get(
  '/v1/ac/asistencia/abiertas',
  AsistenciasAbiertasSchema,
);
export const asistenciasPoliza = /* @__PURE__ */ get(
  '/v1/ac/asistencia/polizas/:idPoliza/peticiones',
  AsistenciasPolizaSchema,
);

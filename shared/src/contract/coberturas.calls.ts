import { get } from './call-spec';
import { CoberturasPolizaSchema, ComparacionAvisoSchema } from './coberturas';

// Beyond SPEC: what a policy covers and costs; the renewal's premium and covers beside them.
export const coberturasPoliza = /* @__PURE__ */ get(
  '/v1/ac/polizas/:idPoliza/coberturas',
  CoberturasPolizaSchema,
);
export const comparacionRenovacion = /* @__PURE__ */ get(
  '/v1/ac/avisoRenovacion/:idPoliza/comparacion',
  ComparacionAvisoSchema,
);

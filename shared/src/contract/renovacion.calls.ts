import { get, post } from './call-spec';
import { ConfirmaConClaveRequestSchema, RenovacionPolizaSchema, SolicitudBajaSchema } from './renovacion';

// Beyond SPEC: oppose the renewal, keep it after all, withdraw from a distance contract.
export const renovacionPoliza = /* @__PURE__ */ get(
  '/v1/ac/polizas/:idPoliza/renovacion',
  RenovacionPolizaSchema,
);
export const noRenovarPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/noRenovar',
  ConfirmaConClaveRequestSchema,
  SolicitudBajaSchema,
);
export const mantenerRenovacion = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/mantenerRenovacion',
  ConfirmaConClaveRequestSchema,
);
export const desistirPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/desistimiento',
  ConfirmaConClaveRequestSchema,
  SolicitudBajaSchema,
);

import { get } from './call-spec';
import { SiniestroDetalleSchema } from './siniestros';

// Claims: one shape for every line.
export const siniestroVeh = /* @__PURE__ */ get(
  '/v1/ac/siniestros-veh/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroHog = /* @__PURE__ */ get(
  '/v1/ac/siniestros-hog/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroMov = /* @__PURE__ */ get(
  '/v1/ac/siniestros-mov/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroNeg = /* @__PURE__ */ get(
  '/v1/ac/siniestros-neg/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroAcc = /* @__PURE__ */ get(
  '/v1/ac/siniestros-acc/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroMasc = /* @__PURE__ */ get(
  '/v1/ac/siniestros-masc/:numSiniestro',
  SiniestroDetalleSchema,
);

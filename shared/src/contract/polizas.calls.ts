import { get } from './call-spec';
import {
  PolizaAccSchema,
  PolizaDecSchema,
  PolizaHogSchema,
  PolizaMascSchema,
  PolizaMovSchema,
  PolizaNegSchema,
  PolizaSaludMMTSchema,
  PolizaSaludSchema,
  PolizaVehSchema,
} from './polizas';

// Policies.
export const polizaVeh = /* @__PURE__ */ get('/v1/ac/polizas-veh/:idPoliza', PolizaVehSchema);
export const polizaHog = /* @__PURE__ */ get('/v1/ac/polizas-hog/:idPoliza', PolizaHogSchema);
export const polizaDec = /* @__PURE__ */ get('/v1/ac/polizas-dec/:idPoliza', PolizaDecSchema);
export const polizaMov = /* @__PURE__ */ get('/v1/ac/polizas-mov/:idPoliza', PolizaMovSchema);
export const polizaNeg = /* @__PURE__ */ get('/v1/ac/polizas-neg/:idPoliza', PolizaNegSchema);
export const polizaAcc = /* @__PURE__ */ get('/v1/ac/polizas-acc/:idPoliza', PolizaAccSchema);
export const polizaMasc = /* @__PURE__ */ get('/v1/ac/polizas-masc/:idPoliza', PolizaMascSchema);
export const polizaSalud = /* @__PURE__ */ get('/v1/ac/polizas-salud/:numPoliza', PolizaSaludSchema);
export const polizaSaludMMT = /* @__PURE__ */ get('/v1/ac/polizas-saludMMT/:idPoliza', PolizaSaludMMTSchema);

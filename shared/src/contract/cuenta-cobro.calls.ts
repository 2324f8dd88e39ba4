import { get, post } from './call-spec';
import {
  CambiaCuentaCobroRequestSchema,
  CuentaCobroCambiadaSchema,
  MandatosSchema,
  OrdenCuentaCobroRequestSchema,
  OrdenCuentaCobroSchema,
  PinCuentaCobroSchema,
} from './cuenta-cobro';
import { NoBodySchema } from './rules';

// Beyond SPEC: the collection account of the policies, with a SEPA mandate.
export const pinCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro/pin',
  NoBodySchema,
  PinCuentaCobroSchema,
);
// The mandate's exact text, shown before the step that signs it.
export const ordenCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro/orden',
  OrdenCuentaCobroRequestSchema,
  OrdenCuentaCobroSchema,
);
export const cambiaCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro',
  CambiaCuentaCobroRequestSchema,
  CuentaCobroCambiadaSchema,
);
export const mandatosSepa = /* @__PURE__ */ get('/v1/ac/cliente/cuentaCobro/mandatos', MandatosSchema);

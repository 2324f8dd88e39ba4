import { get, post } from './call-spec';
import { CambiaDireccionRequestSchema, DireccionPostalSchema } from './direccion';

export const direccionPostal = /* @__PURE__ */ get('/v1/ac/cliente/direccion', DireccionPostalSchema);
export const cambiaDireccion = /* @__PURE__ */ post(
  '/v1/ac/cliente/direccion',
  CambiaDireccionRequestSchema,
  DireccionPostalSchema,
);

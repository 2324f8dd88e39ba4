import { post } from './call-spec';
import { NoBodySchema } from './rules';
import {
  CodigosAnuladosSchema,
  TarjetaPolizaSchema,
  VerificacionRequestSchema,
  VerificacionSchema,
} from './tarjeta';

// Beyond SPEC: the digital card (a fresh QR code each time), revoking its codes, the
// certificate PDF's token, and the public check the QR opens (no session).
export const tarjetaPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/tarjeta',
  NoBodySchema,
  TarjetaPolizaSchema,
);
export const anulaCodigosTarjeta = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/tarjeta/anular',
  NoBodySchema,
  CodigosAnuladosSchema,
);
export const verificaTarjeta = /* @__PURE__ */ post(
  '/v1/ac/publico/verificacion',
  VerificacionRequestSchema,
  VerificacionSchema,
);

import { post } from './call-spec';
import { PinSegundoFactorRequestSchema, PinSegundoFactorSchema } from './segundo-factor';

// Beyond SPEC: the second factor of a sensitive change, a PIN by SMS for one action.
export const pinSegundoFactor = /* @__PURE__ */ post(
  '/v1/ac/cliente/segundoFactor/pin',
  PinSegundoFactorRequestSchema,
  PinSegundoFactorSchema,
);

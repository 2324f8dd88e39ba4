import { get, post } from './call-spec';
import {
  ActualizarGdprRequestSchema,
  ActualizarPasswordRequestSchema,
  AuthRegistroDataSchema,
  GenerarPinDataSchema,
  RegistroInfoSchema,
  SmsDemoSchema,
  VerificaUsuarioRequestSchema,
  VerificarPinDataSchema,
  VerificarPinRequestSchema,
} from './registro';
import { NoBodySchema } from './rules';

export const verificaUsuario = /* @__PURE__ */ post(
  '/v1/ac/user/verificaUsuario',
  VerificaUsuarioRequestSchema,
  RegistroInfoSchema,
);
export const generarPinAcceso = /* @__PURE__ */ post(
  '/v1/ac/user/generarPinAcceso',
  NoBodySchema,
  GenerarPinDataSchema,
);
export const verificarPin = /* @__PURE__ */ post(
  '/v1/ac/user/verificarPin',
  VerificarPinRequestSchema,
  VerificarPinDataSchema,
);
export const actualizarPassword = /* @__PURE__ */ post(
  '/v1/ac/user/actualizarPassword',
  ActualizarPasswordRequestSchema,
);
export const authRegistro = /* @__PURE__ */ post(
  '/v1/ac/user/authRegistro',
  NoBodySchema,
  AuthRegistroDataSchema,
);
export const actualizarGdpr = /* @__PURE__ */ post('/v1/ac/user/actualizarGdpr', ActualizarGdprRequestSchema);
// Demo only: the SMS just sent for the caller's registration token, shown on /pin.
export const smsDemo = /* @__PURE__ */ get('/v1/ac/user/smsDemo', SmsDemoSchema);

import { get, post } from './call-spec';
import {
  LlaveAccesoSchema,
  LlavesAccesoSchema,
  OpcionesAccesoLlaveSchema,
  OpcionesRegistroLlaveSchema,
  RegistraLlaveRequestSchema,
} from './llaves-acceso';
import { NoBodySchema } from './rules';

// Beyond SPEC: login with a passkey (no session, no NIF): the options, then the browser's answer,
// which answers the session token like `auth`.
export const opcionesAccesoLlave = /* @__PURE__ */ post(
  '/v1/ac/user/llaveAcceso/opciones',
  NoBodySchema,
  OpcionesAccesoLlaveSchema,
);
// Beyond SPEC: the caller's passkeys in 'Mis datos' (create, list, remove), and the options of a
// change confirmed with one of them (the change's own call carries the browser's answer).
export const llavesAcceso = /* @__PURE__ */ get('/v1/ac/cliente/llavesAcceso', LlavesAccesoSchema);
export const opcionesRegistroLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/opciones',
  NoBodySchema,
  OpcionesRegistroLlaveSchema,
);
export const registraLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso',
  RegistraLlaveRequestSchema,
  LlaveAccesoSchema,
);
export const eliminaLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/:idLlave/eliminar',
  NoBodySchema,
);
export const opcionesConfirmacionLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/confirmacion',
  NoBodySchema,
  OpcionesAccesoLlaveSchema,
);

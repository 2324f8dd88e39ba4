import {
  AuthDataSchema,
  AuthRequestSchema,
  InsertAuditRequestSchema,
  OtrasSesionesCerradasSchema,
  SesionSchema,
  SesionesAbiertasSchema,
} from './auth';
import { get, post } from './call-spec';
import { AccesoLlaveRequestSchema } from './llaves-acceso';
import { NoBodySchema } from './rules';

// Session and registration.
export const auth = /* @__PURE__ */ post('/v1/ac/user/auth', AuthRequestSchema, AuthDataSchema);
export const insertAudit = /* @__PURE__ */ post('/v1/ac/user/insertAudit', InsertAuditRequestSchema);
export const sesion = /* @__PURE__ */ get('/v1/ac/user/sesion', SesionSchema);
export const mantenerSesion = /* @__PURE__ */ post('/v1/ac/user/sesion', NoBodySchema, SesionSchema);
// Beyond SPEC: the customer's open sessions, and ending all but the caller's.
export const sesionesAbiertas = /* @__PURE__ */ get('/v1/ac/user/sesiones', SesionesAbiertasSchema);
export const cerrarOtrasSesiones = /* @__PURE__ */ post(
  '/v1/ac/user/sesiones/cerrarOtras',
  NoBodySchema,
  OtrasSesionesCerradasSchema,
);
export const accesoLlave = /* @__PURE__ */ post(
  '/v1/ac/user/llaveAcceso',
  AccesoLlaveRequestSchema,
  AuthDataSchema,
);

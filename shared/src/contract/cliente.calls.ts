import { get, post } from './call-spec';
import {
  ActualizaEmailRequestSchema,
  ActualizaTelefonoRequestSchema,
  ActualizarPasswordClienteRequestSchema,
  ClienteSchema,
} from './cliente';

// Beyond SPEC: `data.token` is the session's new token, which the client stores like any other (the
// old one ends with every other session); its schema stays the empty one remotes built on 1.x know.
export const actualizarPasswordCliente = /* @__PURE__ */ post(
  '/v1/ac/user/actualizarPasswordCliente',
  ActualizarPasswordClienteRequestSchema,
);
export const cliente = /* @__PURE__ */ get('/v1/ac/cliente', ClienteSchema);
export const actualizaTelefono = /* @__PURE__ */ post(
  '/v1/ac/cliente/actualizaTelefono',
  ActualizaTelefonoRequestSchema,
);
export const actualizaEmail = /* @__PURE__ */ post(
  '/v1/ac/cliente/actualizaEmail',
  ActualizaEmailRequestSchema,
);

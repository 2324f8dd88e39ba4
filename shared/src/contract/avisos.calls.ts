import { CorreosDemoSchema, GuardaPreferenciasAvisosRequestSchema, PreferenciasAvisosSchema } from './avisos';
import { get, post } from './call-spec';

// Notifications by e-mail and SMS: the caller's choices, and the demo's e-mail outbox.
export const preferenciasAvisos = /* @__PURE__ */ get('/v1/ac/cliente/avisos', PreferenciasAvisosSchema);
export const guardaPreferenciasAvisos = /* @__PURE__ */ post(
  '/v1/ac/cliente/avisos',
  GuardaPreferenciasAvisosRequestSchema,
  PreferenciasAvisosSchema,
);
export const correosDemo = /* @__PURE__ */ get('/v1/ac/cliente/avisos/correosDemo', CorreosDemoSchema);

import { get } from './call-spec';
import { HistorialCambiosSchema } from './historial';

// Beyond SPEC: the customer's own changes, and their postal address.
export const historialCambios = /* @__PURE__ */ get(
  '/v1/ac/cliente/historialCambios',
  HistorialCambiosSchema,
);

import { get, post } from './call-spec';
import {
  ConfirmaSuplementoRequestSchema,
  OpcionesSuplementoSchema,
  PresupuestoSuplementoRequestSchema,
  PresupuestoSuplementoSchema,
  SuplementoSchema,
} from './suplementos';

// Beyond SPEC: 'Modificar la póliza' (drivers, vehicle, optional covers), quoted then confirmed.
export const opcionesSuplemento = /* @__PURE__ */ get(
  '/v1/ac/polizas/:idPoliza/suplementos',
  OpcionesSuplementoSchema,
);
export const presupuestoSuplemento = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/suplementos/presupuesto',
  PresupuestoSuplementoRequestSchema,
  PresupuestoSuplementoSchema,
);
export const confirmaSuplemento = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/suplementos',
  ConfirmaSuplementoRequestSchema,
  SuplementoSchema,
);

import { get, post } from './call-spec';
import { TalleresCercanosSchema, TallerElegidoRequestSchema, TallerElegidoSchema } from './talleres';

// Where a claim's car is repaired: partner workshops near a postcode, and the claim's choice changed.
export const talleresCercanos = /* @__PURE__ */ get('/v1/ac/talleres/:codPostal', TalleresCercanosSchema);
export const cambiaTallerSiniestro = /* @__PURE__ */ post(
  '/v1/ac/siniestros/:numSiniestro/taller',
  TallerElegidoRequestSchema,
  TallerElegidoSchema,
);

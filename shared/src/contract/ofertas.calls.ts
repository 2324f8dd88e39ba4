import { post } from './call-spec';
import { AsignaPolCuponAmigoRequestSchema, CreaGestionClienteRequestSchema } from './ofertas';
import { NoBodySchema } from './rules';

// Offers, coupons, draws, call-back.
export const asignaPolCuponAmigo = /* @__PURE__ */ post(
  '/v1/ac/user/asignaPolCuponAmigo',
  AsignaPolCuponAmigoRequestSchema,
);
export const creaGestionCliente = /* @__PURE__ */ post(
  '/v1/ac/cliente/creaGestionCliente',
  CreaGestionClienteRequestSchema,
);
export const registraParticipacionSorteoTv = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraParticipacionSorteoTv',
  NoBodySchema,
);
export const registraParticipacionSorteoFreidoraAire = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraParticipacionSorteoFreidoraAire',
  NoBodySchema,
);
export const registraTarjetaDecesosPremium = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraTarjetaDecesosPremium',
  NoBodySchema,
);
/** Beyond SPEC: a campaign's draw card takes part by its draw's code (CodigoSorteoSchema). */
export const participaSorteo = /* @__PURE__ */ post(
  '/v1/ac/cliente/sorteos/:codigo/participacion',
  NoBodySchema,
);

import { get } from './call-spec';
import { UrlClubSchema, UrlContratosInteractivosSchema, UrlHnaAreaClienteSchema } from './urls';

// External URLs.
export const urlClub = /* @__PURE__ */ get('/v1/ac/getUrlClub', UrlClubSchema);
export const urlContratosInteractivos = /* @__PURE__ */ get(
  '/v1/ac/getUrlContratosInteractivos',
  UrlContratosInteractivosSchema,
);
export const urlHnaAreaCliente = /* @__PURE__ */ get(
  '/v1/ac/urlHnaAreaCliente/:idCliente',
  UrlHnaAreaClienteSchema,
);

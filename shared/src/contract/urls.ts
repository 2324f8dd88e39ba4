import * as v from 'valibot';

/** An external URL the front end opens (club, interactive contracts, partner client area, payment). */
export const UrlDataSchema = v.object({ url: v.pipe(v.string(), v.url()) });

/** GET /v1/ac/getUrlClub: the benefits club URL (urlAffinity on the client side). */
export const UrlClubSchema = UrlDataSchema;

/** GET /v1/ac/getUrlContratosInteractivos */
export const UrlContratosInteractivosSchema = UrlDataSchema;

/** GET /v1/ac/urlHnaAreaCliente/{idCliente}: the partner health insurer's client area. */
export const UrlHnaAreaClienteSchema = UrlDataSchema;

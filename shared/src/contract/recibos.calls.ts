import { get } from './call-spec';
import { AvisoRenovacionSchema, PagoUrlSchema, ReciboDetalleSchema } from './recibos';

// Receipts, payment, renewal.
export const recibo = /* @__PURE__ */ get('/v1/ac/recibos/:idRecibo', ReciboDetalleSchema);
export const pagoRecibo = /* @__PURE__ */ get('/v1/ac/recibos/pasarela/pago/:idRecibo', PagoUrlSchema);
export const avisoRenovacion = /* @__PURE__ */ get('/v1/ac/avisoRenovacion/:idPoliza', AvisoRenovacionSchema);

// 'Pagar recibo' (SPEC §4), wherever a receipt can be paid: its screen and the home's summary.
export { PAGO_ABIERTO, PAGO_REALIZADO, PaymentNotice, usePayment } from './use-payment';

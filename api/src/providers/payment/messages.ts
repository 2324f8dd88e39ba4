import * as v from 'valibot';

const referencia = v.pipe(v.string(), v.regex(/^[A-Z0-9]{12}$/));
const centimos = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999_999_999));

/** Payload of a payment request (merchant → gateway, through the customer's browser). */
export const PaymentRequestPayloadSchema = v.object({
  referencia,
  importeCentimos: centimos,
  concepto: v.pipe(v.string(), v.maxLength(200)),
  caduca: v.pipe(v.number(), v.integer()),
});

/** Payload of a notification (gateway → merchant, server to server). */
export const NotificationPayloadSchema = v.object({
  referencia,
  importeCentimos: centimos,
  resultado: v.picklist(['OK', 'KO']),
});

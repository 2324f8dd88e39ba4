import { NotificationPayloadSchema, PaymentRequestPayloadSchema } from './messages';
import { sign, verify } from './signed-message';
import type { PaymentGateway, PaymentRequest } from './types';

/**
 * A gateway speaking the signed-message protocol: the customer's browser opens
 * `<page>?parametros=…&firma=…`, and the gateway posts a signed notification back. The page is
 * `pageUrl(origin)` alone, so the payment link can never lead anywhere else.
 */
export function hmacGateway(opts: { pageUrl: (origin: string) => string; secret: string }): PaymentGateway {
  return {
    paymentUrl(request: PaymentRequest, origin: string) {
      const url = new URL(opts.pageUrl(origin));
      const { parametros, firma } = sign(opts.secret, request);
      url.searchParams.set('parametros', parametros);
      url.searchParams.set('firma', firma);
      return url.toString();
    },
    verifyNotification: (body) => verify(opts.secret, body, NotificationPayloadSchema),
  };
}

/** The gateway side: the payment request a browser brought, if the merchant really signed it. */
export function verifyPaymentRequest(secret: string, message: unknown) {
  return verify(secret, message, PaymentRequestPayloadSchema);
}

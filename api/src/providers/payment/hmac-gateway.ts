import { TEST_GATEWAY_PATH } from '../../config';
import { NotificationPayloadSchema, PaymentRequestPayloadSchema } from './messages';
import { sign, verify } from './signed-message';
import type { PaymentGateway, PaymentRequest } from './types';

/**
 * A gateway speaking the signed-message protocol: the customer's browser opens
 * `<gatewayUrl>?parametros=…&firma=…`, and the gateway posts a signed notification back. The URL is
 * built from the configured base only, so the payment link can never lead anywhere else.
 */
export function hmacGateway(opts: { gatewayUrl: string | undefined; secret: string }): PaymentGateway {
  return {
    paymentUrl(request: PaymentRequest, origin: string) {
      // No configured gateway (demo): the test gateway served by this very server.
      const url = new URL(opts.gatewayUrl ?? `${origin}${TEST_GATEWAY_PATH}`);
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

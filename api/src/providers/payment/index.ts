import { hmacGateway } from './hmac-gateway';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';

/**
 * The configured gateway, its payment page under the configured base URL. Every gateway here speaks
 * the signed-message protocol; another provider (a bank's redirect API) would be one more
 * implementation of PaymentGateway chosen by config.
 */
export function paymentGateway(config: { gatewayUrl: string; secret: string }): PaymentGateway {
  return hmacGateway({ pageUrl: () => config.gatewayUrl, secret: config.secret });
}

import type { PaymentConfig } from '../../config';
import { hmacGateway } from './hmac-gateway';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';

/**
 * The configured gateway. Every gateway here speaks the signed-message protocol; another provider
 * (a bank's redirect API) would be one more implementation of PaymentGateway chosen by config.
 */
export function paymentGateway(config: PaymentConfig): PaymentGateway {
  return hmacGateway(config);
}

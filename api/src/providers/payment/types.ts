/** What the merchant (this API) asks the gateway to charge. Amounts travel in euro cents. */
export interface PaymentRequest {
  /** Our payment reference (pagos.referencia): unique per attempt. */
  referencia: string;
  importeCentimos: number;
  /** Shown on the gateway page, e.g. the policy and receipt. */
  concepto: string;
  /** Epoch ms after which the gateway refuses the request. */
  caduca: number;
}

export type PaymentResult = 'OK' | 'KO';

/** The gateway's server-to-server report of one payment attempt. */
export interface PaymentNotification {
  referencia: string;
  importeCentimos: number;
  resultado: PaymentResult;
}

/** A payment gateway as the receipts routes see it (the demo's stand-in: the local test gateway). */
export interface PaymentGateway {
  /**
   * The gateway page for this request; always under the configured gateway base URL (the demo's test
   * gateway lives at `origin`, the scheme and host the customer reached this API at).
   */
  paymentUrl(request: PaymentRequest, origin: string): string;
  /** The notification if its signature and shape are valid, else null. */
  verifyNotification(body: unknown): PaymentNotification | null;
}

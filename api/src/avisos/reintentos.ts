/** How the queue retries a failed send (docs/features.md, 'Notifications'). */
export const REINTENTOS = {
  /** Attempts in all; after the last failure the row is FALLIDA. */
  maxIntentos: 8,
  /** Wait after the first failure; doubled after each one. */
  baseMs: 30_000,
  /** No wait is longer than this. */
  maxMs: 6 * 3_600_000,
} as const;

/**
 * The wait before the next attempt after the `intento`-th failure (1-based): base · 2^(n−1), capped,
 * less up to a fifth at random (`azar` in [0, 1)) so rows that failed together do not retry together.
 */
export function esperaTrasFallo(intento: number, azar = 0): number {
  const exponencial = REINTENTOS.baseMs * 2 ** Math.max(0, intento - 1);
  const tope = Math.min(exponencial, REINTENTOS.maxMs);
  return Math.round(tope * (1 - 0.2 * Math.min(Math.max(azar, 0), 0.999)));
}
